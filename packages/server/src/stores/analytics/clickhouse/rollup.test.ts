import { createClient } from '@clickhouse/client';
import type { IngestRecord } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRecord } from '../../../test-support/post-record.ts';
import { openFreshClickHouse } from '../../../test-support/test-engines.ts';
import { ROLLUP_SETS, rollupDims } from '../posts-rollup.ts';
import { type ClickHouseEngine, openClickHouseEngine } from './clickhouse-engine.ts';
import type { ClickHouseTarget } from './clickhouse-url.ts';

type Post = IngestRecord<'posts'>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Midnight in São Paulo (03:00 UTC), and the last ms of the hour before it. */
const MIDNIGHT = Date.parse('2026-03-12T03:00:00Z');

/** A grouping's key of one post: its hour, the grouping's fields and their values. */
const keyOf = (hour: number, grouping: readonly string[], values: readonly unknown[]) =>
  JSON.stringify([hour, [...grouping].sort(), values.map((v) => v ?? null)]);

/**
 * What the rollup must hold, recounted from the records themselves: per whole UTC hour and grouping (none,
 * one field, a list by polarity), the posts counted (once per list value) and their likes added up.
 */
function recount(posts: readonly Post[]): Map<string, { n: number; likes: number }> {
  const totals = new Map<string, { n: number; likes: number }>();
  for (const post of posts) {
    const hour = post.postedAt - (((post.postedAt % HOUR) + HOUR) % HOUR);
    for (const grouping of ROLLUP_SETS) {
      const list = grouping.find((f) => f === 'tag' || f === 'theme') as 'tag' | 'theme' | undefined;
      for (const value of list ? post[list] : [undefined]) {
        const values = grouping.map((f) => (f === list ? value : post[f as keyof Post]));
        const key = keyOf(hour, grouping, values);
        const total = totals.get(key) ?? { n: 0, likes: 0 };
        totals.set(key, { n: total.n + 1, likes: total.likes + post.likes });
      }
    }
  }
  return totals;
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
    const rows = await on.query({
      sql: `SELECT hour, dims, channel, polarity, gender, device, post_type, tag, theme,
  sum(n) AS posts, sum(likes) AS likes
FROM posts_rollup WHERE universe_id = $universe
GROUP BY hour, dims, channel, polarity, gender, device, post_type, tag, theme
HAVING posts <> 0 OR likes <> 0`,
      params: { universe },
    });
    const held = new Map<string, { n: number; likes: number }>();
    for (const row of rows) {
      const grouping = ROLLUP_SETS.find((set) => rollupDims(set) === Number(row.dims));
      if (!grouping) throw new Error(`no grouping has dims ${String(row.dims)}`);
      const values = grouping.map((f) => row[FIELD_COLUMNS[f] ?? f]);
      const hour = row.hour instanceof Date ? row.hour.getTime() : Number(row.hour);
      held.set(keyOf(hour, grouping, values), { n: Number(row.posts), likes: Number(row.likes) });
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
      tag: ['y'],
      theme: ['preço'],
    }),
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
