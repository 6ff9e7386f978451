import type { CardDefinition, ChartsCardQuery } from '../../cards/card-definition.ts';
import { ChartsQuery, ChartTemplate, SeriesResponse } from '../../contracts/chart-template.ts';
import { formatDateRangeParam, previousDateRange } from '../../domain/dates.ts';
import { ownedCardBlockedBy } from '../../rules/owned-pages.ts';
import { cardNotesOf, withNotes } from '../card-notes.ts';
import { chartsCardData } from '../charts-service-mapper.ts';
import { stableHash } from '../stable-hash.ts';
import type { CardEndpoint } from './card-endpoint.ts';
import type { CardDataContext, CardRequest } from './card-request.ts';
import { CARD_DATA_RETRIES, CHARTS_TIMEOUT_MS } from './timeouts.ts';

const comparesWithPrevious = (definition: CardDefinition) =>
  definition.props.metricToCompare === 'previousPeriod';

function chartsQuery(definition: CardDefinition): ChartsCardQuery {
  if (definition.query.service !== 'charts-service')
    throw new Error(`${definition.id} has no chart template`);
  return definition.query;
}

function seriesRequest(query: ChartsCardQuery, context: CardDataContext, filter: string | null): CardRequest {
  return {
    endpoint: 'charts-service',
    method: 'POST',
    path: `/charts-service/${query.entity}`,
    query: {
      points_parser: 'series',
      hash: stableHash(query.template),
      date_range: formatDateRangeParam(context.dateRange),
      account_id: context.accountId,
      universe_id: context.universeId,
      is_staging: String(context.isStaging),
      ...(filter === null ? {} : { filter }),
    },
    body: query.template,
  };
}

/**
 * `POST /charts-service/{entity}` (spec §7): a chart template over an entity's facts, answered as series. A
 * card that compares with the previous period asks for both periods.
 */
export const chartsEndpoint: CardEndpoint<SeriesResponse> = {
  key: 'charts-service',
  service: 'charts-service',
  endpoint: ':entity',
  method: 'POST',
  route: '/charts-service/:entity',
  query: ChartsQuery,
  body: ChartTemplate,
  answer: SeriesResponse,
  timeoutMs: CHARTS_TIMEOUT_MS,
  retries: CARD_DATA_RETRIES,
  datasets: ['posts', 'profiles', 'sac-status', 'sac-surveys'],
  perBot: false,
  previousPeriod: 'second-request',
  listsPeople: false,
  blockedBy(definition, context) {
    return ownedCardBlockedBy(definition, context.pages);
  },
  requests(definition, context, filter) {
    const query = chartsQuery(definition);
    const current = seriesRequest(query, context, filter);
    if (!comparesWithPrevious(definition)) return [current];
    const previous = { ...context, dateRange: previousDateRange(context.dateRange) };
    return [current, seriesRequest(query, previous, filter)];
  },
  map(definition, [current, previous], t) {
    if (!current) throw new Error(`${definition.id}: no charts answer`);
    const answer = { current, previous: previous ?? null };
    const data = chartsCardData(definition, chartsQuery(definition), answer, t);
    return withNotes(data, cardNotesOf(definition, data, answer));
  },
};
