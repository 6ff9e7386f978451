import { clickHouseDialect as d } from '../../compiler/clickhouse-dialect.ts';
import { textContainsCondition } from '../../compiler/text-search.ts';
import { AUTHOR_ORDER } from '../author-order.ts';
import type { AuthorOptions, PostScope, ProfileRow } from '../queries.ts';
import { num, textOrNull } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { hotScore, scopeWhere } from './post-scope.ts';

/**
 * Authors ranked by `sort` on ClickHouse, in one statement: profiles (channel + coalesce(uid, username))
 * grouped by their texts (ClickHouse has no integer author keys), named by their latest post with a username
 * (argMax skips NULL usernames; NULL when none has one), merged by lower-cased username (lowerUTF8; a
 * profile without a username, or with an empty one, is its own key), the merged authors ranked by their best
 * profile's score and the first `take` kept with every profile of theirs (ARRAY JOIN: 18.16 has no CTE to
 * read the profiles twice).
 */
export async function authors(
  query: ScopeQuery,
  scope: PostScope,
  options: AuthorOptions,
): Promise<ProfileRow[]> {
  const { aggregate, direction } = AUTHOR_ORDER[options.sort];
  const best = direction === 'DESC' ? 'max' : 'min';
  const rows = await query(scope, (params) => {
    const score = options.sort === 'hot' ? `sum(${hotScore(scope, params)})` : aggregate;
    const search =
      options.usernameContains === null
        ? ''
        : `\n      AND username IS NOT NULL AND ${textContainsCondition('username', options.usernameContains, params, d)}`;
    const unnamed = `coalesce(latest_username, '') = ''`;
    // Every alias differs from the columns: ClickHouse resolves a name to an alias anywhere in its SELECT.
    return `
SELECT name_key, channel_key, uid_key, best, p.1 AS channel, p.2 AS uid, p.3 AS username, p.4 AS score,
  p.5 AS followers, p.6 AS posts, p.7 AS likes, p.8 AS comments, p.9 AS shares, p.10 AS interactions,
  p.11 AS last_post_at
FROM (
  SELECT name_key, channel_key, uid_key, ${best}(profile_score) AS best,
    groupArray((profile_channel, profile_uid, latest_username, profile_score, most_followers, post_count,
      like_sum, comment_sum, share_sum, interaction_sum, last_post)) AS profiles
  FROM (
    SELECT *,
      if(${unnamed}, '', lowerUTF8(assumeNotNull(latest_username))) AS name_key,
      if(${unnamed}, profile_channel, '') AS channel_key,
      if(${unnamed}, profile_uid, '') AS uid_key
    FROM (
      SELECT toString(channel) AS profile_channel, assumeNotNull(coalesce(uid, username)) AS profile_uid,
        argMax(username, posted_at) AS latest_username, max(followers) AS most_followers,
        count() AS post_count, sum(likes) AS like_sum, sum(comments) AS comment_sum,
        sum(shares) AS share_sum, sum(interactions) AS interaction_sum, ${score} AS profile_score,
        max(posted_at) AS last_post
      FROM posts
      WHERE ${scopeWhere(scope, params)}
        AND coalesce(uid, username) IS NOT NULL${search}
      GROUP BY profile_channel, profile_uid
    )
  )
  GROUP BY name_key, channel_key, uid_key
  ORDER BY best ${direction}, name_key, channel_key, uid_key
  LIMIT ${params.add(options.take)}
)
ARRAY JOIN profiles AS p
ORDER BY best ${direction}, name_key, channel_key, uid_key, score ${direction}, followers DESC, channel, uid`;
  });
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
