import type { OverviewCounts, PostScope } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { scopeWhere } from './post-scope.ts';

/**
 * Totals of the period: posts and interactions per polarity code, and the distinct uids with their
 * largest follower counts (a post without a uid is no user), in two statements (18.16 has no CTE to share
 * the scan; each is one pass over the scope).
 */
export async function overview(query: ScopeQuery, scope: PostScope): Promise<OverviewCounts> {
  const [totals, authors] = await Promise.all([
    query(
      scope,
      (params) => `
SELECT polarity, count() AS posts, sum(interactions) AS interactions FROM posts
WHERE ${scopeWhere(scope, params)}
GROUP BY polarity`,
    ),
    query(
      scope,
      (params) => `
SELECT count() AS users, sum(followers) AS followers FROM (
  SELECT max(followers) AS followers FROM posts
  WHERE ${scopeWhere(scope, params)}
    AND uid IS NOT NULL
  GROUP BY uid
)`,
    ),
  ]);
  const first = authors[0] ?? {};
  return {
    users: num(first.users),
    followers: num(first.followers),
    polarities: totals.map((row) => ({
      polarity: row.polarity === null || row.polarity === undefined ? null : num(row.polarity),
      posts: num(row.posts),
      interactions: num(row.interactions),
    })),
  };
}
