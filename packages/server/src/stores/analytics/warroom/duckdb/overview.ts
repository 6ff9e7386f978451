import type { OverviewCounts, PostScope } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { scopeWhere } from './post-scope.ts';

/**
 * Totals of the period: distinct authors, followers of those authors, and posts and interactions per
 * polarity code (a few groups, cheaper than a filtered count per sentiment; the module folds the codes).
 */
export async function overview(query: ScopeQuery, scope: PostScope): Promise<OverviewCounts> {
  const rows = await query(
    scope,
    (params) => `
WITH base AS (
  SELECT author_key, followers, polarity, interactions FROM posts
  WHERE ${scopeWhere(scope, params)}
), totals AS (
  SELECT polarity, count(*) AS posts, sum(interactions) AS interactions FROM base GROUP BY polarity
), authors AS (
  SELECT count(*) AS users, coalesce(sum(followers), 0) AS followers
  -- A positive author key is a uid's (stores/analytics/author-keys.ts): distinct uids, grouped as integers.
  FROM (SELECT max(followers) AS followers FROM base WHERE author_key > 0 GROUP BY author_key)
)
SELECT a.users, a.followers, t.polarity, t.posts, t.interactions FROM authors a LEFT JOIN totals t ON true`,
  );
  const first = rows[0] ?? {};
  return {
    users: num(first.users),
    followers: num(first.followers),
    // (No polarity row: the period holds no post.)
    polarities: rows
      .filter((row) => row.posts !== null && row.posts !== undefined)
      .map((row) => ({
        polarity: row.polarity === null || row.polarity === undefined ? null : num(row.polarity),
        posts: num(row.posts),
        interactions: num(row.interactions),
      })),
  };
}
