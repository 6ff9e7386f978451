import { DeskTicketRecord, StockPriceRecord, TICKET_CLOSERS } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRecord } from '../../../test-support/post-record.ts';
import type { AnalyticsEngine } from '../engine.ts';
import { OWN_POSTS_TABLE } from '../own-posts.ts';
import { POSTS_ROLLUP_TABLE, ROLLUP_COLUMNS, rollupDims, rollupSelect } from '../posts-rollup.ts';
import { openDuckDbEngine } from './duckdb-engine.ts';

const NOON = Date.parse('2026-03-12T15:00:00Z');

describe('DuckDB append (staged column vectors merged by id)', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
  });
  afterAll(() => engine.close());

  const stored = (universe: string) =>
    engine.query({
      sql: `SELECT id, text, likes::INTEGER AS likes, epoch_ms(posted_at)::DOUBLE AS at
            FROM posts WHERE universe_id = $universe ORDER BY rowid`,
      params: { universe },
    });

  it('stores a batch in time order, the last record of a repeated id only', async () => {
    await engine.append('posts', 'u-order', [
      postRecord({ id: 'b', postedAt: NOON + 2, likes: 1 }),
      postRecord({ id: 'a', postedAt: NOON + 1, likes: 1 }),
      postRecord({ id: 'b', postedAt: NOON, likes: 2 }),
    ]);
    expect(await stored('u-order')).toEqual([
      { id: 'b', text: '', likes: 2, at: NOON },
      { id: 'a', text: '', likes: 1, at: NOON + 1 },
    ]);
  });

  it('stores a batch of distinct ids sent out of time order in time order, ties in the order sent', async () => {
    await engine.append('posts', 'u-late', [
      postRecord({ id: 'c', postedAt: NOON + 2 }),
      postRecord({ id: 'a', postedAt: NOON }),
      postRecord({ id: 'd', postedAt: NOON + 2 }),
      postRecord({ id: 'b', postedAt: NOON + 1 }),
    ]);
    expect((await stored('u-late')).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
    await engine.append('stock-prices', 'u-late', [
      StockPriceRecord.parse({ id: 's2', date: NOON + 1, symbol: 'MRNT3', open: 2, close: 2 }),
      StockPriceRecord.parse({ id: 's1', date: NOON, symbol: 'MRNT3', open: 1, close: 1 }),
    ]);
    const prices = await engine.query({
      sql: "SELECT id FROM stock_prices WHERE universe_id = 'u-late' ORDER BY rowid",
      params: {},
    });
    expect(prices.map((r) => r.id)).toEqual(['s1', 's2']);
  });

  it('stores records given in pieces across chunks: time order, the last record of a repeated id only', async () => {
    // 3,000 posts (two chunks) sent newest first; the second piece sends "p-10" again, older.
    const posts = Array.from({ length: 3000 }, (_, i) =>
      postRecord({ id: `p-${i}`, postedAt: NOON + (3000 - i) * 1000, likes: 1 }),
    );
    async function* pieces() {
      yield posts.slice(0, 2500);
      yield [...posts.slice(2500), postRecord({ id: 'p-10', postedAt: NOON, likes: 7 })];
    }
    expect(await engine.append('posts', 'u-pieces', pieces())).toBe(3001);
    const rows = await stored('u-pieces');
    expect(rows).toHaveLength(3000);
    expect(rows[0]).toEqual({ id: 'p-10', text: '', likes: 7, at: NOON });
    expect(rows.slice(1).map((r) => r.at)).toEqual(
      posts
        .filter((p) => p.id !== 'p-10')
        .map((p) => p.postedAt)
        .reverse(),
    );
  });

  it('stores nothing when reading the pieces fails after some were given', async () => {
    const version = await engine.datasetVersion('posts');
    async function* pieces() {
      yield [postRecord({ id: 'first', postedAt: NOON })];
      throw new Error('line 2 failed');
    }
    await expect(engine.append('posts', 'u-broken', pieces())).rejects.toThrow('line 2 failed');
    expect(await stored('u-broken')).toEqual([]);
    expect(await engine.datasetVersion('posts')).toBe(version);
  });

  it('replaces stored ids of the same universe only, so a re-sent batch changes nothing', async () => {
    const batch = [postRecord({ id: 'x', postedAt: NOON }), postRecord({ id: 'y', postedAt: NOON })];
    await engine.append('posts', 'u-again', batch);
    await engine.append('posts', 'u-again', batch);
    await engine.append('posts', 'u-other', [postRecord({ id: 'x', postedAt: NOON, likes: 9 })]);
    await engine.append('posts', 'u-again', [postRecord({ id: 'x', postedAt: NOON, likes: 3 })]);
    expect((await stored('u-again')).map((r) => [r.id, r.likes])).toEqual([
      ['y', 0],
      ['x', 3],
    ]);
    expect((await stored('u-other')).map((r) => [r.id, r.likes])).toEqual([['x', 9]]);
  });

  it('stores a text with a lone surrogate (a cut emoji) with U+FFFD instead of failing', async () => {
    await engine.append('posts', 'u-text', [postRecord({ id: 's', postedAt: NOON, text: 'ok \ud83d fim' })]);
    expect((await stored('u-text'))[0]?.text).toBe('ok \ufffd fim');
  });

  it('stores every field of a post as given: texts, nulls, lists, counts, flags and instants', async () => {
    const post = postRecord({
      id: 'f1',
      postedAt: NOON + 123,
      text: 'ação 😀 "aspas" \\ \n fim',
      url: null,
      uid: 'u-1',
      username: 'Fulana',
      followers: 9_007_199_254_740_991,
      likes: 2.5,
      polarity: 2,
      gender: 1,
      tag: ['a', 'b, c', 'd"e', 'twelve chars', 'thirteen char', 'ção', 'a\u0000b'],
      theme: [],
      device: 'x\u0000y',
      postType: 'twelve chars',
      sacType: 'Post',
      replied: true,
    });
    await engine.append('posts', 'u-fields', [post]);
    const [row] = await engine.query({
      sql: `SELECT text, url, uid, username, followers::VARCHAR AS followers, likes::INTEGER AS likes,
              polarity, gender, tag, theme, device, post_type, sac_type::VARCHAR AS sac_type, replied, dark_post,
              epoch_ms(posted_at)::DOUBLE AS at, channel::VARCHAR AS channel
            FROM posts WHERE universe_id = 'u-fields'`,
      params: {},
    });
    expect(row).toEqual({
      text: post.text,
      url: null,
      uid: 'u-1',
      username: 'Fulana',
      followers: '9007199254740991',
      // A fraction rounds to even as the stored integer column takes it.
      likes: 2,
      polarity: 2,
      gender: 1,
      tag: ['a', 'b, c', 'd"e', 'twelve chars', 'thirteen char', 'ção', 'a\u0000b'],
      theme: [],
      device: 'x\u0000y',
      post_type: 'twelve chars',
      sac_type: 'Post',
      replied: true,
      dark_post: false,
      at: NOON + 123,
      channel: 'twitter',
    });
  });

  it('stores a dataset with nullable instants, numbers and lists (desk tickets)', async () => {
    const ticket = (id: string, closed: boolean) =>
      DeskTicketRecord.parse({
        id,
        botKey: 'bot',
        team: 'Suporte',
        tags: closed ? ['x', 'y'] : [],
        openedAt: NOON,
        assignedAt: closed ? NOON + 1 : null,
        closedAt: closed ? NOON + 2 : null,
        closedBy: closed ? TICKET_CLOSERS[0] : null,
        waitTimeMs: closed ? 1.25 : null,
      });
    await engine.append('desk-tickets', 'u-desk', [ticket('t1', true), ticket('t2', false)]);
    expect(
      await engine.query({
        sql: `SELECT id, tags, epoch_ms(assigned_at)::DOUBLE AS assigned, epoch_ms(closed_at)::DOUBLE AS closed,
                closed_by::VARCHAR AS closed_by, wait_time_ms FROM desk_tickets
              WHERE universe_id = 'u-desk' ORDER BY id`,
        params: {},
      }),
    ).toEqual([
      {
        id: 't1',
        tags: ['x', 'y'],
        assigned: NOON + 1,
        closed: NOON + 2,
        closed_by: TICKET_CLOSERS[0],
        wait_time_ms: 1.25,
      },
      { id: 't2', tags: [], assigned: null, closed: null, closed_by: null, wait_time_ms: null },
    ]);
  });

  it('writes nothing when a batch fails, and counts a new version only on success', async () => {
    const version = await engine.datasetVersion('posts');
    await expect(
      engine.append('posts', 'u-fail', [
        postRecord({ id: 'ok', postedAt: NOON }),
        { ...postRecord({ id: 'bad', postedAt: NOON }), channel: 'orkut' },
      ]),
    ).rejects.toThrow();
    expect(await stored('u-fail')).toEqual([]);
    expect(await engine.datasetVersion('posts')).toBe(version);
  });

  it('leaves nothing staged after a failed batch: the next batch stores its own rows only', async () => {
    for (let k = 0; k < 3; k += 1) {
      await expect(
        engine.append('posts', 'u-after', [
          { ...postRecord({ id: `bad-${k}`, postedAt: NOON }), channel: 'orkut' },
        ]),
      ).rejects.toThrow();
    }
    await engine.append('posts', 'u-after', [postRecord({ id: 'good', postedAt: NOON })]);
    expect((await stored('u-after')).map((r) => r.id)).toEqual(['good']);
  });

  it('takes a universe id with quotes and backslashes as it is', async () => {
    const universe = "u'x\\'; --";
    await engine.append('posts', universe, [postRecord({ id: 'q', postedAt: NOON, likes: 1 })]);
    await engine.append('posts', universe, [postRecord({ id: 'q', postedAt: NOON, likes: 2 })]);
    expect((await stored(universe)).map((r) => [r.id, r.likes])).toEqual([['q', 2]]);
    const [rollup] = await engine.query({
      sql: 'SELECT sum(n)::INTEGER AS n FROM posts_rollup WHERE universe_id = $universe AND dims = $dims',
      params: { universe, dims: rollupDims([]) ?? -1 },
    });
    expect(rollup?.n).toBe(1);
  });

  it('adds new posts to the rollup of hours it already holds: one row a group, as the posts say', async () => {
    const universe = 'u-rollup-add';
    const HOUR = 3_600_000;
    const batch = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, k) =>
        postRecord({
          id: `${prefix}-${k}`,
          postedAt: NOON + (k % 5) * HOUR + k,
          channel: k % 3 === 0 ? 'instagram' : 'twitter',
          polarity: (k % 3) + 1,
          likes: k,
          tags: k % 2 === 0 ? ['elogio'] : ['crise', 'sac'],
        }),
      );
    // The second and third batches fall in hours the first filled (and one hour more), none repeats an id.
    await engine.append('posts', universe, batch('a', 40));
    await engine.append('posts', universe, batch('b', 30));
    await engine.append('posts', universe, [postRecord({ id: 'c', postedAt: NOON + 9 * HOUR, likes: 7 })]);
    const columns = ROLLUP_COLUMNS.join(', ');
    const [stored, fresh, groups] = await Promise.all([
      engine.query({
        sql: `SELECT ${columns} FROM ${POSTS_ROLLUP_TABLE} WHERE universe_id = $universe ORDER BY ALL`,
        params: { universe },
      }),
      engine.query({
        sql: `SELECT ${columns} FROM (${rollupSelect('universe_id = $universe')}) ORDER BY ALL`,
        params: { universe },
      }),
      engine.query({
        sql: `SELECT count(*)::INTEGER AS rows, count(DISTINCT (hour, dims, channel, polarity, gender, device, post_type, tag, theme))::INTEGER AS groups
              FROM ${POSTS_ROLLUP_TABLE} WHERE universe_id = $universe`,
        params: { universe },
      }),
    ]);
    expect(stored.length).toBeGreaterThan(20);
    expect(stored).toEqual(fresh);
    expect(groups[0]?.rows).toBe(groups[0]?.groups);
  });

  it("keeps the own posts' table equal to the posts by the page they were posted on, row for row", async () => {
    const universe = 'u-own';
    const own = (id: string, postedAt: number, likes = 1) =>
      postRecord({
        id,
        postedAt,
        uid: 'marca.fb',
        pid: 'marca.fb',
        username: 'marca',
        likes,
        tags: ['produto'],
      });
    const reply = (id: string, postedAt: number) =>
      postRecord({ id, postedAt, uid: 'cliente', pid: 'marca.fb', username: 'cliente' });
    // Out of time order, a mention without page, a comment on the page and an own post sent twice.
    await engine.append('posts', universe, [
      own('o2', NOON + 2, 5),
      reply('r1', NOON),
      postRecord({ id: 'm1', postedAt: NOON + 1, uid: 'fulano' }),
      own('o1', NOON + 1),
      own('o2', NOON + 3, 6),
    ]);
    // Sent again: o1 is now a customer's comment (leaves the table), r1 the page's own (joins it), o3 new.
    await engine.append('posts', universe, [
      { ...reply('o1', NOON + 1) },
      own('r1', NOON),
      own('o3', NOON + 5),
    ]);
    // Every column the same as the posts' row, each batch's in time order; another universe's own post stays
    // its own.
    await engine.append('posts', 'u-own-other', [own('o1', NOON)]);
    const rows = (table: string, where: string) =>
      engine.query({
        sql: `SELECT * EXCLUDE (posted_at), epoch_ms(posted_at)::DOUBLE AS at FROM ${table}
              WHERE universe_id = $universe AND ${where} ORDER BY rowid`,
        params: { universe },
      });
    const kept = await rows(OWN_POSTS_TABLE, 'true');
    expect(kept.map((r) => [r.id, r.likes, r.at])).toEqual([
      ['o2', 6n, NOON + 3],
      ['r1', 1n, NOON],
      ['o3', 1n, NOON + 5],
    ]);
    const byId = (list: typeof kept) => [...list].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(byId(kept)).toEqual(byId(await rows('posts', 'uid = pid')));
    // A demo's times moved by whole days move its own posts with them.
    await engine.shiftTimes([universe], 2);
    const moved = await rows(OWN_POSTS_TABLE, 'true');
    expect(moved.map((r) => r.at)).toEqual(kept.map((r) => Number(r.at) + 2 * 86_400_000));
    expect(byId(moved)).toEqual(byId(await rows('posts', 'uid = pid')));
  });

  it('never duplicates an id sent by two batches at once (staged side by side, merged one after the other)', async () => {
    const batch = (likes: number) =>
      ['c1', 'c2', 'c3'].map((id) => postRecord({ id, postedAt: NOON, likes }));
    await Promise.all([1, 2, 3, 4].map((likes) => engine.append('posts', 'u-race', batch(likes))));
    const rows = await stored('u-race');
    expect(rows.map((r) => r.id).sort()).toEqual(['c1', 'c2', 'c3']);
    // Each merge replaces a whole batch: all three come from the same one.
    expect(new Set(rows.map((r) => r.likes)).size).toBe(1);
  });
});
