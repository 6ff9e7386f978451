import type { WarRoomPost } from '@mirante/core';
import { duckDbDialect as d } from '../../compiler/dialect.ts';
import type { SqlParams } from '../../compiler/sql-params.ts';
import { knownChannels, POST_ORDER } from '../post-order.ts';
import type { PostScope, TopPostsOptions } from '../queries.ts';
import { num, textOrNull, texts } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { columnCut, edgeCut, hotCut, type PostCondition, SORT_COLUMNS } from './post-cuts.ts';
import { hotScore, scopeWhere } from './post-scope.ts';

/**
 * Posts in sort order (ties: newest first, then id), optionally only of the given channels, ranking only
 * the posts that reach a cut-off (post-cuts.ts). A date sort first reads the period's edge day alone (rows
 * are stored in time order, so the rest is skipped), its cut-off found in the same statement; when that day
 * holds fewer than `take` posts, the cut-off is found over the whole period.
 */
export async function topPosts(
  query: ScopeQuery,
  scope: PostScope,
  options: TopPostsOptions,
): Promise<WarRoomPost[]> {
  // Compared as the stored ENUM (no text per row); a name that is no channel's holds no post.
  const channels = knownChannels(options.channels);
  if (channels?.length === 0) return [];
  const narrow = (params: SqlParams) =>
    channels ? `\n    AND channel = ANY(CAST(${params.add(channels)} AS channel_t[]))` : '';
  const column = SORT_COLUMNS[options.sort];
  if (column?.edge) {
    const cut = edgeCut(scope, column, column.edge, options.take, narrow);
    const posts = await firstPosts(query, scope, options, narrow, cut);
    if (posts.length >= options.take) return posts;
  }
  const cut = column
    ? await columnCut(query, scope, column, options.take, narrow)
    : await hotCut(query, scope, options.take, narrow);
  return firstPosts(query, scope, options, narrow, cut);
}

/**
 * The first `take` posts of the scope that `narrow` and `cut` keep. They are found reading only what orders
 * them, then their other columns are read by (posted_at, row id): the join hands the scan the range of
 * their instants and their row ids, so it reads the vectors holding them. Left to itself DuckDB reads them
 * back by row id alone (late materialization), scanning the whole table, every universe and period.
 */
async function firstPosts(
  query: ScopeQuery,
  scope: PostScope,
  options: TopPostsOptions,
  narrow: PostCondition,
  cut: PostCondition | null,
): Promise<WarRoomPost[]> {
  const order = `${POST_ORDER[options.sort]}, posted_at DESC, id`;
  const rows = await query(scope, (params) => {
    const hot = `${hotScore(scope, params)} AS hot`;
    // The instant is ordered by in ms, as the answer gives it. The last keys change no order (ids are unique
    // in a universe) but name every column the scan reads, so DuckDB does not read these rows back by row id
    // (it does when the ordering reads fewer columns than the scan).
    return `
WITH first AS MATERIALIZED (
  SELECT rowid AS rid, posted_at AS at, epoch_ms(posted_at) AS posted_at, id${options.sort === 'hot' ? `, ${hot}` : ''}
  FROM posts
  WHERE ${scopeWhere(scope, params)}${narrow(params)}${cut ? `\n    AND ${cut(params)}` : ''}
  ORDER BY ${order}, rowid, universe_id, channel
  ${d.limit(params.add(options.take))}
)
SELECT id, CAST(channel AS VARCHAR) AS channel, epoch_ms(posted_at) AS posted_at, text, url, uid, username,
  followers, likes, comments, shares, interactions, views, polarity, gender, tag, theme, "group" AS groups, ${hot}
FROM posts SEMI JOIN first ON posts.posted_at = first.at AND posts.rowid = first.rid
WHERE ${scopeWhere(scope, params)}
ORDER BY ${order}`;
  });
  return rows.map((row) => ({
    id: String(row.id),
    channel: String(row.channel),
    postedAt: num(row.posted_at),
    text: String(row.text ?? ''),
    url: textOrNull(row.url),
    uid: textOrNull(row.uid),
    username: textOrNull(row.username),
    followers: num(row.followers),
    likes: num(row.likes),
    comments: num(row.comments),
    shares: num(row.shares),
    interactions: num(row.interactions),
    views: num(row.views),
    polarity: num(row.polarity),
    gender: num(row.gender),
    tags: texts(row.tag),
    themes: texts(row.theme),
    groups: texts(row.groups),
    hot: num(row.hot),
  }));
}
