import type { IngestDataset } from '../../contracts/ingest.ts';
import {
  PERFORMANCE_ANSWERS,
  PERFORMANCE_ENDPOINTS,
  PERFORMANCE_QUERIES,
  type PerformanceEndpoint,
} from '../../contracts/performance.ts';
import { type PerformanceCardAnswer, performanceCardData } from '../performance-mapper.ts';
import type { CardEndpoint } from './card-endpoint.ts';
import { ownedPagesEndpoint } from './owned-pages-endpoint.ts';

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
  return ownedPagesEndpoint<PerformanceCardAnswer>({
    service: 'performance',
    endpoint,
    query: PERFORMANCE_QUERIES[endpoint],
    answer: PERFORMANCE_ANSWERS[endpoint],
    datasets: DATASETS[endpoint],
    map: (definition, answers, t) => performanceCardData(endpoint, definition, answers, t),
  });
}

export const performanceEndpoints: readonly CardEndpoint[] = PERFORMANCE_ENDPOINTS.map(
  performanceEndpoint,
) as readonly CardEndpoint[];
