import { z } from 'zod';
import { SERVICE_ENDPOINTS } from '../cards/services.ts';
import { isPolarityCode } from '../domain/polarity.ts';
import { POST_ORDERING_SORT, SORT_OPTIONS } from '../domain/post-ordering.ts';
import { TIME_GRAINS } from '../domain/time-grains.ts';
import { CardDataQuery, queryFlag, takeParam } from './card-data-query.ts';

/* The war-room contract (spec §7 "War-room service", §3 "Card data request parameters"). */

export const WAR_ROOM_ENDPOINTS = SERVICE_ENDPOINTS['war-room'];
export type WarRoomEndpoint = (typeof WAR_ROOM_ENDPOINTS)[number];

/** Dimensions monitoring-multibar groups by (the cards' `group` prop). */
export const MULTIBAR_GROUPS = [
  'channel',
  'polarity',
  'tag',
  'theme',
  'group',
  'gender',
  'device',
  'postType',
  'term',
] as const;
export type MultibarGroup = (typeof MULTIBAR_GROUPS)[number];

export const WAR_ROOM_MAX_TAKE = 500;

/** A sort option of spec §3; the UI's orderings (new, old, …) are accepted as the option they stand for. */
const SortParam = z.preprocess(
  (value) =>
    typeof value === 'string' && Object.hasOwn(POST_ORDERING_SORT, value)
      ? POST_ORDERING_SORT[value as keyof typeof POST_ORDERING_SORT]
      : value,
  z.enum(SORT_OPTIONS),
);

/** Query string of every war-room GET: the card data request parameters, plus each endpoint's options. */
export const WarRoomQuery = CardDataQuery.extend({
  take: takeParam(WAR_ROOM_MAX_TAKE).optional(),
  sort: SortParam.optional(),
  /** monitoring-overview: also the previous period of equal length, and the variation. */
  variation: queryFlag.default('false'),
  /** term-graph: only posts of this sentiment (any code of it). */
  polarity: z.coerce
    .number()
    .int()
    .refine((code) => isPolarityCode(code))
    .optional(),
  /** monitoring-multibar: the dimension; counts are always split by sentiment. */
  group: z.enum(MULTIBAR_GROUPS).optional(),
  split: z.literal('polarity').optional(),
  /** search-user: the text usernames must contain (at least two characters). */
  search: z.string().max(200).optional(),
});
export type WarRoomQuery = z.infer<typeof WarRoomQuery>;

const count = z.number();
const Period = { start: z.number(), end: z.number() };

export const SentimentSplit = z.object({
  positive: count,
  negative: count,
  neutral: count,
  none: count,
  unclassified: count,
});
export type SentimentSplit = z.infer<typeof SentimentSplit>;

export const OverviewTotals = z.object({
  ...Period,
  posts: count,
  /** Distinct authors. */
  users: count,
  interactions: count,
  /** Followers of the distinct authors (each counted once, at their largest). */
  followers: count,
  /** 20% of the followers (spec §9). */
  potentialReach: count,
  sentiment: SentimentSplit,
  nps: z.number(),
  sentimentIndex: z.number(),
  brandHealth: z.number(),
});
export type OverviewTotals = z.infer<typeof OverviewTotals>;

/** Counts change in percent of the previous value (null when it was 0); indexes change in points. */
export const OverviewVariation = z.object({
  posts: z.number().nullable(),
  users: z.number().nullable(),
  interactions: z.number().nullable(),
  potentialReach: z.number().nullable(),
  nps: z.number(),
  sentimentIndex: z.number(),
  brandHealth: z.number(),
});
export type OverviewVariation = z.infer<typeof OverviewVariation>;

export const OverviewDocs = z.object({
  current: OverviewTotals,
  previous: OverviewTotals.nullable(),
  variation: OverviewVariation.nullable(),
});
export type OverviewDocs = z.infer<typeof OverviewDocs>;

export const WarRoomPost = z.object({
  id: z.string(),
  channel: z.string(),
  postedAt: z.number(),
  text: z.string(),
  url: z.string().nullable(),
  uid: z.string().nullable(),
  username: z.string().nullable(),
  followers: count,
  likes: count,
  comments: count,
  shares: count,
  interactions: count,
  views: count,
  polarity: z.number(),
  gender: z.number(),
  tags: z.array(z.string()),
  themes: z.array(z.string()),
  groups: z.array(z.string()),
  /** Interactions weighted by recency (the `hot` sort). */
  hot: z.number(),
});
export type WarRoomPost = z.infer<typeof WarRoomPost>;

export const WarRoomAuthor = z.object({
  uid: z.string(),
  username: z.string().nullable(),
  channel: z.string(),
  followers: count,
  posts: count,
  interactions: count,
  likes: count,
  comments: count,
  shares: count,
  lastPostAt: z.number(),
});
export type WarRoomAuthor = z.infer<typeof WarRoomAuthor>;

/** An author with the other profiles (uid, channel) that use the same username. */
export const WarRoomUser = WarRoomAuthor.extend({ duplicatedUsers: z.array(WarRoomAuthor) });
export type WarRoomUser = z.infer<typeof WarRoomUser>;

/**
 * Term answers read a fixed sample of the posts when there are many (counts are then scaled to the whole):
 * how many posts were read, of how many. Null when every post was read.
 */
export const TermSample = z.object({ posts: count, of: count }).nullable();

export const TermGraphDocs = z.object({
  /** The most frequent terms, most frequent first; count is occurrences, posts the posts holding them. */
  nodes: z.array(z.object({ term: z.string(), count, posts: count })),
  /** Terms appearing in the same posts; weight is how many posts hold both. */
  edges: z.array(z.object({ source: z.string(), target: z.string(), weight: count })),
  sample: TermSample,
});
export type TermGraphDocs = z.infer<typeof TermGraphDocs>;

export const PostInTimeDocs = z.object({
  grain: z.enum(TIME_GRAINS),
  /** [bucket start in ms, posts], every bucket of the range, zero-filled. */
  points: z.array(z.tuple([z.number(), count])),
});
export type PostInTimeDocs = z.infer<typeof PostInTimeDocs>;

export const MultibarBar = SentimentSplit.extend({ key: z.string(), total: count });
export type MultibarBar = z.infer<typeof MultibarBar>;
export const MultibarDocs = z.object({
  group: z.enum(MULTIBAR_GROUPS),
  bars: z.array(MultibarBar),
  /** Only for group=term: the term sample, when one was read. */
  sample: TermSample,
});
export type MultibarDocs = z.infer<typeof MultibarDocs>;

const answer = <T extends z.ZodType>(docs: T) => z.object({ status: z.literal('ok'), docs });

export const WAR_ROOM_ANSWERS = {
  'monitoring-overview': answer(OverviewDocs),
  'top-influencers': answer(z.array(WarRoomUser)),
  'top-posts': answer(z.array(WarRoomPost)),
  'press-posts': answer(z.array(WarRoomPost)),
  'term-graph': answer(TermGraphDocs),
  'post-in-time': answer(PostInTimeDocs),
  'monitoring-multibar': answer(MultibarDocs),
  'search-user': answer(z.array(WarRoomUser)),
} as const satisfies Record<WarRoomEndpoint, z.ZodType>;
