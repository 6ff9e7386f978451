// Until core's index exports contracts/studio-sac.ts (the integrator's), its contract is read by path.
import { STUDIO_SAC_ENDPOINTS, type StudioSacEndpoint, type StudioSacQuery } from '@mirante/core';
import type { CardDataHandler, CardDataHandlers } from '../../http/card-data-routes.ts';
import { cardDataAskOf } from '../card-data-ask.ts';
import type { StudioSacService } from './service.ts';

type StudioSacHandler = CardDataHandler<StudioSacQuery, null>;

const SUMMARIES: Record<StudioSacEndpoint, string> = {
  'post/count':
    'Posts the filter selects in the period (sac_last_status: conversations whose current status is one of these), per day with interval D; projection=true divides each channel’s count by its collected share',
  'feed/backlog-table':
    'The backlog: conversations on the connected pages that arrived in the period and are opened or pending now, oldest first, with their wait',
  'status-table':
    'Per SAC operator: the latest status at or before the period’s end, since when, and the conversations answered (open_to_answer) in the period',
  'sac-surveys':
    'Survey answers of the period (of one kind), newest first, with their rating level and colour',
  'sac-surveys/scores':
    'A survey kind’s score over the period (CSAT % 4–5, NPS % 9–10 − % 0–6, CES % 5–7); group=score adds the answers per score',
};

/**
 * The studio SAC entries of core's endpoint registry (`GET /studio-service/{endpoint}`, spec §7), counted within
 * the scope's filter, period and staging flag.
 */
export function studioSacHandlers(service: StudioSacService): CardDataHandlers {
  const handlers = STUDIO_SAC_ENDPOINTS.map((endpoint): [string, StudioSacHandler] => [
    `studio/${endpoint}`,
    {
      summary: SUMMARIES[endpoint],
      description: 'Answers are cached (x-cache: hit or miss).',
      handle: ({ query, scope }) =>
        service.answer(endpoint, {
          ...cardDataAskOf(query, scope),
          interval: query.interval,
          projection: query.projection === 'true',
          ...(query.take === undefined ? {} : { take: query.take }),
          ...(query.sort === undefined ? {} : { sort: query.sort }),
          ...(query.sac_last_status === undefined ? {} : { sacLastStatus: query.sac_last_status }),
          ...(query.surveyType === undefined ? {} : { surveyType: query.surveyType }),
          ...(query.maxScore === undefined ? {} : { maxScore: query.maxScore }),
          ...(query.group === undefined ? {} : { group: query.group }),
        }),
    },
  ]);
  return Object.fromEntries(handlers) as CardDataHandlers;
}
