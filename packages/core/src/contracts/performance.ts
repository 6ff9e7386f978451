import { z } from 'zod';
import { SERVICE_ENDPOINTS } from '../cards/services.ts';
import { CardDataQuery, takeParam } from './card-data-query.ts';
import { WarRoomPost, WarRoomQuery } from './war-room.ts';

/*
 * The performance service (spec §7 "Performance service"; docs/sac-and-pages.md "Performance"): the connected
 * pages' own publications and followers, the operators' activity and response times, and the people who talk
 * to the pages. P is the dashboard's connected pages (or those chosen in the filter). Definitions:
 * - own publications: posts with pid ∈ P and uid = pid; conversations: posts with pid ∈ P and uid ≠ pid;
 * - a page's followers: its collected profile (uid = the page) at its latest measure (metricDate) up to the
 *   period's end; the pages' followers add those up;
 * - a page's name: the latest username of its profile, else its id;
 * - response time: the responseMs (statusChangeTime − postedAt) of an open_to_answer change, counted in the
 *   period where the change happens; an operator action: an open_to_answer or answer_to_finished change that
 *   names an operator; a conversation received: a posted_to_open change;
 * - lovers and haters: authors whose classified posts in the universe are mostly positive / mostly negative
 *   (filter-where loversAndHaters, over every post of the universe, whatever the period);
 * - days and hours are São Paulo's.
 */

export const PERFORMANCE_ENDPOINTS = SERVICE_ENDPOINTS.performance;
export type PerformanceEndpoint = (typeof PERFORMANCE_ENDPOINTS)[number];

export const PERFORMANCE_MAX_TAKE = 500;
export const FEED_DEFAULT_TAKE = 20;
export const ENGAGED_USERS_DEFAULT_TAKE = 50;
export const USER_POSTS_DEFAULT_TAKE = 50;

/** The channel facebook/comparison/keymetrics compares. */
export const KEY_METRICS_CHANNEL = 'facebook';

export const LOVERS_AND_HATERS = ['lovers', 'haters'] as const;
export type LoversOrHaters = (typeof LOVERS_AND_HATERS)[number];

/** report/avg_time_distribution: one average, per operator, per page, or a histogram of the times. */
export const AVG_TIME_GROUPS = ['total', 'operator', 'page', 'timeRange'] as const;
export type AvgTimeGroup = (typeof AVG_TIME_GROUPS)[number];

/** report/activity_colaborator: the operators' actions per hour of the day, or per channel. */
export const ACTIVITY_GROUPS = ['hour', 'channel'] as const;
export type ActivityGroup = (typeof ACTIVITY_GROUPS)[number];

/** user-posts: what the conversations are about. */
export const USER_POSTS_GROUPS = ['theme', 'tag'] as const;
export type UserPostsGroup = (typeof USER_POSTS_GROUPS)[number];

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The response-time ranges of the histogram (group=timeRange), each from `fromMs` (inclusive) to `toMs`
 * (exclusive; null: no end). The first takes every time below 15 minutes (a change stamped before the arrival
 * too), the last every time from 24 hours on.
 */
export const RESPONSE_TIME_RANGES = [
  { key: 'upTo15m', fromMs: null, toMs: 15 * MINUTE_MS },
  { key: 'from15mTo1h', fromMs: 15 * MINUTE_MS, toMs: HOUR_MS },
  { key: 'from1hTo4h', fromMs: HOUR_MS, toMs: 4 * HOUR_MS },
  { key: 'from4hTo12h', fromMs: 4 * HOUR_MS, toMs: 12 * HOUR_MS },
  { key: 'from12hTo24h', fromMs: 12 * HOUR_MS, toMs: 24 * HOUR_MS },
  { key: 'over24h', fromMs: 24 * HOUR_MS, toMs: null },
] as const satisfies readonly { key: string; fromMs: number | null; toMs: number | null }[];
export type ResponseTimeRange = (typeof RESPONSE_TIME_RANGES)[number]['key'];

const take = (fallback: number) => takeParam(PERFORMANCE_MAX_TAKE).default(fallback);

/** Query string of each performance GET: the card data parameters and the endpoint's own options. */
export const PERFORMANCE_QUERIES = {
  'facebook/comparison/keymetrics': CardDataQuery,
  /** Per São Paulo day (D), the only interval. */
  'report/calls_quantity': CardDataQuery.extend({ interval: z.literal('D').default('D') }),
  'page/overview': CardDataQuery,
  'page/fan_evolution': CardDataQuery.extend({ interval: z.literal('D').default('D') }),
  /** The pages' own publications, newest first by default (the war-room's sort options). */
  'sac/feed': CardDataQuery.extend({
    take: take(FEED_DEFAULT_TAKE),
    sort: WarRoomQuery.shape.sort.default('date_desc'),
  }),
  /** Authors, most conversations first; only lovers or only haters when asked. */
  'engaged-users': CardDataQuery.extend({
    take: take(ENGAGED_USERS_DEFAULT_TAKE),
    lovers_and_haters: z.enum(LOVERS_AND_HATERS).optional(),
  }),
  /** The themes or tags of the (lovers' or haters') conversations, most frequent first. */
  'user-posts': CardDataQuery.extend({
    take: take(USER_POSTS_DEFAULT_TAKE),
    lovers_and_haters: z.enum(LOVERS_AND_HATERS).optional(),
    group: z.enum(USER_POSTS_GROUPS).default('theme'),
  }),
  'report/avg_time_distribution': CardDataQuery.extend({ group: z.enum(AVG_TIME_GROUPS).default('total') }),
  'report/activity_colaborator': CardDataQuery.extend({ group: z.enum(ACTIVITY_GROUPS).default('hour') }),
} as const satisfies Record<PerformanceEndpoint, z.ZodObject>;

