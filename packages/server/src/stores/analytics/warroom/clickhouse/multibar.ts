import { genderCase, sentimentCase } from '../code-cases.ts';
import type { CountedGroup, MultibarRow, PostScope } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { scopeWhere } from './post-scope.ts';

/** The value each post counts under, per dimension (one row per value of a list), as text. */
const GROUP_KEYS: Record<CountedGroup, string> = {
  channel: 'toString(channel)',
  polarity: sentimentCase('polarity'),
  gender: genderCase('gender'),
  device: 'device',
  postType: 'post_type',
  tag: 'arrayJoin(tag)',
  theme: 'arrayJoin(theme)',
  group: 'arrayJoin("group")',
};

/**
 * Posts per value of a dimension, split by sentiment: the `take` values with most posts. A post counts
 * once per tag / theme / group it holds. One pass over the scope: each value's sentiments are gathered
 * into an array beside its total, the `take` biggest kept, and the arrays joined out again (18.16 has no
 * window function to rank the values, no CTE to read the counts twice).
 */
export async function groupCounts(
  query: ScopeQuery,
  scope: PostScope,
  options: { group: CountedGroup; take: number },
): Promise<MultibarRow[]> {
  const rows = await query(
    scope,
    (params) => `
SELECT bar, total, split.1 AS sentiment, split.2 AS n FROM (
  SELECT bar, sum(counted) AS total, groupArray((sentiment, counted)) AS splits FROM (
    SELECT bar, sentiment, count() AS counted FROM (
      SELECT ${GROUP_KEYS[options.group]} AS bar, ${sentimentCase('polarity')} AS sentiment FROM posts
      WHERE ${scopeWhere(scope, params)}
    )
    WHERE bar IS NOT NULL
    GROUP BY bar, sentiment
  )
  GROUP BY bar
  ORDER BY total DESC, bar
  LIMIT ${params.add(options.take)}
)
ARRAY JOIN splits AS split
ORDER BY total DESC, bar, sentiment`,
  );
  return rows.map((row) => ({
    key: String(row.bar),
    sentiment: String(row.sentiment),
    n: num(row.n),
    total: num(row.total),
  }));
}
