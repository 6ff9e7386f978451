import { PERFORMANCE_ENDPOINTS, type PerformanceEndpoint, type PerformanceQuery } from '@mirante/core';
import type { CardDataHandler, CardDataHandlers } from '../../http/card-data-routes.ts';
import { cardDataAskOf } from '../card-data-ask.ts';
import type { PerformanceAsk, PerformanceService } from './service.ts';

const SUMMARIES: Record<PerformanceEndpoint, string> = {
  'facebook/comparison/keymetrics':
    "The connected Facebook pages' own publications, interactions, reach, impressions and followers, this period and the previous one, with the variation",
  'report/calls_quantity': 'Conversations received (posted_to_open changes) per São Paulo day and channel',
  'page/overview':
    "The connected pages' own publications, their interactions, reach and impressions, and the pages' followers",
  'page/fan_evolution': 'Followers of each connected page per São Paulo day',
  'sac/feed': "The connected pages' own publications, newest first by default (take, sort)",
  'engaged-users':
    'The authors of conversations on the connected pages: conversations, positive and negative ones, main sentiment (lovers_and_haters)',
  'user-posts':
    "Themes or tags of the (lovers' or haters') conversations on the connected pages (group, take)",
  'report/avg_time_distribution':
    'Response time of the conversations answered in the period: the average, per operator, per page, or per time range (group)',
  'report/activity_colaborator':
    "The operators' actions (open_to_answer, answer_to_finished) per hour of the day or per channel (group)",
};

type AnyQuery = PerformanceQuery<PerformanceEndpoint> & {
  take?: number;
  sort?: PerformanceAsk['sort'];
  group?: string;
  lovers_and_haters?: PerformanceAsk['loversAndHaters'];
};

/**
 * The performance entries of core's endpoint registry (`GET /performance/{endpoint}`, spec §7): counted within
 * the scope's filter (its connected pages), period and staging flag.
 */
export function performanceHandlers(service: PerformanceService): CardDataHandlers {
  const handlers = PERFORMANCE_ENDPOINTS.map((endpoint): [string, CardDataHandler<AnyQuery, null>] => [
    `performance/${endpoint}`,
    {
      summary: SUMMARIES[endpoint],
      description:
        'Counts the connected pages the filter names (pages); answers are cached (x-cache: hit or miss).',
      handle: ({ query, scope }) =>
        service.answer(endpoint, {
          ...cardDataAskOf(query, scope),
          ...(query.take === undefined ? {} : { take: query.take }),
          ...(query.sort === undefined ? {} : { sort: query.sort }),
          ...(query.group === undefined ? {} : { group: query.group }),
          ...(query.lovers_and_haters === undefined ? {} : { loversAndHaters: query.lovers_and_haters }),
        }),
    },
  ]);
  return Object.fromEntries(handlers) as CardDataHandlers;
}
