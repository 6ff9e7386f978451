import { SORT_OPTIONS } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlParams } from '../../stores/analytics/compiler/sql-params.ts';
import { openDuckDbEngine } from '../../stores/analytics/duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache } from '../../stores/analytics/result-cache.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { AUTHOR_ORDER, type AuthorSort } from './author-order.ts';
import { authors } from './authors.ts';
import { hotScore, type PostScope, scopeWhere } from './post-scope.ts';
import { num } from './row-values.ts';
import { createScopeQuery } from './scope-query.ts';
import { DAY, START, tangledPosts } from './tangled-posts.ts';

/** Profiles whose latest posts have no username (or an empty one) after posts that had one, tied in time. */
function unnamedLatest() {
  return [
    ['u-late', 'Gil', 0],
    ['u-late', 'gil', 0],
    ['u-late', null, DAY],
    ['u-late', null, DAY],
    ['u-empty', 'Hana', 0],
    ['u-empty', '', DAY],
    [null, 'Ivo', 0],
    [null, 'Ivo', 2 * DAY],
  ].map(([uid, username, at], i) =>
    postRecord({
      id: `late-${i}`,
      postedAt: START + Number(at) + 60_000,
      uid,
      username,
      followers: 10_000 + i,
      likes: i,
    }),
  );
}

/** The ranking as it was first written: profiles grouped by their texts, read from every post. */
async function rankedByTexts(engine: AnalyticsEngine, scope: PostScope, sort: AuthorSort, take: number) {
  const { aggregate, direction } = AUTHOR_ORDER[sort];
  const params = createSqlParams();
  const value = sort === 'hot' ? `sum(${hotScore(scope, params)})` : aggregate;
  const sql = `
WITH profiles AS (
  SELECT CAST(channel AS VARCHAR) AS channel, coalesce(uid, username) AS uid,
    arg_max(username, posted_at) AS username, max(followers) AS followers, count(*) AS posts,
    sum(likes) AS likes, sum(comments) AS comments, sum(shares) AS shares, sum(interactions) AS interactions,
    ${value} AS score, epoch_ms(max(posted_at)) AS last_post_at
  FROM posts
  WHERE ${scopeWhere(scope, params)} AND coalesce(uid, username) IS NOT NULL
  GROUP BY channel, coalesce(uid, username)
), keyed AS (
  SELECT *, CASE WHEN coalesce(username, '') = '' THEN '' ELSE lower(username) END AS name_key,
    CASE WHEN coalesce(username, '') = '' THEN channel ELSE '' END AS channel_key,
    CASE WHEN coalesce(username, '') = '' THEN uid ELSE '' END AS uid_key
  FROM profiles
), top AS (
  SELECT name_key, channel_key, uid_key, ${direction === 'DESC' ? 'max' : 'min'}(score) AS best FROM keyed
  GROUP BY ALL ORDER BY best ${direction}, name_key, channel_key, uid_key LIMIT ${take}
)
SELECT k.* FROM keyed k JOIN top t USING (name_key, channel_key, uid_key)
ORDER BY t.best ${direction}, k.name_key, k.channel_key, k.uid_key, k.score ${direction}, k.followers DESC,
  k.channel, k.uid`;
  const rows = await engine.query({ sql, params: params.values });
  return rows.map((row) => ({
    uid: String(row.uid),
    username: row.username === null ? null : String(row.username),
    channel: String(row.channel),
    followers: num(row.followers),
    posts: num(row.posts),
    likes: num(row.likes),
    lastPostAt: num(row.last_post_at),
  }));
}

describe('war-room authors: profiles grouped by integer key, texts read from one post each', () => {
  let engine: AnalyticsEngine;
  const scope: PostScope = { universeId: 'named', range: { start: START, end: START + 7 * DAY }, filter: {} };
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
    const posts = [...tangledPosts(1_200), ...unnamedLatest()];
    for (let from = 0; from < posts.length; from += 300) {
      await engine.append('posts', 'named', posts.slice(from, from + 300));
    }
  });
  afterAll(() => engine.close());

  it('ranks as grouping every post by its texts does, with and without candidates', async () => {
    const query = createScopeQuery(createResultCache(engine), 60_000);
    for (const sort of [...SORT_OPTIONS, 'posts' as const]) {
      for (const take of [1, 4, 100]) {
        const expected = await rankedByTexts(engine, scope, sort, take);
        for (const maxCandidateProfiles of [0, 2_000]) {
          const rows = await authors(query, scope, {
            sort,
            take,
            usernameContains: null,
            maxCandidateProfiles,
          });
          const got = rows.map(({ uid, username, channel, followers, posts, likes, lastPostAt }) => ({
            uid,
            username,
            channel,
            followers,
            posts,
            likes,
            lastPostAt,
          }));
          expect([sort, take, got]).toEqual([sort, take, expected]);
        }
      }
    }
  });

  it('names a profile by its latest post with a username', async () => {
    const query = createScopeQuery(createResultCache(engine), 60_000);
    const rows = await authors(query, scope, {
      sort: 'influence',
      take: 100,
      usernameContains: null,
      maxCandidateProfiles: 2_000,
    });
    const byUid = new Map(rows.map((row) => [row.uid, row.username]));
    expect(['Gil', 'gil']).toContain(byUid.get('u-late'));
    expect(byUid.get('u-empty')).toBe('');
    expect(byUid.get('Ivo')).toBe('Ivo');
  });
});
