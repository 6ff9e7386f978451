import { foldSearchText } from '@mirante/core';
import type { PostScope, WarRoomQueries } from '../../stores/analytics/warroom/queries.ts';
import { summaryScale, termSummary } from './term-summary.ts';

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Terms in the summary's order: folded (as they are counted), then as written. */
const byTerm = (a: string, b: string) => order(foldSearchText(a), foldSearchText(b)) || order(a, b);

/**
 * The `take` most frequent terms (occurrences, and how many posts hold each) and, among them, the pairs
 * that share posts (weight = posts holding both), at most `maxEdges`, heaviest first.
 */
export async function termGraph(
  queries: WarRoomQueries,
  scope: PostScope,
  options: { take: number; maxEdges: number; sentimentCodes: readonly number[] | null; samplePosts: number },
) {
  const summary = await termSummary(queries, scope, options);
  const { factor, sample } = summaryScale(summary);
  const scaled = (value: number) => Math.round(value * factor);
  const terms = summary.frequent.slice(0, options.take);
  const taken = new Set(terms.map((t) => t.term));
  const nodes = terms
    .map((t) => ({ term: t.term, count: scaled(t.n), posts: scaled(t.posts) }))
    .sort((a, b) => b.count - a.count || byTerm(a.term, b.term));
  const edges = summary.pairs
    .filter((pair) => taken.has(pair.source) && taken.has(pair.target))
    .slice(0, options.maxEdges)
    .map((pair) => ({ source: pair.source, target: pair.target, weight: scaled(pair.weight) }))
    .sort((a, b) => b.weight - a.weight || byTerm(a.source, b.source) || byTerm(a.target, b.target));
  return { nodes, edges, sample };
}
