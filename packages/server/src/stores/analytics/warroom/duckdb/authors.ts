import { duckDbDialect as d } from '../../compiler/dialect.ts';
import type { SqlParams } from '../../compiler/sql-params.ts';
import { textContainsCondition } from '../../compiler/text-search.ts';
import { AUTHOR_ORDER } from '../author-order.ts';
import { codeList } from '../code-cases.ts';
import type { AuthorOptions, PostScope, ProfileRow } from '../queries.ts';
import { num, textOrNull } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { candidateAuthorKeys, MAX_CANDIDATE_PROFILES } from './author-candidates.ts';
import { hotScore, scopeWhere } from './post-scope.ts';

/**
 * Authors (a profile is channel + uid, or the username when the uid is missing) ranked by `sort`; the
 * first `take` usernames come back with every profile that uses them, the best-ranked first. A profile
 * without a username stands alone. The candidate pass (author-candidates.ts) first narrows the profiles by
 * their integer keys (author-keys.ts).
 */
export async function authors(
  query: ScopeQuery,
  scope: PostScope,
  authorOptions: AuthorOptions,
): Promise<ProfileRow[]> {
  const options = {
    ...authorOptions,
    maxCandidateProfiles: authorOptions.maxCandidateProfiles ?? MAX_CANDIDATE_PROFILES,
  };
  const { score, direction } = AUTHOR_ORDER[options.sort];
  const best = direction === 'DESC' ? 'max' : 'min';
  const usernameMatch = (params: SqlParams) =>
    options.usernameContains === null
      ? ''
      : `\n    AND username IS NOT NULL AND ${textContainsCondition('username', options.usernameContains, params)}`;
  // The recency-weighted sum costs a power() per post: only when it is the ranking.
  const hot = (params: SqlParams) => (options.sort === 'hot' ? `sum(${hotScore(scope, params)})` : '0');
  const candidates = await candidateAuthorKeys(query, scope, { ...options, usernameMatch, hot });
  // Over integers alone, an IN list (a join) is cheaper than list_contains.
  const onlyCandidates =
    candidates === null
      ? ''
      : `\n    AND author_key IN (${codeList([...candidates, ...candidates.map((key) => -key)])})`;
  const rows = await query(
    scope,
    (params) => `
WITH grouped AS (
  -- A profile's posts share coalesce(uid, username), whose id abs(author_key) is: grouped as an integer, the
  -- texts read afterwards from one row per profile (its latest post with a username, as arg_max(username,
  -- posted_at) would pick it, which skips NULL usernames; any post when none has one).
  SELECT channel, abs(author_key) AS key,
    coalesce(arg_max(rowid, posted_at) FILTER (WHERE name_key IS NOT NULL), min(rowid)) AS named_row,
    max(followers) AS followers, count(*) AS posts,
    sum(likes) AS likes, sum(comments) AS comments, sum(shares) AS shares, sum(interactions) AS interactions,
    ${hot(params)} AS hot, epoch_ms(max(posted_at)) AS last_post_at, epoch_ms(min(posted_at)) AS first_post_at
  FROM posts
  WHERE ${scopeWhere(scope, params)}
    AND author_key IS NOT NULL${usernameMatch(params)}${onlyCandidates}
  GROUP BY channel, abs(author_key)
), profiles AS (
  SELECT CAST(g.channel AS VARCHAR) AS channel, coalesce(p.uid, p.username) AS uid, p.username,
    g.* EXCLUDE (channel, key, named_row)
  FROM grouped g JOIN posts p ON p.rowid = g.named_row
), keyed AS (
  -- Profiles merge by lower-cased username; one without a username is its own key.
  SELECT *, ${score} AS score,
    CASE WHEN coalesce(username, '') = '' THEN '' ELSE lower(username) END AS name_key,
    CASE WHEN coalesce(username, '') = '' THEN channel ELSE '' END AS channel_key,
    CASE WHEN coalesce(username, '') = '' THEN uid ELSE '' END AS uid_key
  FROM profiles
), top AS (
  SELECT name_key, channel_key, uid_key, ${best}(score) AS best FROM keyed
  GROUP BY ALL
  ORDER BY best ${direction}, name_key, channel_key, uid_key
  ${d.limit(params.add(options.take))}
)
SELECT k.* FROM keyed k JOIN top t USING (name_key, channel_key, uid_key)
ORDER BY t.best ${direction}, k.name_key, k.channel_key, k.uid_key, k.score ${direction}, k.followers DESC,
  k.channel, k.uid`,
  );
  return rows.map((row) => ({
    nameKey: String(row.name_key),
    channelKey: String(row.channel_key),
    uidKey: String(row.uid_key),
    uid: String(row.uid),
    username: textOrNull(row.username),
    channel: String(row.channel),
    followers: num(row.followers),
    posts: num(row.posts),
    interactions: num(row.interactions),
    likes: num(row.likes),
    comments: num(row.comments),
    shares: num(row.shares),
    lastPostAt: num(row.last_post_at),
  }));
}
