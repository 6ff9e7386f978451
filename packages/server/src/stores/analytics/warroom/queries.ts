import type {
  DateRange,
  Filter,
  MultibarGroup,
  SortOption,
  TimeGrain,
  WarRoomAuthor,
  WarRoomPost,
} from '@mirante/core';
import type { AuthorSort } from './author-order.ts';
import { createClickHouseWarRoomQueries } from './clickhouse/index.ts';
import { createDuckDbWarRoomQueries } from './duckdb/index.ts';
import type { ScopeQuery } from './scope-query.ts';

/**
 * The war-room's questions about the posts (modules/warroom asks them), one method each: typed inputs, typed
 * rows out. Each engine answers them in its own SQL (duckdb/, clickhouse/); the module folds the rows into
 * answers and never writes SQL. Every answer leaves the short-video channel (TikTok) out.
 */

/** The posts a war-room answer is about: one universe, one period (inclusive), one card filter. */
export interface PostScope {
  universeId: string;
  range: DateRange;
  filter: Filter;
}

/** Posts and interactions of one polarity code (null: posts without one). */
export interface PolarityCount {
  polarity: number | null;
  posts: number;
  interactions: number;
}

/** The period's totals before sentiments are folded from the polarity codes. */
export interface OverviewCounts {
  /** Distinct uids among the posts (posts without a uid count no user). */
  users: number;
  /** Per distinct uid its largest follower count, summed. */
  followers: number;
  polarities: PolarityCount[];
}

/**
 * A profile (channel + coalesce(uid, username)) and its merge key: profiles merge by lower-cased username
 * (`nameKey`); one without a username (or with an empty one) is its own key (`channelKey`, `uidKey`; '' else).
 */
export interface ProfileRow extends WarRoomAuthor {
  nameKey: string;
  channelKey: string;
  uidKey: string;
}

export interface AuthorOptions {
  sort: AuthorSort;
  take: number;
  /** Only profiles with posts whose username contains this (accents and case ignored); null: every profile. */
  usernameContains: string | null;
  /** An engine reading candidate profiles first reads every profile past this many (0: always). */
  maxCandidateProfiles?: number;
}

export interface TopPostsOptions {
  sort: SortOption;
  take: number;
  /** Only posts of these channels (names that are no channel's hold none); null: every channel. */
  channels: readonly string[] | null;
}

/** A dimension counted by the multibar in SQL (terms come from the term summary). */
export type CountedGroup = Exclude<MultibarGroup, 'term'>;

/** Posts of one value of the dimension and one sentiment; `total`: the value's posts. */
export interface MultibarRow {
  key: string;
  sentiment: string;
  n: number;
  total: number;
}

/** How a term answer samples: about every `step`-th post of a scope of `total` posts (step 1: all of them). */
export interface TermSampling {
  step: number;
  total: number;
}

export interface TermSummaryOptions {
  /** How many frequent terms and how many held terms. */
  size: number;
  /** Only posts of these polarity codes; null: every post. */
  sentimentCodes: readonly number[] | null;
  sampling: TermSampling;
  /** Folded words that count as no term (alone; they still join phrases). */
  stopWords: readonly string[];
}

/** What the term answers read of a scope's term sample (counts of the sample, not scaled). */
export interface TermSummary {
  sampling: TermSampling;
  /** How many posts the sample holds. */
  sampled: number;
  /** The most frequent terms, most occurrences first (then by term): occurrences and posts holding each. */
  frequent: { term: string; n: number; posts: number }[];
  /** Posts holding both of two frequent terms (source < target), heaviest first (then source, target). */
  pairs: { source: string; target: string; weight: number }[];
  /** The terms most posts hold, most first (then by term): posts holding each, per sentiment. */
  held: { term: string; total: number; sentiments: { sentiment: string; n: number }[] }[];
}

export interface WarRoomQueries {
  /** Posts and interactions per polarity code, distinct authors and their followers. */
  overview(scope: PostScope): Promise<OverviewCounts>;
  /**
   * Profiles ranked by the sort: the first `take` merge keys, each with every profile of it, in order (best
   * key first; within a key the best-ranked profile first, then most followers, channel, uid).
   */
  authors(scope: PostScope, options: AuthorOptions): Promise<ProfileRow[]>;
  /** The first `take` posts in sort order (ties: newest first, then id). */
  topPosts(scope: PostScope, options: TopPostsOptions): Promise<WarRoomPost[]>;
  /** Posts per São Paulo bucket of the grain, every bucket of the period present: [bucket start ms, posts]. */
  postsPerBucket(scope: PostScope, grain: TimeGrain): Promise<[number, number][]>;
  /** Posts per value of the dimension and sentiment, of the `take` values with most posts (most first). */
  groupCounts(scope: PostScope, options: { group: CountedGroup; take: number }): Promise<MultibarRow[]>;
  /** How to sample the scope's posts (of some polarity codes) to read about `samplePosts` of them. */
  termSampling(
    scope: PostScope,
    sentimentCodes: readonly number[] | null,
    samplePosts: number,
  ): Promise<TermSampling>;
  /** The term sample's most frequent terms, their pairs and the terms most posts hold. */
  termSummary(scope: PostScope, options: TermSummaryOptions): Promise<TermSummary>;
}

/** The engines that answer the war-room (an AnalyticsEngine's `dialect.name`). */
export type WarRoomDialect = 'duckdb' | 'clickhouse';

const IMPLEMENTATIONS: Record<WarRoomDialect, (query: ScopeQuery) => WarRoomQueries> = {
  duckdb: createDuckDbWarRoomQueries,
  clickhouse: createClickHouseWarRoomQueries,
};

/** The war-room's queries in the dialect of the engine that answers, run through `query`. */
export function warRoomQueries(dialectName: string, query: ScopeQuery): WarRoomQueries {
  const create = IMPLEMENTATIONS[dialectName as WarRoomDialect];
  if (!create) throw new Error(`No war-room queries for the ${dialectName} dialect`);
  return create(query);
}
