import { z } from 'zod';
import type { Endpoint } from '../cards/services.ts';
import { ATTENDANT_STATUSES } from '../domain/attendant-statuses.ts';
import { STATUS_OF_FILTER_NAME } from '../domain/conversation-statuses.ts';
import { RATING_LEVELS } from '../domain/rating-colors.ts';
import { SURVEY_KINDS } from '../domain/surveys.ts';
import { CardDataQuery, queryFlag, takeParam } from './card-data-query.ts';

/*
 * The studio service's SAC endpoints (spec §7 "studio"; issue 27, docs/sac-and-pages.md): counts of the posts a
 * filter selects (with a projection over the channels' collected shares), the backlog of conversations waiting,
 * the SAC operators' status and answers, and the satisfaction surveys.
 *
 * Definitions:
 * - a conversation is a customer's post on a connected page (pid ∈ P, uid ≠ pid); the backlog is the
 *   conversations that arrived in the period (postedAt) whose CURRENT status (sacStatus) is opened or pending
 *   (the card names them by their filter names: sac_last_status=Aberto,Pendente); its wait = now − postedAt;
 * - projection = Σ over channels of count_c ÷ share_c, share_c the universe's collected share of channel c
 *   (in (0, 1]; 1 when not set);
 * - an operator's status is their latest operator-status change at or before the period's end; an answer is an
 *   open_to_answer status change, counted where it happens (statusChangeTime in the period);
 * - survey score (spec §3): CSAT = % of answers 4–5; NPS = % of 9–10 − % of 0–6 (−100…100); CES = % of 5–7.
 *   The rating level of an answer is ratingLevel(score, max, min) of its kind; of a score, ratingLevel over
 *   0…100 (NPS −100…100).
 */

export const STUDIO_SAC_ENDPOINTS = [
  'post/count',
  'feed/backlog-table',
  'status-table',
  'sac-surveys',
  'sac-surveys/scores',
] as const satisfies readonly Endpoint<'studio'>[];
export type StudioSacEndpoint = (typeof STUDIO_SAC_ENDPOINTS)[number];

export const STUDIO_SAC_MAX_TAKE = 500;
/** Rows a table shows when the request takes none. */
export const STUDIO_SAC_DEFAULT_TAKE = 50;

/** Per São Paulo day (D) or one number for the period (NI). */
export const STUDIO_SAC_INTERVALS = ['NI', 'D'] as const;
export type StudioSacInterval = (typeof STUDIO_SAC_INTERVALS)[number];

export const BACKLOG_SORTS = ['date_asc', 'date_desc'] as const;
export type BacklogSort = (typeof BACKLOG_SORTS)[number];

/** The pt-BR status names the filters store (STATUS_OF_FILTER_NAME): Aberto, Pendente, … */
export const STATUS_FILTER_NAMES = Object.keys(STATUS_OF_FILTER_NAME) as [
  keyof typeof STATUS_OF_FILTER_NAME,
  ...(keyof typeof STATUS_OF_FILTER_NAME)[],
];

/** A comma-separated list, as service-request.ts writes a card's list parameter. */
const list = z
  .string()
  .max(500)
  .transform((text) => text.split(',').filter(Boolean));

/** Query string of every studio SAC GET: the card data request parameters and the endpoints' options. */
export const StudioSacQuery = CardDataQuery.extend({
  /** Tables: how many rows (50 by default). */
  take: takeParam(STUDIO_SAC_MAX_TAKE).optional(),
  /** feed/backlog-table: oldest first (date_asc, the default) or newest first. */
  sort: z.enum(BACKLOG_SORTS).optional(),
  /**
   * post/count: only the conversations whose current status is one of these (the backlog: Aberto,Pendente).
   * It replaces the filter's own sac_last_status, which the card's selected filters put there.
   */
  sac_last_status: list.pipe(z.array(z.enum(STATUS_FILTER_NAMES)).min(1)).optional(),
  /** post/count: Σ per channel of the count ÷ the channel's collected share. */
  projection: queryFlag.default('false'),
  /** post/count: one number (NI, the default) or per São Paulo day (D). */
  interval: z.enum(STUDIO_SAC_INTERVALS).default('NI'),
  /** sac-surveys: the kind listed (every kind when left out); sac-surveys/scores: the kind (CSAT by default). */
  surveyType: z.enum(SURVEY_KINDS).optional(),
  /** sac-surveys/scores: the kind's top score (CSAT 5, NPS 10, CES 7); another value is a 400. */
  maxScore: z.coerce.number().int().min(1).max(10).optional(),
  /** sac-surveys/scores: the answers per score value besides the score. */
  group: z.literal('score').optional(),
});
export type StudioSacQuery = z.infer<typeof StudioSacQuery>;

