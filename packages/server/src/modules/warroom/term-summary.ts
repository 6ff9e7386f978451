import { duckDbDialect as d } from '../../stores/analytics/compiler/dialect.ts';
import { sentimentCase } from './code-cases.ts';
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
 * cache runs one statement for both): the sample's texts are read and split once. Terms are counted,
 * paired and ranked by their rank in term order (an integer; ties between terms fall the same way) and
 * polarity codes folded into sentiments once counted, so no text is hashed per occurrence. A first or best
 * `take` (take ≤ size) of either ordering is a prefix of it.
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
  SELECT DISTINCT rid, polarity, tid FROM occurrences
), held_counts AS MATERIALIZED (
  SELECT tid, ${sentimentCase('polarity')} AS sentiment, sum(n) AS n
  FROM (SELECT tid, polarity, count(*) AS n FROM post_terms GROUP BY ALL)
  GROUP BY ALL
), term_posts AS (
  SELECT tid, sum(n) AS posts FROM held_counts GROUP BY tid
), frequent AS (
  SELECT tid, count(*) AS n FROM occurrences GROUP BY tid ORDER BY n DESC, tid
  ${d.limit(params.add(size))}
), frequent_posts AS (
  SELECT rid, tid FROM post_terms WHERE tid IN (SELECT tid FROM frequent)
), pairs AS (
  SELECT a.tid AS source, b.tid AS target, count(*) AS weight
  FROM frequent_posts a JOIN frequent_posts b ON a.rid = b.rid AND a.tid < b.tid
  GROUP BY ALL
), held AS (
  SELECT tid, posts FROM term_posts ORDER BY posts DESC, tid
  ${d.limit(params.add(size))}
), names AS (
  -- A term reads as its commonest written form ('atualização', not the folded 'atualizacao').
  SELECT tid, first(shown ORDER BY n DESC, shown) AS term FROM (
    SELECT tid, shown, count(*) AS n FROM occurrences
    WHERE tid IN (SELECT tid FROM frequent UNION ALL SELECT tid FROM held)
    GROUP BY ALL
  ) GROUP BY tid
)
SELECT 'frequent' AS kind, t.term AS a, NULL AS b, f.n AS n, coalesce(p.posts, 0) AS m,
  row_number() OVER (ORDER BY f.n DESC, f.tid) AS rank
FROM frequent f JOIN names t USING (tid) LEFT JOIN term_posts p USING (tid)
UNION ALL
SELECT 'pair', s.term, t.term, weight, NULL, row_number() OVER (ORDER BY weight DESC, source, target)
FROM pairs JOIN names s ON s.tid = source JOIN names t ON t.tid = target
UNION ALL
SELECT 'held', t.term, c.sentiment, c.n, h.posts, dense_rank() OVER (ORDER BY h.posts DESC, h.tid)
FROM held h JOIN names t USING (tid) JOIN held_counts c USING (tid)
UNION ALL
SELECT 'sample', NULL, NULL, n, NULL, 0 FROM sample_size`,
  );
  // (A held term's sentiments in name order: the statement gives them in no order.)
  const ranked = (kind: string) =>
    rows
      .filter((row) => row.kind === kind)
      .sort((a, b) => num(a.rank) - num(b.rank) || String(a.b).localeCompare(String(b.b)));
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
