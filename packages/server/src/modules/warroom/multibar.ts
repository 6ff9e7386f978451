import { assertUnreachable, type MultibarGroup } from '@mirante/core';
import { duckDbDialect as d } from '../../stores/analytics/compiler/dialect.ts';
import { genderCase, sentimentCase } from './code-cases.ts';
import { type PostScope, scopeWhere } from './post-scope.ts';
import { num } from './row-values.ts';
import type { ScopeQuery } from './scope-query.ts';
import { scaleOf, termCtes, termSampling } from './term-sample.ts';

export interface MultibarRow {
  key: string;
  sentiment: string;
  n: number;
  total: number;
}

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
  const sampling =
    options.group === 'term' ? await termSampling(query, scope, null, options.samplePosts) : null;
  const rows = await query(scope, (params) => {
    const sentiment = sentimentCase('polarity');
    const keyed = (key: string) =>
      `base AS (SELECT ${key} AS key, ${sentiment} AS sentiment FROM posts WHERE ${scopeWhere(scope, params)})`;
    const scale = 'sample_size AS (SELECT 0 AS n)';
    let ctes: string;
    switch (options.group) {
      case 'channel':
        ctes = `${keyed('CAST(channel AS VARCHAR)')}, ${scale}`;
        break;
      case 'polarity':
        ctes = `${keyed(sentiment)}, ${scale}`;
        break;
      case 'gender':
        ctes = `${keyed(genderCase('gender'))}, ${scale}`;
        break;
      case 'device':
        ctes = `${keyed('device')}, ${scale}`;
        break;
      case 'postType':
        ctes = `${keyed('post_type')}, ${scale}`;
        break;
      case 'tag':
        ctes = `${keyed(d.unnest('tag'))}, ${scale}`;
        break;
      case 'theme':
        ctes = `${keyed(d.unnest('theme'))}, ${scale}`;
        break;
      case 'group':
        ctes = `${keyed(d.unnest('"group"'))}, ${scale}`;
        break;
      case 'term':
        ctes = `${termCtes(scope, params, { step: sampling?.step ?? 1, sentimentCodes: null })}, base AS (
  SELECT DISTINCT t.rid, t.sentiment, r.term AS key FROM tokens t JOIN terms_of_raw r USING (raw)
)`;
        break;
      default:
        return assertUnreachable(options.group);
    }
    return `
WITH ${ctes}, counted AS (
  SELECT CAST(key AS VARCHAR) AS key, sentiment, count(*) AS n FROM base WHERE key IS NOT NULL GROUP BY ALL
), top AS (
  SELECT key, sum(n) AS total FROM counted GROUP BY key ORDER BY total DESC, key
  ${d.limit(params.add(options.take))}
)
SELECT c.key, c.sentiment, c.n, t.total, s.n AS sampled
FROM counted c JOIN top t USING (key) CROSS JOIN sample_size s
ORDER BY t.total DESC, c.key`;
  });
  const { factor, sample } = sampling
    ? scaleOf(sampling, num(rows[0]?.sampled))
    : { factor: 1, sample: null };
  return {
    sample,
    rows: rows.map((row) => ({
      key: String(row.key),
      sentiment: String(row.sentiment),
      n: Math.round(num(row.n) * factor),
      total: Math.round(num(row.total) * factor),
    })),
  };
}
