import { duckDbDialect as d } from '../../compiler/dialect.ts';
import { genderCase, sentimentCase } from '../code-cases.ts';
import type { CountedGroup, MultibarRow, PostScope } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { scopeWhere } from './post-scope.ts';

/** The value each post counts under, per dimension (one row per value of a list). */
const GROUP_KEYS: Record<CountedGroup, string> = {
  channel: 'CAST(channel AS VARCHAR)',
  polarity: sentimentCase('polarity'),
  gender: genderCase('gender'),
  device: 'device',
  postType: 'post_type',
  tag: d.unnest('tag'),
  theme: d.unnest('theme'),
  group: d.unnest('"group"'),
};

/**
 * Posts per value of a dimension, split by sentiment: the `take` values with most posts. A post counts
 * once per tag / theme / group it holds.
 */
export async function groupCounts(
  query: ScopeQuery,
  scope: PostScope,
  options: { group: CountedGroup; take: number },
): Promise<MultibarRow[]> {
  const rows = await query(
    scope,
    (params) => `
WITH base AS (
  SELECT ${GROUP_KEYS[options.group]} AS key, ${sentimentCase('polarity')} AS sentiment FROM posts
  WHERE ${scopeWhere(scope, params)}
), counted AS (
  SELECT CAST(key AS VARCHAR) AS key, sentiment, count(*) AS n FROM base WHERE key IS NOT NULL GROUP BY ALL
), top AS (
  SELECT key, sum(n) AS total FROM counted GROUP BY key ORDER BY total DESC, key
  ${d.limit(params.add(options.take))}
)
SELECT c.key, c.sentiment, c.n, t.total
FROM counted c JOIN top t USING (key)
ORDER BY t.total DESC, c.key`,
  );
  return rows.map((row) => ({
    key: String(row.key),
    sentiment: String(row.sentiment),
    n: num(row.n),
    total: num(row.total),
  }));
}
