import type { GptSuggestionsQuery } from '@mirante/core';
import type { CardDataHandler, CardDataHandlers } from '../../http/card-data-routes.ts';
import { cardDataAskOf } from '../card-data-ask.ts';
import type { GptService } from './service.ts';

/** `GET /studio-service/gpt/suggestions`, the card-data entry of core's registry (contracts/gpt.ts). */
export function gptHandlers(service: GptService): CardDataHandlers {
  const suggestions: CardDataHandler<GptSuggestionsQuery, null> = {
    summary:
      'The period’s newest posts within the filter that wait for an answer, each with a reply in pt-BR that an OpenAI-compatible chat model suggests in the brand’s tone (no authors)',
    description:
      'Off (assistant=off) unless the chat model is configured; the model’s timeouts and rate limits are the answer’s problem, not an error.',
    handle: async ({ query, scope }) => ({
      answer: await service.suggestions({ ...cardDataAskOf(query, scope), take: query.take }),
      cached: false,
    }),
  };
  return { 'studio/gpt/suggestions': suggestions as CardDataHandler };
}
