import type { SentimentSplit } from '@mirante/core';
import { codesOf, SENTIMENTS } from '@mirante/core';
import { codeList } from './code-cases.ts';
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

/** Totals of the period: posts, distinct authors, followers of those authors, sentiment split. */
export async function overview(query: ScopeQuery, scope: PostScope): Promise<OverviewRow> {
  const known = SENTIMENTS.filter((s) => s !== 'unclassified');
  const sentimentCounts = [
    ...known.map((s) => `count(*) FILTER (WHERE polarity IN (${codeList(codesOf(s))})) AS s_${s}`),
    `count(*) FILTER (WHERE polarity NOT IN (${codeList(known.flatMap((s) => codesOf(s)))})) AS s_unclassified`,
  ].join(',\n    ');
  const rows = await query(
    scope,
    (params) => `
WITH base AS (
  SELECT author_key, followers, polarity, interactions FROM posts
  WHERE ${scopeWhere(scope, params)}
), totals AS (
  SELECT count(*) AS posts, coalesce(sum(interactions), 0) AS interactions,
    ${sentimentCounts}
  FROM base
), authors AS (
  SELECT count(*) AS users, coalesce(sum(followers), 0) AS followers
  -- A positive author key is a uid's (stores/analytics/author-keys.ts): distinct uids, grouped as integers.
  FROM (SELECT max(followers) AS followers FROM base WHERE author_key > 0 GROUP BY author_key)
)
SELECT * FROM totals, authors`,
  );
  const row = rows[0] ?? {};
  return {
    posts: num(row.posts),
    users: num(row.users),
    interactions: num(row.interactions),
    followers: num(row.followers),
    sentiment: {
      positive: num(row.s_positive),
      negative: num(row.s_negative),
      neutral: num(row.s_neutral),
      none: num(row.s_none),
      unclassified: num(row.s_unclassified),
    },
  };
}
