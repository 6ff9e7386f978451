import { DESK_ENDPOINTS, type DeskEndpoint, type DeskQuery } from '@mirante/core';
import type { CardDataHandler } from '../../http/card-data-routes.ts';
import { botAskOf } from '../chatbot/bot-ask.ts';
import { LIVE_TICKETS_TAKE } from './monitoring-service.ts';
import type { DeskService } from './service.ts';

type DeskHandler = CardDataHandler<DeskQuery, null>;

const SUMMARIES: Record<DeskEndpoint, string> = {
  'desk/agents': "The bot's attendants now (their latest status change): name and teams",
  'desk/teams': "The teams (queues) of the bot's tickets and attendants, by name",
  'desk/tags/active': "The tags of the bot's tickets, by name",
  'desk/analytics/reports/tickets':
    'Tickets of each asked type in the period (opened on openedAt; the closed types on closedAt), and per day',
  'desk/analytics/attendants/productivity':
    'Time each attendant spent online, paused and offline within the period (up to now)',
  'desk/analytics/timings':
    'One time of the tickets (maximum or average, in ms), each measured in the period where it ends',
  'desk/analytics/attendants': 'Per attendant: tickets opened, closed and attended, and average times',
  'desk/analytics/teams': 'Per team: tickets opened, closed and attended, and average times',
  'desk/analytics/tags': 'Per tag: tickets opened, closed and attended, and average times',
  'desk/monitoring/ticket-metrics':
    'Now: tickets waiting and in attendance, attendants online, tickets per online attendant',
  'desk/monitoring/tickets': 'Now: the tickets each attendant has in attendance',
  'desk/monitoring/attendant-status-metrics':
    'Now: attendants online, paused and offline (their latest change)',
  'desk/monitoring/open-tickets': `Now: the tickets in attendance, oldest first (take, ${LIVE_TICKETS_TAKE} by default)`,
  'desk/monitoring/waiting-tickets': `Now: the tickets waiting in the queue, longest waiting first (take, ${LIVE_TICKETS_TAKE} by default)`,
  'desk/monitoring/attendants': 'Now: each attendant’s status, since when, teams and tickets in attendance',
  'desk/monitoring/teams': 'Now: per team, tickets waiting and in attendance and attendants online',
  'desk/monitoring/tags-metrics': 'Now: per tag, tickets waiting and in attendance',
};

/**
 * The desk entries of core's endpoint registry (`GET /desk/{endpoint}`, spec §7): one request per bot (botKey),
 * counted within the scope's filter, period and staging flag (monitoring: the present state, whatever the
 * period).
 */
export function deskHandlers(desk: DeskService): Record<`desk/${DeskEndpoint}`, DeskHandler> {
  const handlers = DESK_ENDPOINTS.map((endpoint): [string, DeskHandler] => [
    `desk/${endpoint}`,
    {
      summary: SUMMARIES[endpoint],
      description: `Counts one bot (botKey) within the filter's bots; answers are cached (x-cache: hit or miss).`,
      handle: ({ query, scope }) =>
        desk.answer(endpoint, {
          ...botAskOf(query, scope),
          ...(query.ticketType === undefined ? {} : { ticketType: query.ticketType }),
          ...(query.timingType === undefined ? {} : { timingType: query.timingType }),
        }),
    },
  ]);
  return Object.fromEntries(handlers) as Record<`desk/${DeskEndpoint}`, DeskHandler>;
}
