import type { SortOption, WarRoomPost } from '@mirante/core';
import { duckDbDialect as d } from '../../stores/analytics/compiler/dialect.ts';
import type { SqlParams } from '../../stores/analytics/compiler/sql-params.ts';
import { columnCut, hotCut, SORT_COLUMNS } from './post-cuts.ts';
import { hotScore, type PostScope, scopeWhere } from './post-scope.ts';
import { num, textOrNull, texts } from './row-values.ts';
import type { ScopeQuery } from './scope-query.ts';

const POST_ORDER: Record<SortOption, string> = {
  date_asc: 'posted_at ASC',
  date_desc: 'posted_at DESC',
  comments: 'comments DESC',
  hot: 'hot DESC',
  influence: 'followers DESC',
  interactions: 'interactions DESC',
  likes: 'likes DESC',
  shares: 'shares DESC',
};

/** Posts in sort order (ties: newest first, then id), optionally only of the given channels. */
export async function topPosts(
  query: ScopeQuery,
  scope: PostScope,
  options: { sort: SortOption; take: number; channels: readonly string[] | null },
): Promise<WarRoomPost[]> {
  const channels = (params: SqlParams) =>
    options.channels ? `\n    AND ${d.inTexts('channel', params.add(options.channels))}` : '';
  const column = SORT_COLUMNS[options.sort];
  const cut = column
    ? await columnCut(query, scope, column, options.take, channels)
    : await hotCut(query, scope, options.take, channels);
  const rows = await query(
    scope,
    (params) => `
SELECT id, CAST(channel AS VARCHAR) AS channel, epoch_ms(posted_at) AS posted_at, text, url, uid, username,
  followers, likes, comments, shares, interactions, views, polarity, gender, tag, theme, "group" AS groups,
  ${hotScore(scope, params)} AS hot
FROM posts
WHERE ${scopeWhere(scope, params)}${channels(params)}${cut ? `\n    AND ${cut(params)}` : ''}
ORDER BY ${POST_ORDER[options.sort]}, posted_at DESC, id
${d.limit(params.add(options.take))}`,
  );
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
