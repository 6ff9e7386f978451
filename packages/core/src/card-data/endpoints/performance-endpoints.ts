import type { IngestDataset } from '../../contracts/ingest.ts';
import {
  PERFORMANCE_ANSWERS,
  PERFORMANCE_ENDPOINTS,
  PERFORMANCE_QUERIES,
  type PerformanceEndpoint,
} from '../../contracts/performance.ts';
import { ownedCardBlockedBy } from '../../rules/owned-pages.ts';
import { PEOPLE_ENDPOINTS } from '../../rules/people-exposure.ts';
import { type PerformanceCardAnswer, performanceCardData } from '../performance-mapper.ts';
import { type CardEndpoint, endpointKey } from './card-endpoint.ts';
import { serviceGetRequest } from './service-request.ts';
import { CARD_DATA_RETRIES, CARD_DATA_TIMEOUT_MS } from './timeouts.ts';

/** What each endpoint reads (page names are their collected profiles'). */
const DATASETS: Record<PerformanceEndpoint, readonly IngestDataset[]> = {
  'facebook/comparison/keymetrics': ['posts', 'profiles'],
  'report/calls_quantity': ['sac-status'],
  'page/overview': ['posts', 'profiles'],
  'page/fan_evolution': ['profiles'],
  'sac/feed': ['posts'],
  'engaged-users': ['posts'],
  'user-posts': ['posts'],
  'report/avg_time_distribution': ['sac-status', 'profiles'],
  'report/activity_colaborator': ['sac-status'],
};

/**
 * `GET /performance/{endpoint}` (spec §7): one request per card with the card's own parameters. Its cards count
 * the connected pages (their own publications and profiles, or the conversations on them): a dashboard without
 * pages says to connect them.
 */
function performanceEndpoint(endpoint: PerformanceEndpoint): CardEndpoint<PerformanceCardAnswer> {
  const entry: CardEndpoint<PerformanceCardAnswer> = {
    key: endpointKey('performance', endpoint),
    service: 'performance',
    endpoint,
    method: 'GET',
    route: `/performance/${endpoint}`,
    query: PERFORMANCE_QUERIES[endpoint],
    body: null,
    answer: PERFORMANCE_ANSWERS[endpoint],
    timeoutMs: CARD_DATA_TIMEOUT_MS,
    retries: CARD_DATA_RETRIES,
    datasets: DATASETS[endpoint],
    perBot: false,
    previousPeriod: 'none',
    listsPeople: PEOPLE_ENDPOINTS.performance?.includes(endpoint) ?? false,
    blockedBy: (definition, context) => ownedCardBlockedBy(definition, context.pages),
    requests(definition, context, filter) {
      if (definition.query.service !== 'performance')
        throw new Error(`${definition.id} is not a performance card`);
      return [serviceGetRequest(entry, definition.query.params, context, filter)];
    },
    map(definition, answers, t) {
      return performanceCardData(endpoint, definition, answers, t);
    },
  };
  return entry;
}

export const performanceEndpoints: readonly CardEndpoint[] = PERFORMANCE_ENDPOINTS.map(
  performanceEndpoint,
) as readonly CardEndpoint[];
