import type { MultibarGroup } from '@mirante/core';
import { duckDbDialect as d } from '../../stores/analytics/compiler/dialect.ts';
import { genderCase, sentimentCase } from './code-cases.ts';
import { type PostScope, scopeWhere } from './post-scope.ts';
import { num } from './row-values.ts';
import type { ScopeQuery } from './scope-query.ts';
import { summaryScale, termSummary } from './term-summary.ts';

export interface MultibarRow {
  key: string;
  sentiment: string;
  n: number;
  total: number;
}

/** The value each post counts under, per dimension (one row per value of a list). */
const GROUP_KEYS: Record<Exclude<MultibarGroup, 'term'>, string> = {
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
 * once per tag / theme / group / term it holds. Terms are counted on the term sample, scaled to the whole
 * (`sample` tells when it was one).
 */
export async function multibar(
  query: ScopeQuery,
  scope: PostScope,
  options: { group: MultibarGroup; take: number; samplePosts: number },
): Promise<{ rows: MultibarRow[]; sample: { posts: number; of: number } | null }> {
  const { group } = options;
  if (group === 'term') return termMultibar(query, scope, options);
  const rows = await query(scope, (params) => {
    return `
WITH base AS (
  SELECT ${GROUP_KEYS[group]} AS key, ${sentimentCase('polarity')} AS sentiment FROM posts
  WHERE ${scopeWhere(scope, params)}
), counted AS (
  SELECT CAST(key AS VARCHAR) AS key, sentiment, count(*) AS n FROM base WHERE key IS NOT NULL GROUP BY ALL
), top AS (
  SELECT key, sum(n) AS total FROM counted GROUP BY key ORDER BY total DESC, key
  ${d.limit(params.add(options.take))}
)
SELECT c.key, c.sentiment, c.n, t.total
FROM counted c JOIN top t USING (key)
ORDER BY t.total DESC, c.key`;
  });
  return {
    sample: null,
    rows: rows.map((row) => ({
      key: String(row.key),
      sentiment: String(row.sentiment),
      n: num(row.n),
      total: num(row.total),
    })),
  };
}

/** Posts per term of the term sample (term-summary.ts), split by sentiment, scaled to the whole. */
async function termMultibar(
  query: ScopeQuery,
  scope: PostScope,
  options: { take: number; samplePosts: number },
): Promise<{ rows: MultibarRow[]; sample: { posts: number; of: number } | null }> {
  const summary = await termSummary(query, scope, { ...options, sentimentCodes: null });
  const { factor, sample } = summaryScale(summary);
  return {
    sample,
    rows: summary.held.slice(0, options.take).flatMap((term) =>
      term.sentiments.map(({ sentiment, n }) => ({
        key: term.term,
        sentiment,
        n: Math.round(n * factor),
        total: Math.round(term.total * factor),
      })),
    ),
  };
}