export type PerformanceQuery<E extends PerformanceEndpoint> = z.infer<(typeof PERFORMANCE_QUERIES)[E]>;

const count = z.number();
const ok = { status: z.literal('ok') };
/** A São Paulo day's start (ms) and its value. */
const DayPoint = z.tuple([z.number(), z.number()]);

/** The pages' totals over a period: own publications and their sums; followers at the period's end. */
export const PageTotals = z.object({
  /** Own publications (pid ∈ P, uid = pid) posted in the period. */
  publications: count,
  /** Σ of their interactions, reach and impressions. */
  interactions: count,
  reach: count,
  impressions: count,
  /** Σ over the pages of each one's followers at its latest measure up to the period's end. */
  followers: count,
});
export type PageTotals = z.infer<typeof PageTotals>;

export const PageOverview = z.object({ ...ok, ...PageTotals.shape });
export type PageOverview = z.infer<typeof PageOverview>;

const PeriodTotals = PageTotals.extend({ start: z.number(), end: z.number() });

/** Change in percent of the previous value; null when the previous was 0. */
const variation = z.number().nullable();

export const KeyMetrics = z.object({
  ...ok,
  channel: z.literal(KEY_METRICS_CHANNEL),
  current: PeriodTotals,
  /** The period of equal length just before. */
  previous: PeriodTotals,
  variation: z.object({
    publications: variation,
    interactions: variation,
    reach: variation,
    impressions: variation,
    followers: variation,
  }),
});
export type KeyMetrics = z.infer<typeof KeyMetrics>;

/** Per channel, the conversations received (posted_to_open changes) in the period and on each day of it. */
export const CallsQuantity = z.object({
  ...ok,
  total: count,
  channels: z.array(z.object({ channel: z.string(), total: count, points: z.array(DayPoint) })),
});
export type CallsQuantity = z.infer<typeof CallsQuantity>;

/** Per connected page with a measure in the period: its followers on each day it was measured. */
export const FanEvolution = z.object({
  ...ok,
  pages: z.array(
    z.object({ page: z.string(), name: z.string(), channel: z.string(), points: z.array(DayPoint) }),
  ),
});
export type FanEvolution = z.infer<typeof FanEvolution>;

export const SacFeed = z.object({ ...ok, posts: z.array(WarRoomPost) });
export type SacFeed = z.infer<typeof SacFeed>;

/** The sentiment of most of an author's conversations: positive or negative when one outnumbers the other. */
export const MAIN_SENTIMENTS = ['positive', 'negative', 'neutral'] as const;

export const EngagedUsers = z.object({
  ...ok,
  loversAndHaters: z.enum(LOVERS_AND_HATERS).nullable(),
  items: z.array(
    z.object({
      uid: z.string(),
      username: z.string().nullable(),
      channel: z.string(),
      /** Their conversations on the pages in the period (their interactions with the pages). */
      posts: count,
      positive: count,
      negative: count,
      neutral: count,
      sentiment: z.enum(MAIN_SENTIMENTS),
    }),
  ),
});
export type EngagedUsers = z.infer<typeof EngagedUsers>;

export const UserPosts = z.object({
  ...ok,
  group: z.enum(USER_POSTS_GROUPS),
  loversAndHaters: z.enum(LOVERS_AND_HATERS).nullable(),
  /** Conversations carrying each theme (or tag), most first. */
  items: z.array(z.object({ key: z.string(), count })),
});
export type UserPosts = z.infer<typeof UserPosts>;

/**
 * Response times (ms) of the open_to_answer changes in the period: the average over all (`averageMs`, null when
 * none was measured) and, per operator, page or time range, each group's count and average.
 */
export const AvgTimeDistribution = z.object({
  ...ok,
  group: z.enum(AVG_TIME_GROUPS),
  averageMs: z.number().nullable(),
  measured: count,
  items: z.array(z.object({ key: z.string(), name: z.string(), count, averageMs: z.number().nullable() })),
});
export type AvgTimeDistribution = z.infer<typeof AvgTimeDistribution>;

/** Operator actions (open_to_answer, answer_to_finished) per operator and hour of the day (0–23) or channel. */
export const ActivityColaborator = z.object({
  ...ok,
  group: z.enum(ACTIVITY_GROUPS),
  items: z.array(z.object({ operator: z.string(), key: z.string(), count })),
});
export type ActivityColaborator = z.infer<typeof ActivityColaborator>;

export const PERFORMANCE_ANSWERS = {
  'facebook/comparison/keymetrics': KeyMetrics,
  'report/calls_quantity': CallsQuantity,
  'page/overview': PageOverview,
  'page/fan_evolution': FanEvolution,
  'sac/feed': SacFeed,
  'engaged-users': EngagedUsers,
  'user-posts': UserPosts,
  'report/avg_time_distribution': AvgTimeDistribution,
  'report/activity_colaborator': ActivityColaborator,
} as const satisfies Record<PerformanceEndpoint, z.ZodType>;

export type PerformanceAnswer<E extends PerformanceEndpoint> = z.infer<(typeof PERFORMANCE_ANSWERS)[E]>;
