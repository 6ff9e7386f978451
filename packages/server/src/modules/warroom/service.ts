import type {
  MultibarBar,
  MultibarDocs,
  OverviewDocs,
  OverviewTotals,
  OverviewVariation,
  PostInTimeDocs,
  TermGraphDocs,
  WarRoomEndpoint,
  WarRoomPost,
  WarRoomQuery,
  WarRoomUser,
} from '@mirante/core';
import {
  brandHealth,
  CARD_DATA_TIMEOUT_MS,
  codesOf,
  type DateRange,
  type Filter,
  inclusiveDateRange,
  nps,
  parseDateRangeParam,
  potentialReach,
  previousDateRange,
  resolveGrain,
  SENTIMENTS,
  type SentimentCounts,
  sentimentIndex,
  sentimentOf,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { QueryTimeoutError } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';
import type { PostScope } from '../../stores/analytics/warroom/queries.ts';
import { invalidFilter, parseInlineFilter } from '../filters/inline-filter.ts';
import type { FiltersService } from '../filters/service.ts';
import { answeredFrom, createAnswerCache } from './answer-cache.ts';
import type { AuthorRow } from './authors.ts';
import type { OverviewRow } from './overview.ts';
import { createWarRoomRepository } from './repository.ts';

/** The press: news sites, blogs, portals, print, TV and radio, and comments on articles. */
export const PRESS_CHANNELS: readonly string[] = [
  'news',
  'blogs',
  'portais',
  'impressas',
  'tv',
  'rádio',
  'comentariosemartigos',
];

/** How many results an endpoint answers when the card sends no `take`. */
const DEFAULT_TAKE: Record<Exclude<WarRoomEndpoint, 'monitoring-overview' | 'post-in-time'>, number> = {
  'top-influencers': 10,
  'top-posts': 10,
  'press-posts': 10,
  'term-graph': 50,
  'monitoring-multibar': 10,
  'search-user': 20,
};
/** The term graph keeps at most this many edges per term, the heaviest. */
const EDGES_PER_TERM = 5;

export interface WarRoomDeps {
  /** Shared with the charts service; one is made when none is given. */
  cache?: ResultCache;
  /** Decodes filter_id; without it only `filter` (JSON) is understood. */
  filters?: FiltersService | null;
  /** How many posts term answers read at most (TERM_SAMPLE_POSTS unless told; tests make it small). */
  termSamplePosts?: number;
  /** Most profiles author answers rank by their texts (MAX_CANDIDATE_PROFILES unless told; 0: all of them). */
  maxCandidateProfiles?: number;
}

function totalsOf(range: DateRange, row: OverviewRow): OverviewTotals {
  const counts: SentimentCounts = { ...row.sentiment, total: row.posts };
  return {
    start: range.start,
    end: range.end,
    posts: row.posts,
    users: row.users,
    interactions: row.interactions,
    followers: row.followers,
    potentialReach: potentialReach(row.followers),
    sentiment: row.sentiment,
    nps: nps(counts),
    sentimentIndex: sentimentIndex(counts),
    brandHealth: brandHealth(counts),
  };
}

/** Counts: change in percent of the previous value (null when it was 0). Indexes: change in points. */
function variationOf(current: OverviewTotals, previous: OverviewTotals): OverviewVariation {
  const percent = (now: number, before: number) => (before === 0 ? null : ((now - before) / before) * 100);
  return {
    posts: percent(current.posts, previous.posts),
    users: percent(current.users, previous.users),
    interactions: percent(current.interactions, previous.interactions),
    potentialReach: percent(current.potentialReach, previous.potentialReach),
    nps: current.nps - previous.nps,
    sentimentIndex: current.sentimentIndex - previous.sentimentIndex,
    brandHealth: current.brandHealth - previous.brandHealth,
  };
}

/** Profiles under one username become one user; the others go to duplicatedUsers (best-ranked first). */
function mergeUsernames(rows: readonly AuthorRow[]): WarRoomUser[] {
  const users: WarRoomUser[] = [];
  const byName = new Map<string, WarRoomUser>();
  for (const { who, ...author } of rows) {
    const known = byName.get(who);
    if (known) {
      known.duplicatedUsers.push(author);
    } else {
      const user = { ...author, duplicatedUsers: [] };
      byName.set(who, user);
      users.push(user);
    }
  }
  return users;
}

/** The war-room GET endpoints (spec §7) over the analytics store; every answer leaves TikTok out. */
export function createWarRoomService(engine: AnalyticsEngine, deps: WarRoomDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  const repository = createWarRoomRepository(
    cache,
    CARD_DATA_TIMEOUT_MS,
    deps.termSamplePosts,
    deps.maxCandidateProfiles,
  );
  const answered = createAnswerCache(engine);

  async function filterOf(query: WarRoomQuery): Promise<Filter> {
    if (query.filter_id !== undefined) {
      if (!deps.filters) throw invalidFilter('filter_id');
      return deps.filters.decode(query.filter_id, query.account_id);
    }
    return query.filter === undefined ? {} : parseInlineFilter(query.filter);
  }

  async function scopeOf(query: WarRoomQuery): Promise<PostScope> {
    const picked = parseDateRangeParam(query.date_range);
    const range = picked && inclusiveDateRange(picked);
    if (!range)
      throw new AppError(400, 'VALIDATION', 'errors.badRequest', { date_range: 'errors.badRequest' });
    return { universeId: query.universe_id, range, filter: await filterOf(query) };
  }

  /** A query past the war-room's timeout is the spec's communication error, not a 500. */
  async function guarded<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof QueryTimeoutError) throw new AppError(504, 'TIMEOUT', 'error.timeout');
      throw error;
    }
  }

  async function posts(query: WarRoomQuery, channels: readonly string[] | null): Promise<WarRoomPost[]> {
    const scope = await scopeOf(query);
    const endpoint = channels ? 'press-posts' : 'top-posts';
    return guarded(
      repository.topPosts(scope, {
        sort: query.sort ?? 'hot',
        take: query.take ?? DEFAULT_TAKE[endpoint],
        channels,
      }),
    );
  }

  const endpoints = {
    /** Totals of the period; with variation, also those of the previous period and the change. */
    async monitoringOverview(query: WarRoomQuery): Promise<OverviewDocs> {
      const scope = await scopeOf(query);
      if (query.variation !== 'true') {
        return {
          current: totalsOf(scope.range, await guarded(repository.overview(scope))),
          previous: null,
          variation: null,
        };
      }
      const before = { ...scope, range: previousDateRange(scope.range) };
      const [now, then] = await guarded(
        Promise.all([repository.overview(scope), repository.overview(before)]),
      );
      const current = totalsOf(scope.range, now);
      const previous = totalsOf(before.range, then);
      return { current, previous, variation: variationOf(current, previous) };
    },

    /** Authors by the sort (influence, i.e. followers, unless told), same usernames merged. */
    async topInfluencers(query: WarRoomQuery): Promise<WarRoomUser[]> {
      const scope = await scopeOf(query);
      const rows = await guarded(
        repository.authors(scope, {
          sort: query.sort ?? 'influence',
          take: query.take ?? DEFAULT_TAKE['top-influencers'],
          usernameContains: null,
        }),
      );
      return mergeUsernames(rows);
    },

    /** Posts by the sort (hot unless told). */
    topPosts: (query: WarRoomQuery) => posts(query, null),

    /** The top posts of the press channels. */
    pressPosts: (query: WarRoomQuery) => posts(query, PRESS_CHANNELS),

    /** The most frequent terms and their co-occurrences; `polarity` keeps only posts of that sentiment. */
    async termGraph(query: WarRoomQuery): Promise<TermGraphDocs> {
      const scope = await scopeOf(query);
      const take = query.take ?? DEFAULT_TAKE['term-graph'];
      return guarded(
        repository.termGraph(scope, {
          take,
          maxEdges: take * EDGES_PER_TERM,
          sentimentCodes: query.polarity === undefined ? null : codesOf(sentimentOf(query.polarity)),
        }),
      );
    },

    /** Posts per time bucket, the grain chosen automatically from the period (spec §9 limits). */
    async postInTime(query: WarRoomQuery): Promise<PostInTimeDocs> {
      const scope = await scopeOf(query);
      const grain = resolveGrain('auto', scope.range.end - scope.range.start);
      return { grain, points: await guarded(repository.postsPerBucket(scope, grain)) };
    },

    /** Posts per value of `group` (channel unless told), each bar split by sentiment. */
    async monitoringMultibar(query: WarRoomQuery): Promise<MultibarDocs> {
      const scope = await scopeOf(query);
      const group = query.group ?? 'channel';
      const { rows, sample } = await guarded(
        repository.multibar(scope, { group, take: query.take ?? DEFAULT_TAKE['monitoring-multibar'] }),
      );
      const bars: MultibarBar[] = [];
      const byKey = new Map<string, MultibarBar>();
      for (const row of rows) {
        let bar = byKey.get(row.key);
        if (!bar) {
          bar = { key: row.key, total: 0, positive: 0, negative: 0, neutral: 0, none: 0, unclassified: 0 };
          byKey.set(row.key, bar);
          bars.push(bar);
        }
        const sentiment = SENTIMENTS.find((s) => s === row.sentiment) ?? 'unclassified';
        bar[sentiment] += row.n;
        bar.total += row.n;
      }
      return { group, bars, sample };
    },

    /** Authors whose username contains the search (accents and case ignored), most posts first. */
    async searchUser(query: WarRoomQuery): Promise<WarRoomUser[]> {
      const scope = await scopeOf(query);
      const rows = await guarded(
        repository.authors(scope, {
          sort: 'posts',
          take: query.take ?? DEFAULT_TAKE['search-user'],
          usernameContains: query.search ?? '',
        }),
      );
      return mergeUsernames(rows);
    },
  };

  // Every endpoint answers from its query and the posts alone: asked again, the answer is kept.
  return answeredFrom<WarRoomQuery, typeof endpoints>(answered, endpoints);
}

export type WarRoomService = ReturnType<typeof createWarRoomService>;
