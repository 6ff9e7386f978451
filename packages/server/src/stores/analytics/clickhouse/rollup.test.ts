import { createClient } from '@clickhouse/client';
import { type IngestRecord, PostRecord } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRecord } from '../../../test-support/post-record.ts';
import { openFreshClickHouse } from '../../../test-support/test-engines.ts';
import { ROLLUP_SETS, rollupDims } from '../posts-rollup.ts';
import { type ClickHouseEngine, openClickHouseEngine } from './clickhouse-engine.ts';
import type { ClickHouseTarget } from './clickhouse-url.ts';
import { type HostConnector, httpHosts } from './host-client.ts';

type Post = IngestRecord<'posts'>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Midnight in São Paulo (03:00 UTC), and the last ms of the hour before it. */
const MIDNIGHT = Date.parse('2026-03-12T03:00:00Z');

/** A grouping's key of one post: its hour, the grouping's fields and their values. */
const keyOf = (hour: number, grouping: readonly string[], values: readonly unknown[]) =>
  JSON.stringify([hour, [...grouping].sort(), values.map((v) => v ?? null)]);

/** The continuous fields the rollup adds up (posts-rollup.ts: ROLLUP_SUMS), as record fields. */
const SUMMED = [
  'likes',
  'comments',
  'interactions',
  'shares',
  'views',
  'fbViews',
  'impressions',
  'reach',
] as const;

/**
 * What the rollup must hold, recounted from the records themselves: per whole UTC hour and grouping (none,
 * one field, a list by polarity), the posts counted (once per list value, duplicates too) and each
 * continuous field added up exactly (BigInt, as texts).
 */
function recount(posts: readonly Post[]): Map<string, { n: number; sums: string[] }> {
  const totals = new Map<string, { n: number; sums: bigint[] }>();
  for (const post of posts) {
    const hour = Math.floor(post.postedAt / HOUR) * HOUR;
    for (const grouping of ROLLUP_SETS) {
      const list = grouping.find((f) => f === 'tag' || f === 'theme') as 'tag' | 'theme' | undefined;
      for (const value of list ? post[list] : [undefined]) {
        const values = grouping.map((f) => (f === list ? value : post[f as keyof Post]));
        const key = keyOf(hour, grouping, values);
        const total = totals.get(key) ?? { n: 0, sums: SUMMED.map(() => 0n) };
        totals.set(key, {
          n: total.n + 1,
          sums: total.sums.map((sum, i) => sum + BigInt(post[SUMMED[i] as (typeof SUMMED)[number]] ?? 0)),
        });
      }
    }
  }
  return new Map([...totals].map(([key, t]) => [key, { n: t.n, sums: t.sums.map(String) }]));
}

const FIELD_COLUMNS: Record<string, string> = { postType: 'post_type' };

