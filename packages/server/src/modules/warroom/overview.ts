import type { Sentiment, SentimentSplit } from '@mirante/core';
import { codesOf, SENTIMENTS } from '@mirante/core';
import type { OverviewCounts } from '../../stores/analytics/warroom/queries.ts';

export interface OverviewRow {
  posts: number;
  users: number;
  interactions: number;
  followers: number;
  sentiment: SentimentSplit;
}

/** The sentiment of each polarity code; any other code is unclassified. */
const SENTIMENT_OF_CODE = new Map<number, Sentiment>(
  SENTIMENTS.filter((s) => s !== 'unclassified').flatMap((s) => codesOf(s).map((code) => [code, s] as const)),
);

/**
 * Totals of the period: posts, distinct authors, followers of those authors, sentiment split. The engine
 * counts posts and interactions per polarity code (a few groups, cheaper than a filtered count per
 * sentiment); the codes are folded into sentiments here.
 */
export function overviewOf(counts: OverviewCounts): OverviewRow {
  const sentiment: SentimentSplit = { positive: 0, negative: 0, neutral: 0, none: 0, unclassified: 0 };
  let posts = 0;
  let interactions = 0;
  for (const row of counts.polarities) {
    posts += row.posts;
    interactions += row.interactions;
    // A post without a polarity counts in no sentiment (as a filtered count would not count it).
    if (row.polarity !== null) sentiment[SENTIMENT_OF_CODE.get(row.polarity) ?? 'unclassified'] += row.posts;
  }
  return { posts, users: counts.users, interactions, followers: counts.followers, sentiment };
}
