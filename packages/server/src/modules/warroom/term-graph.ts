import { duckDbDialect as d } from '../../stores/analytics/compiler/dialect.ts';
import type { PostScope } from './post-scope.ts';
import { num } from './row-values.ts';
import type { ScopeQuery } from './scope-query.ts';
import { scaleOf, termCtes, termSampling } from './term-sample.ts';

/**
 * The `take` most frequent terms (occurrences, and how many posts hold each) and, among them, the pairs
 * that share posts (weight = posts holding both), at most `maxEdges`, heaviest first.
 */
export async function termGraph(
  query: ScopeQuery,
  scope: PostScope,
  options: { take: number; maxEdges: number; sentimentCodes: readonly number[] | null; samplePosts: number },
) {
  const sampling = await termSampling(query, scope, options.sentimentCodes, options.samplePosts);
  const rows = await query(
    scope,
    (params) => `
WITH ${termCtes(scope, params, { step: sampling.step, sentimentCodes: options.sentimentCodes })}, terms AS (
  SELECT r.term, sum(c.n) AS n
  FROM (SELECT raw, count(*) AS n FROM tokens GROUP BY raw) c JOIN terms_of_raw r USING (raw)
  GROUP BY r.term ORDER BY n DESC, r.term
  ${d.limit(params.add(options.take))}
), post_terms AS (
  SELECT DISTINCT t.rid, r.term FROM tokens t JOIN terms_of_raw r USING (raw) JOIN terms USING (term)
), term_posts AS (
  SELECT term, count(*) AS posts FROM post_terms GROUP BY term
), edges AS (
  SELECT a.term AS source, b.term AS target, count(*) AS weight
  FROM post_terms a JOIN post_terms b ON a.rid = b.rid AND a.term < b.term
  GROUP BY ALL ORDER BY weight DESC, source, target
  ${d.limit(params.add(options.maxEdges))}
)
SELECT 'node' AS kind, t.term AS source, NULL AS target, t.n AS weight, coalesce(p.posts, 0) AS posts
FROM terms t LEFT JOIN term_posts p USING (term)
UNION ALL
SELECT 'edge' AS kind, source, target, weight, NULL AS posts FROM edges
UNION ALL
SELECT 'sample' AS kind, NULL, NULL, NULL, n FROM sample_size`,
  );
  const { factor, sample } = scaleOf(sampling, num(rows.find((row) => row.kind === 'sample')?.posts));
  const scaled = (value: unknown) => Math.round(num(value) * factor);
  const nodes = rows
    .filter((row) => row.kind === 'node')
    .map((row) => ({ term: String(row.source), count: scaled(row.weight), posts: scaled(row.posts) }))
    .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1));
  const edges = rows
    .filter((row) => row.kind === 'edge')
    .map((row) => ({
      source: String(row.source),
      target: String(row.target),
      weight: scaled(row.weight),
    }))
    .sort(
      (a, b) =>
        b.weight - a.weight ||
        (a.source === b.source ? (a.target < b.target ? -1 : 1) : a.source < b.source ? -1 : 1),
    );
  return { nodes, edges, sample };
}
