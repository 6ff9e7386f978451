import { type CardRequest, cardRequestUrl } from '@mirante/core';
import { type ResponseSchema, requestJson } from './http-client.ts';

/**
 * One request of a card (core's endpoint registry), sent as its entry says: its method and body, its
 * timeout (spec §9), and the answer checked with the entry's schema. Retries come from the query client. The
 * card's uid goes along in the URL only (a guest's request names its card); `priority`: high for a card in
 * view, low for one out of view (the browser sends high first).
 */
export function fetchCardAnswer<Answer>(
  endpoint: { answer: ResponseSchema<Answer>; timeoutMs: number },
  request: CardRequest,
  cardId: string | null,
  signal: AbortSignal,
  priority: RequestPriority = 'auto',
): Promise<Answer> {
  return requestJson(cardRequestUrl(request, cardId), endpoint.answer, {
    method: request.method,
    ...(request.body === null ? {} : { body: request.body }),
    signal,
    priority,
    timeoutMs: endpoint.timeoutMs,
  });
}
