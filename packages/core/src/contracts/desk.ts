import { z } from 'zod';
import { MONITORING_TYPES, REPORT_TYPES, TICKET_TYPES, TIMING_TYPES } from '../cards/card-definition.ts';
import { SERVICE_ENDPOINTS } from '../cards/services.ts';
import { ATTENDANT_STATUSES } from '../domain/attendant-statuses.ts';
import { takeParam } from './card-data-query.ts';
import { answered, BotCardQuery, CHATBOT_INTERVALS, DayPoint } from './chatbot-analytics.ts';

/*
 * The desk (human service) contract (spec §7 "Shared data client for card data", §4 ticket and attendant life
 * cycles): one request per selected bot, each answered for that bot alone.
 *
 * A ticket waits in its team's queue from openedAt, is assigned to an attendant (assignedAt), gets the
 * attendant's first reply (firstResponseAt) and is closed (closedAt, closedBy). Definitions (docs/chatbot-and-desk.md):
 * - queue time = assignedAt − openedAt; first response = firstResponseAt − assignedAt;
 *   wait time = queue + first response; attendance time = closedAt − firstResponseAt;
 *   response time = the ticket's own average reply time (responseTimeMs, as the desk reports it);
 * - missed: closed by the client while queued (never assigned); abandoned (closedClient): closed by the client
 *   after assignment; attended: closed by the attendant (closedAttendant) or transferred; closed: any of these;
 * - analytics count each event in the period where it happens (São Paulo days): a ticket is open(ed) on its
 *   openedAt, closed (and missed, abandoned, attended) on its closedAt, and each time is measured when it ends
 *   (queue on assignment, first response on the reply, attendance on the close);
 * - monitoring is the present state, whatever the period: a ticket is waiting while neither assigned nor
 *   closed, in attendance while assigned and not closed; an attendant's status is their latest change.
 */

export const DESK_ENDPOINTS = SERVICE_ENDPOINTS.desk;
export type DeskEndpoint = (typeof DESK_ENDPOINTS)[number];

const list = z
  .string()
  .max(500)
  .transform((text) => text.split(',').filter(Boolean));

/** Query string of every desk GET. */
export const DeskQuery = BotCardQuery.extend({
  /** reports/tickets: the ticket types counted (comma separated). */
  ticketType: list.pipe(z.array(z.enum(TICKET_TYPES)).min(1)).optional(),
  timingType: z.enum(TIMING_TYPES).optional(),
  reportType: z.enum(REPORT_TYPES).optional(),
  monitoringType: z.enum(MONITORING_TYPES).optional(),
  take: takeParam(500).optional(),
});
export type DeskQuery = z.infer<typeof DeskQuery>;

const named = z.object({ name: z.string() });

/** desk/agents: the bot's attendants (people: never for guests). */
export const DeskAgents = z.object({
  ...answered,
  items: z.array(z.object({ attendant: z.string(), name: z.string(), teams: z.array(z.string()) })),
});
/** desk/teams and desk/tags/active: the names filters offer. */
export const DeskNames = z.object({ ...answered, items: z.array(named) });

/** reports/tickets: per asked ticket type, the period's count and, with interval D, its days. */
export const TicketCounts = z.object({
  ...answered,
  interval: z.enum(CHATBOT_INTERVALS),
  types: z.array(
    z.object({ ticketType: z.enum(TICKET_TYPES), total: z.number(), points: z.array(DayPoint) }),
  ),
});
export type TicketCounts = z.infer<typeof TicketCounts>;

/** timings: the asked time in ms over the tickets measured (null when none was). */
export const DeskTiming = z.object({
  ...answered,
  timingType: z.enum(TIMING_TYPES),
  valueMs: z.number().nullable(),
  measured: z.number(),
});
export type DeskTiming = z.infer<typeof DeskTiming>;

/** attendants/productivity: the time each attendant spent in each status within the period. */
export const AttendantAvailability = z.object({
  ...answered,
  items: z.array(
    z.object({
      attendant: z.string(),
      name: z.string(),
      onlineMs: z.number(),
      pausedMs: z.number(),
      offlineMs: z.number(),
    }),
  ),
});
export type AttendantAvailability = z.infer<typeof AttendantAvailability>;

