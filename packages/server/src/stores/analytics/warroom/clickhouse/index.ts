import type { WarRoomQueries } from '../queries.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { authors } from './authors.ts';
import { groupCounts } from './multibar.ts';
import { overview } from './overview.ts';
import { postsPerBucket } from './posts-per-bucket.ts';
import { termSampling, termSummary } from './term-summary.ts';
import { topPosts } from './top-posts.ts';

/**
 * The war-room's queries on ClickHouse 18.16, one host or a cluster (Distributed tables): no CTE, no window
 * function, one JOIN per SELECT, no integer author keys (profiles grouped by their texts), no row ids (the
 * term sample hashes the post id), instants as Int64 ms. Where the engine lacks a function (zero-filled
 * Sunday weeks, accent folding), the rows it answers are finished here.
 */
export function createClickHouseWarRoomQueries(query: ScopeQuery): WarRoomQueries {
  return {
    overview: (scope) => overview(query, scope),
    authors: (scope, options) => authors(query, scope, options),
    topPosts: (scope, options) => topPosts(query, scope, options),
    postsPerBucket: (scope, grain) => postsPerBucket(query, scope, grain),
    groupCounts: (scope, options) => groupCounts(query, scope, options),
    termSampling: (scope, codes, samplePosts) => termSampling(query, scope, codes, samplePosts),
    termSummary: (scope, options) => termSummary(query, scope, options),
  };
}
