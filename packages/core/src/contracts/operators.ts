import { z } from 'zod';
import { SERVICE_ENDPOINTS } from '../cards/services.ts';
import { ATTENDANT_STATUSES } from '../domain/attendant-statuses.ts';
import { CardDataQuery, queryFlag, takeParam } from './card-data-query.ts';

/*
 * The contract of four small customer-service services (spec §7; docs/sac-and-pages.md "Operators,
 * productivity, total calls and SAC reports"): operators-logs, productivity, total-calls and sac-reports.
 *
 * They read the conversations' status changes (sac-status) on the connected pages and the SAC operators'
 * status changes (operator-status). Definitions:
 * - a case received is a posted_to_open change, an attendance done (a reply) an open_to_answer change; each is
 *   counted in the period where it happens (its statusChangeTime, São Paulo days);
 * - cases received belong to no operator: the `operators` and `sac_replier` filter keys narrow what operators
 *   did (attendances, replies), never the cases received;
 * - productivity = attendances done ÷ cases received × 100 (0 when no case was received);
 * - SLA over H hours: of the conversations that arrived in the period (a posted_to_open change whose postedAt
 *   is in it), the share answered (an open_to_answer change) at most H hours after arriving; the custom score
 *   gives 1 within H, 0.5 within 2H, else 0, and averages it (× 100);
 * - an operator's time in each status (Ativo, Em pausa, Ausente) within the period: each change lasts until the
 *   operator's next one, the status at the period's start being the last change before it, up to now while
 *   the period is not over.
 */

export const OPERATORS_LOGS_ENDPOINTS = SERVICE_ENDPOINTS['operators-logs'];
export const PRODUCTIVITY_ENDPOINTS = SERVICE_ENDPOINTS.productivity;
export const TOTAL_CALLS_ENDPOINTS = SERVICE_ENDPOINTS['total-calls'];
export const SAC_REPORTS_ENDPOINTS = SERVICE_ENDPOINTS['sac-reports'];

/** The registry keys of the four services (`service/endpoint`). */
export const OPERATORS_KEYS = [
  ...OPERATORS_LOGS_ENDPOINTS.map((endpoint) => `operators-logs/${endpoint}` as const),
  ...PRODUCTIVITY_ENDPOINTS.map((endpoint) => `productivity/${endpoint}` as const),
  ...TOTAL_CALLS_ENDPOINTS.map((endpoint) => `total-calls/${endpoint}` as const),
  ...SAC_REPORTS_ENDPOINTS.map((endpoint) => `sac-reports/${endpoint}` as const),
] as const;
export type OperatorsKey = (typeof OPERATORS_KEYS)[number];

/** SLA hours by default (spec §9: "SLA is measured over 12 hours"), and the longest a card may ask. */
export const SLA_DEFAULT_HOURS = 12;
export const SLA_MAX_HOURS = 24 * 30;
export const OPERATORS_MAX_TAKE = 500;
/** The status changes listed without `take`. */
export const STATUS_CHANGES_DEFAULT_TAKE = 100;

/** The orders of the status changes: newest first (the card's) or oldest first. */
export const STATUS_CHANGE_SORTS = ['date_desc', 'date_asc'] as const;
export type StatusChangeSort = (typeof STATUS_CHANGE_SORTS)[number];

/** The SLA's scores: the share answered within the hours, or the custom score (1, 0.5 or 0 per conversation). */
export const SLA_SCORES = ['standard', 'custom'] as const;
export type SlaScore = (typeof SLA_SCORES)[number];

/** The day series are per São Paulo day (D); NI is accepted for the same answer. */
export const OPERATORS_INTERVALS = ['D', 'NI'] as const;

/** Query string of every GET of the four services: the card data parameters (spec §3) and their options. */
export const OperatorsQuery = CardDataQuery.extend({
  /** operators-table: the operators listed (most attendances first); status-change: the changes listed. */
  take: takeParam(OPERATORS_MAX_TAKE).optional(),
  /** status-change: newest first (default) or oldest first. */
  sort: z.enum(STATUS_CHANGE_SORTS).optional(),
  /** sla: the hours a conversation may wait for its answer. */
  hours: z.coerce.number().positive().max(SLA_MAX_HOURS).optional(),
  /** sla: `custom` for the custom score. */
  score: z.enum(SLA_SCORES).optional(),
  /** productivity/overall: also the previous period of equal length, and the variation. */
  variation: queryFlag.default('false'),
  /** The day series: per São Paulo day. */
  interval: z.enum(OPERATORS_INTERVALS).optional(),
});
export type OperatorsQuery = z.infer<typeof OperatorsQuery>;

