import type { MultibarGroup, SortOption, TimeGrain } from '@mirante/core';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';
import type { AuthorSort } from '../../stores/analytics/warroom/author-order.ts';
import { type PostScope, warRoomQueries } from '../../stores/analytics/warroom/queries.ts';
import { createScopeQuery } from '../../stores/analytics/warroom/scope-query.ts';
import { authorRows } from './authors.ts';
import { multibar } from './multibar.ts';
import { overviewOf } from './overview.ts';
import { termGraph } from './term-graph.ts';
import { TERM_SAMPLE_POSTS } from './term-summary.ts';

/**
 * The war-room's questions over the posts, asked in the dialect of the engine that answers (the cache's;
 * stores/analytics/warroom/), each statement read through the result cache.
 */
export function createWarRoomRepository(
  cache: Pick<ResultCache, 'query' | 'dialect'>,
  timeoutMs: number,
  termSamplePosts: number = TERM_SAMPLE_POSTS,
  maxCandidateProfiles?: number,
) {
  const queries = warRoomQueries(cache.dialect.name, createScopeQuery(cache, timeoutMs));
  return {
    overview: async (scope: PostScope) => overviewOf(await queries.overview(scope)),
    topPosts: (
      scope: PostScope,
      options: { sort: SortOption; take: number; channels: readonly string[] | null },
    ) => queries.topPosts(scope, options),
    authors: async (
      scope: PostScope,
      options: { sort: AuthorSort; take: number; usernameContains: string | null },
    ) => authorRows(await queries.authors(scope, { ...options, maxCandidateProfiles })),
    termGraph: (
      scope: PostScope,
      options: { take: number; maxEdges: number; sentimentCodes: readonly number[] | null },
    ) => termGraph(queries, scope, { ...options, samplePosts: termSamplePosts }),
    postsPerBucket: (scope: PostScope, grain: TimeGrain) => queries.postsPerBucket(scope, grain),
    multibar: (scope: PostScope, options: { group: MultibarGroup; take: number }) =>
      multibar(queries, scope, { ...options, samplePosts: termSamplePosts }),
  };
}

export type WarRoomRepository = ReturnType<typeof createWarRoomRepository>;