describe.skipIf(!process.env.TEST_CLICKHOUSE_URL)('the posts rollup on ClickHouse (the test cluster)', () => {
  let target: ClickHouseTarget;
  let engine: ClickHouseEngine;
  beforeAll(async () => {
    ({ target, engine } = await openFreshClickHouse());
  });
  afterAll(() => engine.close());

  /** The rollup of a universe as a reader adds it up: per hour, grouping and values, rows adding to nothing left out. */
  async function heldRollup(universe: string, on: ClickHouseEngine = engine) {
    const columns = [
      'likes',
      'comments',
      'interactions',
      'shares',
      'views',
      'fb_views',
      'impressions',
      'reach',
    ];
    const rows = await on.query({
      sql: `SELECT hour, dims, channel, polarity, gender, device, post_type, tag, theme,
  sum(n) AS posts, ${columns.map((c) => `toString(sum(${c})) AS total_${c}`).join(', ')}
FROM posts_rollup WHERE universe_id = $universe
GROUP BY hour, dims, channel, polarity, gender, device, post_type, tag, theme
HAVING posts <> 0 OR ${columns.map((c) => `sum(${c}) <> 0`).join(' OR ')}`,
      params: { universe },
    });
    const held = new Map<string, { n: number; sums: string[] }>();
    for (const row of rows) {
      const grouping = ROLLUP_SETS.find((set) => rollupDims(set) === Number(row.dims));
      if (!grouping) throw new Error(`no grouping has dims ${String(row.dims)}`);
      const values = grouping.map((f) => row[FIELD_COLUMNS[f] ?? f]);
      const hour = row.hour instanceof Date ? row.hour.getTime() : Number(row.hour);
      held.set(keyOf(hour, grouping, values), {
        n: Number(row.posts),
        sums: columns.map((c) => String(row[`total_${c}`])),
      });
    }
    return held;
  }

  const posts = (): Post[] => [
    postRecord({
      id: 'a',
      postedAt: MIDNIGHT - 1,
      channel: 'twitter',
      likes: 3,
      polarity: 1,
      tag: ['x', 'y'],
    }),
    postRecord({
      id: 'b',
      postedAt: MIDNIGHT,
      channel: 'instagram',
      likes: 5,
      polarity: -1,
      device: 'iPhone',
    }),
    postRecord({ id: 'c', postedAt: MIDNIGHT + HOUR - 1, likes: 7, theme: ['preço'], postType: 'reply' }),
    postRecord({
      id: 'd',
      postedAt: MIDNIGHT + DAY,
      channel: 'facebook',
      likes: 0,
      tag: ['y', 'y'],
      theme: ['preço'],
    }),
    // Before 1970: its hour is the one before, not the one toward zero.
    PostRecord.parse({ id: 'e', channel: 'news', postedAt: '1969-12-31T23:30:00Z', likes: 1, reach: 4 }),
    // Two sums past 2^53 together, in one hour and grouping.
    postRecord({ id: 'f', postedAt: MIDNIGHT + DAY + 5, channel: 'facebook', views: 2 ** 52 + 1 }),
    postRecord({ id: 'g', postedAt: MIDNIGHT + DAY + 6, channel: 'facebook', views: 2 ** 52 + 2 }),
  ];
  /** The last record of each id, as the engine keeps them. */
  const latest = (...batches: Post[][]) => [
    ...new Map(batches.flat().map((post) => [post.id, post] as const)).values(),
  ];

  it('holds, per hour and grouping, what the posts recount, after sends, an unchanged re-send and changes', async () => {
    const first = posts();
    await engine.append('posts', 'u-rollup', first);
    expect(await heldRollup('u-rollup')).toEqual(recount(first));

    // Sent twice: nothing is written, the rollup keeps its rows.
    const countRows = async () =>
      Number(
        (
          await engine.query({
            sql: "SELECT count() AS n FROM posts_rollup WHERE universe_id = 'u-rollup'",
            params: {},
          })
        )[0]?.n,
      );
    const rowsBefore = await countRows();
    await engine.append('posts', 'u-rollup', posts());
    expect(await countRows()).toBe(rowsBefore);

    // Changed: moved to another hour and channel, other tags and likes; an id repeated in the batch.
    const changed = [
      postRecord({ id: 'a', postedAt: MIDNIGHT + 2 * HOUR, channel: 'youtube', likes: 1, tag: ['z'] }),
      postRecord({
        id: 'b',
        postedAt: MIDNIGHT,
        channel: 'instagram',
        likes: 6,
        polarity: 0,
        device: 'iPhone',
      }),
      postRecord({ id: 'b', postedAt: MIDNIGHT, channel: 'instagram', likes: 9, polarity: 0, device: null }),
      postRecord({ id: 'e', postedAt: MIDNIGHT + HOUR, likes: 2 }),
    ];
    await engine.append('posts', 'u-rollup', changed);
    expect(await heldRollup('u-rollup')).toEqual(recount(latest(first, changed)));
  });

  it('takes an append back when its rollup rows fail, so that a retry stores it whole', async () => {
    let failing = false;
    const connect: HostConnector = (database) =>
      httpHosts(target)(database).map((client) => ({
        ...client,
        insert: async (params) => {
          if (failing && params.table.startsWith('posts_rollup')) {
            failing = false;
            throw new Error('the rollup insert failed');
          }
          return client.insert(params);
        },
      }));
    const flaky = await openClickHouseEngine(target, connect);
    try {
      const first = posts().slice(0, 2);
      await flaky.append('posts', 'u-rollup-undo', first.slice(0, 1));
      failing = true;
      await expect(flaky.append('posts', 'u-rollup-undo', first)).rejects.toThrow('the rollup insert failed');
      const stored = await flaky.query({
        sql: "SELECT id FROM posts WHERE universe_id = 'u-rollup-undo' ORDER BY id",
        params: {},
      });
      expect(stored).toEqual([{ id: 'a' }]);
      expect(await heldRollup('u-rollup-undo')).toEqual(recount(first.slice(0, 1)));
      await flaky.append('posts', 'u-rollup-undo', first);
      expect(await heldRollup('u-rollup-undo')).toEqual(recount(first));
    } finally {
      await flaky.close();
    }
  });

  it('moves with its posts by whole days, and goes with the universe', async () => {
    const sent = posts();
    await engine.append('posts', 'u-rollup-shift', sent);
    await engine.shiftTimes(['u-rollup-shift'], 2);
    expect(await heldRollup('u-rollup-shift')).toEqual(
      recount(sent.map((post) => ({ ...post, postedAt: post.postedAt + 2 * DAY }))),
    );
    await engine.removeUniverse('posts', 'u-rollup-shift');
    expect(await heldRollup('u-rollup-shift')).toEqual(new Map());
  });

  it('is filled at start from the posts a host already holds when it has no rollup yet', async () => {
    const sent = posts();
    await engine.append('posts', 'u-rollup-fill', sent);
    // Another universe, whose ledger holds a change: filled again from what its posts now say.
    const other = [postRecord({ id: 'a', postedAt: MIDNIGHT, likes: 4, tag: ['x'] })];
    const otherChanged = [postRecord({ id: 'a', postedAt: MIDNIGHT + DAY, likes: 8, tag: ['w'] })];
    await engine.append('posts', 'u-rollup-fill-2', other);
    await engine.append('posts', 'u-rollup-fill-2', otherChanged);
    for (const url of target.hosts) {
      const client = createClient({
        url,
        username: target.username,
        password: target.password,
        database: target.database,
      });
      try {
        for (const table of target.cluster === null
          ? ['posts_rollup']
          : ['posts_rollup', 'posts_rollup_local'])
          await client.command({ query: `DROP TABLE ${table}` });
      } finally {
        await client.close();
      }
    }
    const reopened = await openClickHouseEngine(target);
    try {
      expect(await heldRollup('u-rollup-fill', reopened)).toEqual(recount(sent));
      expect(await heldRollup('u-rollup-fill-2', reopened)).toEqual(recount(otherChanged));
    } finally {
      await reopened.close();
    }
  });
});