const count = z.number();
const ok = { status: z.literal('ok') };
/** [start of the São Paulo day in ms, value]. */
const DayPoint = z.tuple([z.number(), z.number()]);

/** operators-table: per operator, the time in each status within the period (ms) and the attendances done. */
export const OperatorsTable = z.object({
  ...ok,
  items: z.array(
    z.object({
      operator: z.string(),
      onlineMs: count,
      pausedMs: count,
      offlineMs: count,
      /** open_to_answer changes by the operator in the period. */
      answered: count,
    }),
  ),
});
export type OperatorsTable = z.infer<typeof OperatorsTable>;

/** get-options: what the operators' filters offer. */
export const OperatorsOptions = z.object({
  ...ok,
  /** Operators who changed status or handled a conversation, by name. */
  operators: z.array(z.string()),
  /** The pages with conversations, with their names (a page's name is its profile's, else its id). */
  pages: z.array(z.object({ id: z.string(), channel: z.string(), name: z.string() })),
  /** The operator statuses (attendantStatus.* names them). */
  statuses: z.array(z.enum(ATTENDANT_STATUSES)),
});
export type OperatorsOptions = z.infer<typeof OperatorsOptions>;

/** status-change: the period's operator status changes, each with the status it left (null: none known). */
export const StatusChanges = z.object({
  ...ok,
  /** How many changes the period holds (the list shows `take` of them). */
  total: count,
  items: z.array(
    z.object({
      id: z.string(),
      operator: z.string(),
      from: z.enum(ATTENDANT_STATUSES).nullable(),
      to: z.enum(ATTENDANT_STATUSES),
      changedAt: z.number(),
    }),
  ),
});
export type StatusChanges = z.infer<typeof StatusChanges>;

/** sla: the conversations that arrived, how many were answered within H and 2H, and the value (null: none). */
export const SlaAnswer = z.object({
  ...ok,
  hours: z.number(),
  score: z.enum(SLA_SCORES),
  arrived: count,
  withinHours: count,
  withinDoubleHours: count,
  /** The percentage (0–100); null when no conversation arrived. */
  value: z.number().nullable(),
});
export type SlaAnswer = z.infer<typeof SlaAnswer>;

export const ProductivityTotals = z.object({
  /** Cases received (posted_to_open changes). */
  received: count,
  /** Attendances done (open_to_answer changes). */
  attended: count,
  /** attended ÷ received × 100; 0 when nothing was received. */
  productivity: z.number(),
});
export type ProductivityTotals = z.infer<typeof ProductivityTotals>;

/** productivity/overall: the period's, and with variation the previous period's and the change in points. */
export const ProductivityOverall = z.object({
  ...ok,
  current: ProductivityTotals,
  previous: ProductivityTotals.nullable(),
  /** current − previous productivity, in percentage points; null without variation. */
  variation: z.number().nullable(),
});
export type ProductivityOverall = z.infer<typeof ProductivityOverall>;

/** productivity/daily: per São Paulo day of the period (every day, zeros included). */
export const ProductivityDaily = z.object({
  ...ok,
  days: z.array(ProductivityTotals.extend({ day: z.number() })),
});
export type ProductivityDaily = z.infer<typeof ProductivityDaily>;

/** total-calls/incoming-attended/daily: cases received and attendances done per São Paulo day. */
export const IncomingAttended = z.object({
  ...ok,
  incoming: z.array(DayPoint),
  attended: z.array(DayPoint),
});
export type IncomingAttended = z.infer<typeof IncomingAttended>;

/** sac-reports/charts/replier-by-channel: the top operators by replies, and their replies per channel. */
export const RepliesByChannel = z.object({
  ...ok,
  items: z.array(
    z.object({
      operator: z.string(),
      replies: count,
      channels: z.array(z.object({ channel: z.string(), replies: count })),
    }),
  ),
});
export type RepliesByChannel = z.infer<typeof RepliesByChannel>;

/** Each endpoint's answer. */
export const OPERATORS_ANSWERS = {
  'operators-logs/operators-table': OperatorsTable,
  'operators-logs/get-options': OperatorsOptions,
  'operators-logs/status-change': StatusChanges,
  'operators-logs/sla': SlaAnswer,
  'productivity/overall': ProductivityOverall,
  'productivity/daily': ProductivityDaily,
  'total-calls/incoming-attended/daily': IncomingAttended,
  'sac-reports/charts/replier-by-channel': RepliesByChannel,
} as const satisfies Record<OperatorsKey, z.ZodType>;

export type OperatorsAnswer<K extends OperatorsKey> = z.infer<(typeof OPERATORS_ANSWERS)[K]>;
export type AnyOperatorsAnswer = OperatorsAnswer<OperatorsKey>;
