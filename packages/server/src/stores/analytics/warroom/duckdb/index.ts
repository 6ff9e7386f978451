import type { WarRoomQueries } from '../queries.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { authors } from './authors.ts';
import { groupCounts } from './multibar.ts';
import { overview } from './overview.ts';
import { postsPerBucket } from './posts-per-bucket.ts';
import { termSampling } from './term-sample.ts';
import { termSummary } from './term-summary.ts';
import { topPosts } from './top-posts.ts';

/**
 * The war-room's queries on DuckDB: integer author keys (author-keys.ts) and a candidate pass for the
 * author rankings, cut-offs bound into the scan for the post rankings, row-id sampling and one statement
 * for the term summary, the posts rollup for the term sample's count.
 */
export function createDuckDbWarRoomQueries(query: ScopeQuery): WarRoomQueries {
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
