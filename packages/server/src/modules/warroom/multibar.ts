import type { MultibarGroup } from '@mirante/core';
import type { MultibarRow, PostScope, WarRoomQueries } from '../../stores/analytics/warroom/queries.ts';
import { summaryScale, termSummary } from './term-summary.ts';

/**
 * Posts per value of a dimension, split by sentiment: the `take` values with most posts. A post counts
 * once per tag / theme / group / term it holds. Terms are counted on the term sample, scaled to the whole
 * (`sample` tells when it was one).
 */
export async function multibar(
  queries: WarRoomQueries,
  scope: PostScope,
  options: { group: MultibarGroup; take: number; samplePosts: number },
): Promise<{ rows: MultibarRow[]; sample: { posts: number; of: number } | null }> {
  const { group, take } = options;
  if (group === 'term') return termMultibar(queries, scope, options);
  return { rows: await queries.groupCounts(scope, { group, take }), sample: null };
}

/** Posts per term of the term sample (term-summary.ts), split by sentiment, scaled to the whole. */
async function termMultibar(
  queries: WarRoomQueries,
  scope: PostScope,
  options: { take: number; samplePosts: number },
): Promise<{ rows: MultibarRow[]; sample: { posts: number; of: number } | null }> {
  const summary = await termSummary(queries, scope, { ...options, sentimentCodes: null });
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
