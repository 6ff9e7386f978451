import type { CardDefinition, ChartsCardQuery } from '../../cards/card-definition.ts';
import { ChartsQuery, ChartTemplate, SeriesResponse } from '../../contracts/chart-template.ts';
import type { Filter } from '../../contracts/filter.ts';
import { formatDateRangeParam, previousDateRange } from '../../domain/dates.ts';
import { ownedCardBlockedBy, pagePartsOf, withPagePart } from '../../rules/owned-pages.ts';
import type { CardData } from '../card-data.ts';
import { cardNotesOf, withNotes } from '../card-notes.ts';
import { chartsCardData } from '../charts-service-mapper.ts';
import { pagePartsCardData } from '../page-parts.ts';
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

/** A card drawn as one number: an owned+earned one also asks the whole, which its parts' sum is not always. */
const drawsOneNumber = (definition: CardDefinition) =>
  definition.componentType === 'singleValue' || definition.componentType === 'gauge';

/**
 * The filters a card asks with: its own, or for an owned+earned card (owned-pages.ts) the whole when it draws
 * one number, then each part.
 */
function filtersOf(definition: CardDefinition, context: CardDataContext, filter: string | null) {
  const parts = pagePartsOf(definition);
  if (parts.length === 0) return [filter];
  const base: Filter = filter === null ? {} : JSON.parse(filter);
  return [
    ...(drawsOneNumber(definition) ? [filter] : []),
    ...parts.map((part) => JSON.stringify(withPagePart(base, context.pages, part))),
  ];
}

/**
 * `POST /charts-service/{entity}` (spec §7): a chart template over an entity's facts, answered as series. A
 * card that compares with the previous period asks for both periods; an owned+earned card asks for each part.
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
    const previous = { ...context, dateRange: previousDateRange(context.dateRange) };
    return filtersOf(definition, context, filter).flatMap((asked) => [
      seriesRequest(query, context, asked),
      ...(comparesWithPrevious(definition) ? [seriesRequest(query, previous, asked)] : []),
    ]);
  },
  map(definition, answers, t) {
    const query = chartsQuery(definition);
    const step = comparesWithPrevious(definition) ? 2 : 1;
    const dataOf = (index: number): CardData => {
      const current = answers[index];
      if (!current) throw new Error(`${definition.id}: no charts answer`);
      const answer = { current, previous: step === 2 ? (answers[index + 1] ?? null) : null };
      return chartsCardData(definition, query, answer, t);
    };
    const parts = pagePartsOf(definition);
    let data: CardData;
    if (parts.length === 0) data = dataOf(0);
    else {
      const whole = drawsOneNumber(definition) ? dataOf(0) : null;
      const first = whole === null ? 0 : step;
      const partData = parts.map((part, i) => ({ part, data: dataOf(first + i * step) }));
      data = pagePartsCardData(partData, whole, t);
    }
    const [current, previous] = answers;
    return withNotes(
      data,
      cardNotesOf(definition, data, current ? { current, previous: previous ?? null } : null),
    );
  },
};
