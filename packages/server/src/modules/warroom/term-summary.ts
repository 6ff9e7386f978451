import { duckDbDialect as d } from '../../stores/analytics/compiler/dialect.ts';
import type { PostScope } from './post-scope.ts';
import { num } from './row-values.ts';
import type { ScopeQuery } from './scope-query.ts';
import { scaleOf, type TermSampling, termCtes, termSampling } from './term-sample.ts';

/** Term summaries hold at least this many terms: the term graph's and the term multibar's usual sizes. */
const SUMMARY_TERMS = 50;

/** What the term answers read of a scope's term sample (counts of the sample, not scaled). */
export interface TermSummary {
  sampling: TermSampling;
  /** How many posts the sample holds. */
  sampled: number;
  /** The most frequent terms, most occurrences first (then by term): occurrences and posts holding each. */
  frequent: { term: string; n: number; posts: number }[];
  /** Posts holding both of two frequent terms (source < target), heaviest first (then source, target). */
  pairs: { source: string; target: string; weight: number }[];
  /** The terms most posts hold, most first (then by term): posts holding each, per sentiment. */
  held: { term: string; total: number; sentiments: { sentiment: string; n: number }[] }[];
}

/**
 * The term sample's summary that both term answers read: the `size` (at least 50) most frequent terms and
 * their pairs, and the `size` terms most posts hold. One statement whose text depends only on the scope,
 * the sentiments and the size, so the term graph and the term multibar of a dashboard share it (the result
 * cache runs one statement for both): the sample's texts are read and split once. A first or best `take`
 * (take ≤ size) of either ordering is a prefix of it.
 */
export async function termSummary(
  query: ScopeQuery,
  scope: PostScope,
  options: { take: number; sentimentCodes: readonly number[] | null; samplePosts: number },
): Promise<TermSummary> {
  const sampling = await termSampling(query, scope, options.sentimentCodes, options.samplePosts);
  const size = Math.max(SUMMARY_TERMS, options.take);
  const rows = await query(
    scope,
    (params) => `
WITH ${termCtes(scope, params, { step: sampling.step, sentimentCodes: options.sentimentCodes })}, post_terms AS MATERIALIZED (
  SELECT DISTINCT t.rid, t.sentiment, r.term FROM tokens t JOIN terms_of_raw r USING (raw)
), held_counts AS (
  SELECT term, sentiment, count(*) AS n FROM post_terms GROUP BY ALL
), term_posts AS (
  SELECT term, sum(n) AS posts FROM held_counts GROUP BY term
), frequent AS (
  SELECT r.term, sum(c.n) AS n
  FROM (SELECT raw, count(*) AS n FROM tokens GROUP BY raw) c JOIN terms_of_raw r USING (raw)
  GROUP BY r.term ORDER BY n DESC, r.term
  ${d.limit(params.add(size))}
), frequent_posts AS (
  SELECT p.rid, p.term FROM post_terms p JOIN frequent USING (term)
), pairs AS (
  SELECT a.term AS source, b.term AS target, count(*) AS weight
  FROM frequent_posts a JOIN frequent_posts b ON a.rid = b.rid AND a.term < b.term
  GROUP BY ALL
), held AS (
  SELECT term, posts FROM term_posts ORDER BY posts DESC, term
  ${d.limit(params.add(size))}
)
SELECT 'frequent' AS kind, f.term AS a, NULL AS b, f.n AS n, coalesce(p.posts, 0) AS m,
  row_number() OVER (ORDER BY f.n DESC, f.term) AS rank
FROM frequent f LEFT JOIN term_posts p USING (term)
UNION ALL
SELECT 'pair', source, target, weight, NULL, row_number() OVER (ORDER BY weight DESC, source, target)
FROM pairs
UNION ALL
SELECT 'held', h.term, c.sentiment, c.n, h.posts, dense_rank() OVER (ORDER BY h.posts DESC, h.term)
FROM held h JOIN held_counts c USING (term)
UNION ALL
SELECT 'sample', NULL, NULL, n, NULL, 0 FROM sample_size`,
  );
  const ranked = (kind: string) =>
    rows.filter((row) => row.kind === kind).sort((a, b) => num(a.rank) - num(b.rank));
  const held: TermSummary['held'] = [];
  for (const row of ranked('held')) {
    const term = String(row.a);
    let entry = held.at(-1);
    if (entry?.term !== term) {
      entry = { term, total: num(row.m), sentiments: [] };
      held.push(entry);
    }
    entry.sentiments.push({ sentiment: String(row.b), n: num(row.n) });
  }
  return {
    sampling,
    sampled: num(rows.find((row) => row.kind === 'sample')?.n),
    frequent: ranked('frequent').map((row) => ({ term: String(row.a), n: num(row.n), posts: num(row.m) })),
    pairs: ranked('pair').map((row) => ({
      source: String(row.a),
      target: String(row.b),
      weight: num(row.n),
    })),
    held,
  };
}

/** The factor from the summary's counts to the whole scope, and what an answer says about the sample. */
export const summaryScale = (summary: TermSummary) => scaleOf(summary.sampling, summary.sampled);
