import {
  type CardConfig,
  type CardData,
  type CardDefinition,
  type ChartsAnswer,
  cardNotesOf,
  chartsCardData,
  type MessageKey,
  previousDateRange,
  type QueryParamValue,
  type WarRoomAnswer,
  warRoomCardData,
  withNotes,
} from '@mirante/core';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { cardRequestFilterParam } from '../../filters/card-request-filter.ts';
import { type CardDataContext, cardSeriesParams, fetchCardSeries } from './card-series-api.ts';
import { fetchWarRoom, warRoomParams } from './war-room-api.ts';

type Translate = (key: MessageKey) => string;

/** An endpoint's answer for a card, tagged with the service it came from. */
export type CardAnswer =
  | { source: 'charts'; answer: ChartsAnswer }
  | { source: 'war-room'; answer: WarRoomAnswer };

/**
 * How a card gets its data: nothing to fetch (static cards, a search before its text), a service this server does not offer yet, or a
 * request under a query key (cards asking the same thing share one answer).
 */
export type CardPlan =
  | { kind: 'static'; data: CardData }
  | { kind: 'unavailable' }
  | {
      kind: 'fetch';
      queryKey: QueryKey;
      /** `priority`: high for a card in view, low for one out of view (the browser sends high first). */
      fetch: (signal: AbortSignal, priority: RequestPriority) => Promise<CardAnswer>;
    };

const comparesWithPrevious = (definition: CardDefinition) =>
  definition.props.metricToCompare === 'previousPeriod';

/**
 * `card` is the card on the dashboard: its filters join the dashboard's (features/filters), and requests name
 * its uid so that a guest may read the card. The uid is not part of the query key: cards asking the same
 * thing share one answer.
 */
export function cardPlanOf(
  definition: CardDefinition,
  context: CardDataContext,
  card: CardConfig | null,
): CardPlan {
  const { query } = definition;
  const cardId = card?.uid ?? null;
  switch (query.service) {
    case 'none':
      return { kind: 'static', data: { kind: 'static' } };
    case 'charts-service': {
      const filter = cardRequestFilterParam(definition, card, context);
      const params = cardSeriesParams(query, context, filter);
      if (!comparesWithPrevious(definition)) {
        return {
          kind: 'fetch',
          queryKey: queryKeys.cardSeries(params),
          fetch: async (signal, priority) => ({
            source: 'charts',
            answer: {
              current: await fetchCardSeries(query, params, signal, cardId, priority),
              previous: null,
            },
          }),
        };
      }
      const before = cardSeriesParams(
        query,
        { ...context, dateRange: previousDateRange(context.dateRange) },
        filter,
      );
      return {
        kind: 'fetch',
        queryKey: queryKeys.cardSeriesWithPrevious(params, before),
        fetch: async (signal, priority) => {
          const [current, previous] = await Promise.all([
            fetchCardSeries(query, params, signal, cardId, priority),
            fetchCardSeries(query, before, signal, cardId, priority),
          ]);
          return { source: 'charts', answer: { current, previous } };
        },
      };
    }
    case 'war-room': {
      // Authors are searched by a text the user types: until then the card lists nobody.
      if (query.endpoint === 'search-user' && !('search' in query.params)) {
        const data: CardData = { kind: 'authors', authors: [] };
        return { kind: 'static', data: withNotes(data, cardNotesOf(definition, data, null)) };
      }
      const filter = cardRequestFilterParam(definition, card, context);
      const options: Record<string, QueryParamValue> = {
        ...query.params,
        ...(query.endpoint === 'monitoring-overview' && comparesWithPrevious(definition)
          ? { variation: true }
          : {}),
        ...(filter === null ? {} : { filter }),
      };
      const params = warRoomParams(query.endpoint, options, context);
      return {
        kind: 'fetch',
        queryKey: queryKeys.warRoom(params),
        fetch: async (signal, priority) => ({
          source: 'war-room',
          answer: await fetchWarRoom(params, signal, cardId, priority),
        }),
      };
    }
    default:
      // Chatbot, desk, studio, stock and the other services of spec §7 are not served by this server yet.
      return { kind: 'unavailable' };
  }
}

/** An answer as the data shape the card draws, by the mapping module of its service, with the card's notes. */
export function cardDataOf(definition: CardDefinition, answer: CardAnswer, t: Translate): CardData {
  if (answer.source === 'war-room') {
    const data = warRoomCardData(definition, answer.answer, t);
    return withNotes(data, cardNotesOf(definition, data, null));
  }
  if (definition.query.service !== 'charts-service')
    throw new Error(`${definition.id} has no chart template`);
  const data = chartsCardData(definition, definition.query, answer.answer, t);
  return withNotes(data, cardNotesOf(definition, data, answer.answer));
}
