import type { Sentiment, SentimentSplit } from '@mirante/core';
import { codesOf, SENTIMENTS } from '@mirante/core';
import { type PostScope, scopeWhere } from './post-scope.ts';
import { num } from './row-values.ts';
import type { ScopeQuery } from './scope-query.ts';

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
 * Totals of the period: posts, distinct authors, followers of those authors, sentiment split. Posts and
 * interactions are counted per polarity code (a few groups, cheaper than a filtered count per sentiment)
 * and the codes folded into sentiments here.
 */
export async function overview(query: ScopeQuery, scope: PostScope): Promise<OverviewRow> {
  const rows = await query(
    scope,
    (params) => `
WITH base AS (
  SELECT author_key, followers, polarity, interactions FROM posts
  WHERE ${scopeWhere(scope, params)}
), totals AS (
  SELECT polarity, count(*) AS posts, sum(interactions) AS interactions FROM base GROUP BY polarity
), authors AS (
  SELECT count(*) AS users, coalesce(sum(followers), 0) AS followers
  -- A positive author key is a uid's (stores/analytics/author-keys.ts): distinct uids, grouped as integers.
  FROM (SELECT max(followers) AS followers FROM base WHERE author_key > 0 GROUP BY author_key)
)
SELECT a.users, a.followers, t.polarity, t.posts, t.interactions FROM authors a LEFT JOIN totals t ON true`,
  );
  const sentiment: SentimentSplit = { positive: 0, negative: 0, neutral: 0, none: 0, unclassified: 0 };
  let posts = 0;
  let interactions = 0;
  for (const row of rows) {
    const count = num(row.posts);
    posts += count;
    interactions += num(row.interactions);
    // A post without a polarity counts in no sentiment (as a filtered count would not count it).
    if (row.polarity !== null && row.polarity !== undefined)
      sentiment[SENTIMENT_OF_CODE.get(num(row.polarity)) ?? 'unclassified'] += count;
  }
  const first = rows[0] ?? {};
  return { posts, users: num(first.users), interactions, followers: num(first.followers), sentiment };
}
