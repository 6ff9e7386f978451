import type { MultibarGroup, SortOption, TimeGrain } from '@mirante/core';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';
import { MAX_CANDIDATE_PROFILES } from './author-candidates.ts';
import type { AuthorSort } from './author-order.ts';
import { authors } from './authors.ts';
import { multibar } from './multibar.ts';
import { overview } from './overview.ts';
import type { PostScope } from './post-scope.ts';
import { postsPerBucket } from './posts-per-bucket.ts';
import { createScopeQuery } from './scope-query.ts';
import { termGraph } from './term-graph.ts';
import { TERM_SAMPLE_POSTS } from './term-sample.ts';
import { topPosts } from './top-posts.ts';

/** The war-room's statements over the posts, each answer read through the result cache. */
export function createWarRoomRepository(
  cache: ResultCache,
  timeoutMs: number,
  termSamplePosts: number = TERM_SAMPLE_POSTS,
  maxCandidateProfiles: number = MAX_CANDIDATE_PROFILES,
) {
  const query = createScopeQuery(cache, timeoutMs);
  return {
    overview: (scope: PostScope) => overview(query, scope),
    topPosts: (
      scope: PostScope,
      options: { sort: SortOption; take: number; channels: readonly string[] | null },
    ) => topPosts(query, scope, options),
    authors: (
      scope: PostScope,
      options: { sort: AuthorSort; take: number; usernameContains: string | null },
    ) => authors(query, scope, { ...options, maxCandidateProfiles }),
    termGraph: (
      scope: PostScope,
      options: { take: number; maxEdges: number; sentimentCodes: readonly number[] | null },
    ) => termGraph(query, scope, { ...options, samplePosts: termSamplePosts }),
    postsPerBucket: (scope: PostScope, grain: TimeGrain) => postsPerBucket(query, scope, grain),
    multibar: (scope: PostScope, options: { group: MultibarGroup; take: number }) =>
      multibar(query, scope, { ...options, samplePosts: termSamplePosts }),
  };
}

export type WarRoomRepository = ReturnType<typeof createWarRoomRepository>;