/** [São Paulo day start (ms), value]. */
export const SacDayPoint = z.tuple([z.number(), z.number()]);

const ok = { status: z.literal('ok') };

/** post/count: the posts the filter selects (or their projection), per channel, and per day with interval D. */
export const PostCount = z.object({
  ...ok,
  interval: z.enum(STUDIO_SAC_INTERVALS),
  projection: z.boolean(),
  /** The count, or with projection the projected count (not rounded). */
  total: z.number(),
  /** With interval D, every São Paulo day of the period, oldest first (the same measure as total). */
  points: z.array(SacDayPoint),
  /** Per channel: posts counted, the collected share used (1 without projection) and posts ÷ share. */
  channels: z.array(
    z.object({ channel: z.string(), posts: z.number(), share: z.number(), projected: z.number() }),
  ),
});
export type PostCount = z.infer<typeof PostCount>;

/** feed/backlog-table: the conversations waiting (people: never for guests). */
export const BacklogTable = z.object({
  ...ok,
  /** The instant the waits were measured at. */
  now: z.number(),
  items: z.array(
    z.object({
      id: z.string(),
      postedAt: z.number(),
      channel: z.string(),
      pageId: z.string(),
      /** The page's name (its profile's latest username), else its id. */
      page: z.string(),
      username: z.string(),
      text: z.string(),
      url: z.string().nullable(),
      sacType: z.string().nullable(),
      status: z.string(),
      waitMs: z.number(),
    }),
  ),
});
export type BacklogTable = z.infer<typeof BacklogTable>;

/** status-table: per SAC operator (people: never for guests). */
export const OperatorStatusTable = z.object({
  ...ok,
  items: z.array(
    z.object({
      operator: z.string(),
      /** Their latest status change at or before the period's end; null when they have none. */
      status: z.enum(ATTENDANT_STATUSES).nullable(),
      statusChangeTime: z.number().nullable(),
      /** open_to_answer changes in the period. */
      answered: z.number(),
    }),
  ),
});
export type OperatorStatusTable = z.infer<typeof OperatorStatusTable>;

const RatingLevel = z.literal(RATING_LEVELS);

/** sac-surveys: the answers, newest first (people: never for guests). */
export const SurveyAnswers = z.object({
  ...ok,
  items: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      channel: z.string(),
      pageId: z.string(),
      page: z.string(),
      operator: z.string().nullable(),
      surveyType: z.enum(SURVEY_KINDS),
      score: z.number(),
      level: RatingLevel,
      color: z.string(),
      surveyDate: z.number(),
    }),
  ),
});
export type SurveyAnswers = z.infer<typeof SurveyAnswers>;

/** sac-surveys/scores: the kind's score over the answers, and with group=score the answers per score value. */
export const SurveyScores = z.object({
  ...ok,
  surveyType: z.enum(SURVEY_KINDS),
  minScore: z.number(),
  maxScore: z.number(),
  answers: z.number(),
  /** In points (CSAT, CES: 0–100; NPS: −100–100); null without answers. */
  score: z.number().nullable(),
  level: RatingLevel.nullable(),
  color: z.string().nullable(),
  /** With group=score: every score value of the kind, lowest first; else empty. */
  distribution: z.array(
    z.object({ score: z.number(), answers: z.number(), level: RatingLevel, color: z.string() }),
  ),
});
export type SurveyScores = z.infer<typeof SurveyScores>;

export const STUDIO_SAC_ANSWERS = {
  'post/count': PostCount,
  'feed/backlog-table': BacklogTable,
  'status-table': OperatorStatusTable,
  'sac-surveys': SurveyAnswers,
  'sac-surveys/scores': SurveyScores,
} as const satisfies Record<StudioSacEndpoint, z.ZodType>;

export type StudioSacAnswer<E extends StudioSacEndpoint> = z.infer<(typeof STUDIO_SAC_ANSWERS)[E]>;