/** analytics/attendants, teams, tags: per row, the period's tickets and average times (ms, null: none). */
export const DeskReport = z.object({
  ...answered,
  reportType: z.enum(REPORT_TYPES),
  items: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      opened: z.number(),
      closed: z.number(),
      attended: z.number(),
      avgQueueMs: z.number().nullable(),
      avgFirstResponseMs: z.number().nullable(),
      avgAttendanceMs: z.number().nullable(),
    }),
  ),
});
export type DeskReport = z.infer<typeof DeskReport>;

/** monitoring/ticket-metrics: the tickets now waiting and in attendance, and per online attendant. */
export const TicketMetrics = z.object({
  ...answered,
  waiting: z.number(),
  inAttendance: z.number(),
  attendantsOnline: z.number(),
  /** inAttendance / attendantsOnline; null with nobody online. */
  ticketsPerAttendant: z.number().nullable(),
});
export type TicketMetrics = z.infer<typeof TicketMetrics>;

/** monitoring/tickets: the tickets each attendant has in attendance now. */
export const TicketsPerAttendant = z.object({
  ...answered,
  items: z.array(z.object({ attendant: z.string(), name: z.string(), inAttendance: z.number() })),
});

/** monitoring/attendant-status-metrics: attendants by their present status. */
export const AttendantStatusMetrics = z.object({
  ...answered,
  online: z.number(),
  paused: z.number(),
  offline: z.number(),
});
export type AttendantStatusMetrics = z.infer<typeof AttendantStatusMetrics>;

const liveTicket = z.object({
  id: z.string(),
  team: z.string(),
  tags: z.array(z.string()),
  openedAt: z.number(),
});

/** monitoring/open-tickets: tickets in attendance now, oldest first. */
export const OpenTickets = z.object({
  ...answered,
  items: z.array(
    liveTicket.extend({
      attendant: z.string(),
      attendantName: z.string(),
      assignedAt: z.number(),
      firstResponseAt: z.number().nullable(),
    }),
  ),
});
export type OpenTickets = z.infer<typeof OpenTickets>;

/** monitoring/waiting-tickets: tickets waiting now, longest waiting first. */
export const WaitingTickets = z.object({ ...answered, items: z.array(liveTicket) });
export type WaitingTickets = z.infer<typeof WaitingTickets>;

/** monitoring/attendants: each attendant's present status, since when, and tickets in attendance. */
export const LiveAttendants = z.object({
  ...answered,
  items: z.array(
    z.object({
      attendant: z.string(),
      name: z.string(),
      teams: z.array(z.string()),
      status: z.enum(ATTENDANT_STATUSES),
      since: z.number(),
      inAttendance: z.number(),
    }),
  ),
});
export type LiveAttendants = z.infer<typeof LiveAttendants>;

/** monitoring/teams: per team, the tickets waiting and in attendance now and its attendants online. */
export const LiveTeams = z.object({
  ...answered,
  items: z.array(
    z.object({
      team: z.string(),
      waiting: z.number(),
      inAttendance: z.number(),
      attendantsOnline: z.number(),
    }),
  ),
});
export type LiveTeams = z.infer<typeof LiveTeams>;

/** monitoring/tags-metrics: per tag, the tickets open now (waiting or in attendance). */
export const LiveTags = z.object({
  ...answered,
  items: z.array(z.object({ tag: z.string(), waiting: z.number(), inAttendance: z.number() })),
});
export type LiveTags = z.infer<typeof LiveTags>;

/** Each endpoint's answer. */
export const DESK_ANSWERS = {
  'desk/agents': DeskAgents,
  'desk/teams': DeskNames,
  'desk/tags/active': DeskNames,
  'desk/analytics/reports/tickets': TicketCounts,
  'desk/analytics/attendants/productivity': AttendantAvailability,
  'desk/analytics/timings': DeskTiming,
  'desk/analytics/attendants': DeskReport,
  'desk/analytics/teams': DeskReport,
  'desk/analytics/tags': DeskReport,
  'desk/monitoring/ticket-metrics': TicketMetrics,
  'desk/monitoring/tickets': TicketsPerAttendant,
  'desk/monitoring/attendant-status-metrics': AttendantStatusMetrics,
  'desk/monitoring/open-tickets': OpenTickets,
  'desk/monitoring/waiting-tickets': WaitingTickets,
  'desk/monitoring/attendants': LiveAttendants,
  'desk/monitoring/teams': LiveTeams,
  'desk/monitoring/tags-metrics': LiveTags,
} as const satisfies Record<DeskEndpoint, z.ZodType>;

export type DeskAnswer<E extends DeskEndpoint> = z.infer<(typeof DESK_ANSWERS)[E]>;
