import { OPERATORS_KEYS, type OperatorsKey, type OperatorsQuery } from '@mirante/core';
import type { CardDataHandler, CardDataHandlers } from '../../http/card-data-routes.ts';
import { cardDataAskOf } from '../card-data-ask.ts';
import type { OperatorsService } from './service.ts';

type OperatorsHandler = CardDataHandler<OperatorsQuery, null>;

const SUMMARIES: Record<OperatorsKey, string> = {
  'operators-logs/operators-table':
    'Per SAC operator: time Ativo, Em pausa and Ausente within the period (up to now) and the conversations answered (open_to_answer) in it',
  'operators-logs/get-options': 'The operators, pages (with names) and operator statuses the filters offer',
  'operators-logs/status-change':
    'The operator status changes of the period, each with the status it left (newest first by default)',
  'operators-logs/sla':
    'SLA: % of the conversations that arrived in the period answered within `hours` (12); score=custom: 1 within the hours, 0.5 within twice, else 0',
  'productivity/overall':
    'Productivity = attendances done (open_to_answer) ÷ cases received (posted_to_open) × 100; variation=true adds the previous period and the change in points',
  'productivity/daily': 'Productivity per São Paulo day of the period',
  'total-calls/incoming-attended/daily':
    'Per São Paulo day: conversations received (posted_to_open) and attended (open_to_answer)',
  'sac-reports/charts/replier-by-channel':
    'Replies (open_to_answer) of the `take` operators with the most, per channel',
};

/**
 * The entries of operators-logs, productivity, total-calls and sac-reports in core's endpoint registry
 * (`GET /<service>/<endpoint>`, spec §7), counted within the scope's filter (an owned card's connected pages),
 * period and staging flag.
 */
export function operatorsHandlers(service: OperatorsService): CardDataHandlers {
  const handlers = OPERATORS_KEYS.map((key): [string, OperatorsHandler] => [
    key,
    {
      summary: SUMMARIES[key],
      description:
        'Counts the conversations on the connected pages; answers are cached (x-cache: hit or miss).',
      handle: ({ query, scope }) =>
        service.answer(key, {
          ...cardDataAskOf(query, scope),
          variation: query.variation === 'true',
          ...(query.take === undefined ? {} : { take: query.take }),
          ...(query.sort === undefined ? {} : { sort: query.sort }),
          ...(query.hours === undefined ? {} : { hours: query.hours }),
          ...(query.score === undefined ? {} : { score: query.score }),
        }),
    },
  ]);
  return Object.fromEntries(handlers) as CardDataHandlers;
}
