import type {
  PostScope,
  TermSampling,
  TermSummary,
  WarRoomQueries,
} from '../../stores/analytics/warroom/queries.ts';
import { STOP_WORDS } from './stop-words.ts';

/**
 * Term answers read about this many posts of the scope at most: when there are more, a fixed sample of them
 * (the engine's: about every k-th post, spread over the period), with counts scaled to the whole.
 * Tokenising every post of a big universe would take seconds; the most frequent terms of 20,000 posts are
 * those of all of them.
 */
export const TERM_SAMPLE_POSTS = 20_000;

/** Term summaries hold at least this many terms: the term graph's and the term multibar's usual sizes. */
const SUMMARY_TERMS = 50;

/**
 * The term sample's summary that both term answers read (the term graph and the term multibar of a
 * dashboard ask the same one, so the engine reads and splits the sample's texts once): the `size` (at least
 * 50) most frequent terms and their pairs, and the `size` terms most posts hold, stop words left out. A first
 * or best `take` (take ≤ size) of either ordering is a prefix of it.
 */
export async function termSummary(
  queries: WarRoomQueries,
  scope: PostScope,
  options: { take: number; sentimentCodes: readonly number[] | null; samplePosts: number },
): Promise<TermSummary> {
  const { sentimentCodes } = options;
  const sampling = await queries.termSampling(scope, sentimentCodes, options.samplePosts);
  const size = Math.max(SUMMARY_TERMS, options.take);
  return queries.termSummary(scope, { size, sentimentCodes, sampling, stopWords: STOP_WORDS });
}

/** The factor from sample counts to the whole, and what the answer says about the sample. */
export function scaleOf(sampling: TermSampling, sampled: number) {
  if (sampling.step === 1 || sampled === 0) return { factor: 1, sample: null };
  return { factor: sampling.total / sampled, sample: { posts: sampled, of: sampling.total } };
}

/** The factor from the summary's counts to the whole scope, and what an answer says about the sample. */
export const summaryScale = (summary: TermSummary) => scaleOf(summary.sampling, summary.sampled);
