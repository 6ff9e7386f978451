import {
  type CardConfig,
  type CardData,
  type CardDataContext,
  type CardDefinition,
  type CardEndpoint,
  cardEndpointByKey,
  cardSourceOf,
  type MessageKey,
} from '@mirante/core';
import type { QueryKey } from '@tanstack/react-query';
import { fetchCardAnswer } from '../../../api/card-data-fetcher.ts';
import { queryKeys } from '../../../api/query-keys.ts';

type Translate = (key: MessageKey) => string;

/** The answers to a card's requests, in their order: what its query holds. */
export type CardAnswers = readonly unknown[];

/**
 * How a card gets its data: nothing to fetch (static cards, a search before its text), a service this server
 * does not offer yet, nothing to ask yet (it says why: a chatbot card without a bot), or the requests of its
 * endpoint under one query key (cards asking the same thing share one answer), drawn through that endpoint's
 * `map`.
 */
export type CardPlan =
  | { kind: 'static'; data: CardData }
  | { kind: 'unavailable' }
  | { kind: 'blocked'; message: MessageKey }
  | {
      kind: 'fetch';
      queryKey: QueryKey;
      endpoint: CardEndpoint;
      /** `priority`: high for a card in view, low for one out of view (the browser sends high first). */
      fetch: (signal: AbortSignal, priority: RequestPriority) => Promise<CardAnswers>;
    };

/**
 * The plan of a card by core's endpoint registry. `card` is the card on the dashboard: its filters join the
 * dashboard's, and its requests name its uid so that a guest may read the card. The uid is not part of the
 * query key. `t` names what a card with nothing to ask draws.
 */
export function cardPlanOf(
  definition: CardDefinition,
  context: CardDataContext,
  card: CardConfig | null,
  t: Translate,
): CardPlan {
  const source = cardSourceOf(definition, context, card);
  if (source.kind === 'static') return source;
  if (source.kind === 'unserved') return { kind: 'unavailable' };
  if (source.kind === 'blocked') return source;
  const { endpoint, requests } = source;
  if (requests.length === 0) return { kind: 'static', data: endpoint.map(definition, [], t) };
  const cardId = card?.uid ?? null;
  return {
    kind: 'fetch',
    queryKey: queryKeys.cardData(context, requests),
    endpoint,
    // Each request is checked by its own entry: a chatbot card asks a second endpoint beside its own.
    fetch: (signal, priority) =>
      Promise.all(
        requests.map((request) =>
          fetchCardAnswer(cardEndpointByKey(request.endpoint) ?? endpoint, request, cardId, signal, priority),
        ),
      ),
  };
}
