import { duckDbDialect as d } from '../../compiler/dialect.ts';
import { sentimentCase } from '../code-cases.ts';
import type { PostScope, TermSummary, TermSummaryOptions } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { termCtes } from './term-sample.ts';

/**
 * The term sample's summary that both term answers read: the `size` most frequent terms and their pairs,
 * and the `size` terms most posts hold. One statement whose text depends only on the scope,
 * the sentiments and the size, so the term graph and the term multibar of a dashboard share it (the result
 * cache runs one statement for both): the sample's texts are read and split once. Terms are counted,
 * paired and ranked by their rank in term order (an integer; ties between terms fall the same way) and
 * polarity codes folded into sentiments once counted, so no text is hashed per occurrence. A first or best
 * `take` (take ≤ size) of either ordering is a prefix of it.
 */
export async function termSummary(
  query: ScopeQuery,
  scope: PostScope,
  options: TermSummaryOptions,
): Promise<TermSummary> {
  const { sampling, size, sentimentCodes, stopWords } = options;
  const rows = await query(
    scope,
    (params) => `
WITH ${termCtes(scope, params, { step: sampling.step, sentimentCodes, stopWords })}, post_terms AS MATERIALIZED (
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
