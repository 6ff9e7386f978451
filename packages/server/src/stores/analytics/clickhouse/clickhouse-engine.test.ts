import { createClient } from '@clickhouse/client';
import { DeskTicketRecord } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRecord } from '../../../test-support/post-record.ts';
import { openFreshClickHouse } from '../../../test-support/test-engines.ts';
import { QueryTimeoutError } from '../engine.ts';
import { type ClickHouseEngine, openClickHouseEngine } from './clickhouse-engine.ts';
import type { ClickHouseTarget } from './clickhouse-url.ts';

const NOON = Date.parse('2026-03-12T15:00:00Z');

/** Rows of a statement on one host's own table (what that shard holds), read without the engine. */
async function onHost(target: ClickHouseTarget, host: number, sql: string) {
  const client = createClient({
    url: target.hosts[host],
    username: target.username,
    password: target.password,
    database: target.database,
  });
  try {
    return await (await client.query({ query: sql, format: 'JSONEachRow' })).json<Record<string, unknown>>();
  } finally {
    await client.close();
  }
}

describe.skipIf(!process.env.TEST_CLICKHOUSE_URL)('the ClickHouse engine (the test cluster)', () => {
  let target: ClickHouseTarget;
  let engine: ClickHouseEngine;
  beforeAll(async () => {
    ({ target, engine } = await openFreshClickHouse());
  });
  afterAll(() => engine.close());

  const stored = (universe: string) =>
    engine.query({
      sql: 'SELECT id, text, likes, posted_at FROM posts WHERE universe_id = $universe ORDER BY posted_at, id',
      params: { universe },
    });

  it('stores the last record of a repeated id, reads instants back as Dates and counts as numbers', async () => {
    await engine.append('posts', 'u-order', [
      postRecord({ id: 'b', postedAt: NOON + 2, likes: 1 }),
      postRecord({ id: 'a', postedAt: NOON + 1, likes: 1, text: "l'água \\ $x" }),
      postRecord({ id: 'b', postedAt: NOON, likes: 2 }),
    ]);
    expect(await stored('u-order')).toEqual([
      { id: 'b', text: '', likes: 2, posted_at: new Date(NOON) },
      { id: 'a', text: "l'água \\ $x", likes: 1, posted_at: new Date(NOON + 1) },
    ]);
  });

  it('counts a record sent twice once, and a re-sent record that changed (even its time) at its new values only', async () => {
    const first = [
      postRecord({ id: 'x', postedAt: NOON, likes: 1 }),
      postRecord({ id: 'y', postedAt: NOON }),
    ];
    await engine.append('posts', 'u-resend', first);
    const version = await engine.datasetVersion('posts');
    await engine.append('posts', 'u-resend', first);
    // Nothing was written: the cached answers stay valid.
    expect(await engine.datasetVersion('posts')).toBe(version);
    await engine.append('posts', 'u-resend', [
      postRecord({ id: 'x', postedAt: NOON + 86_400_000, likes: 5 }),
    ]);
    const rows = await stored('u-resend');
    expect(rows.map((r) => [r.id, r.likes, (r.posted_at as Date).getTime()])).toEqual([
      ['y', 0, NOON],
      ['x', 5, NOON + 86_400_000],
    ]);
    const [count] = await engine.query({
      sql: "SELECT count() AS n, uniqExact(id) AS ids FROM posts WHERE universe_id = 'u-resend'",
      params: {},
    });
    expect(count).toEqual({ n: 2, ids: 2 });
  });

  it('stores nothing when reading the records fails midway', async () => {
    async function* pieces() {
      yield [postRecord({ id: 'p1', postedAt: NOON })];
      throw new Error('the body broke');
    }
    await expect(engine.append('posts', 'u-broken', pieces())).rejects.toThrow('the body broke');
    expect(await stored('u-broken')).toEqual([]);
  });

  it('keeps each universe on one shard and spreads universes over both', async () => {
    const universes = Array.from({ length: 12 }, (_, i) => `u-shard-${i}`);
    for (const universe of universes) {
      await engine.append('posts', universe, [
        postRecord({ id: '1', postedAt: NOON }),
        postRecord({ id: '2', postedAt: NOON + 1 }),
      ]);
    }
    const perHost = await Promise.all(
      target.hosts.map((_, host) =>
        onHost(
          target,
          host,
          "SELECT universe_id, count() AS n FROM posts_local WHERE universe_id LIKE 'u-shard-%' GROUP BY universe_id",
        ),
      ),
    );
    const held = perHost.map((rows) => rows.map((r) => String(r.universe_id)));
    if (target.hosts.length > 1) {
      expect(held.every((universesOfHost) => universesOfHost.length > 0)).toBe(true);
      expect(new Set(held.flat()).size).toBe(held.flat().length);
    }
    expect(held.flat().sort()).toEqual([...universes].sort());
    const [all] = await engine.query({
      sql: "SELECT count() AS n FROM posts WHERE universe_id LIKE 'u-shard-%'",
      params: {},
    });
    expect(all?.n).toBe(24);
  });

  it('never loses a changed record two instances re-send at the same moment', async () => {
    await engine.append('posts', 'u-race', [postRecord({ id: 'x', postedAt: NOON, likes: 1 })]);
    const other = await openClickHouseEngine(target);
    try {
      await Promise.all([
        engine.append('posts', 'u-race', [postRecord({ id: 'x', postedAt: NOON, likes: 2 })]),
        other.append('posts', 'u-race', [postRecord({ id: 'x', postedAt: NOON, likes: 2 })]),
      ]);
    } finally {
      await other.close();
    }
    const rows = await stored('u-race');
    // At least one row, every one at the new values (at most the two new ones: the next re-send repairs it).
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.likes === 2)).toBe(true);
  });

  it.skipIf(!process.env.TEST_CLICKHOUSE_URL?.includes(','))(
    'refuses a URL naming fewer hosts than the cluster has shards',
    async () => {
      const [firstHost = ''] = target.hosts;
      await expect(openClickHouseEngine({ ...target, hosts: [firstHost] })).rejects.toThrow(
        "ANALYTICS_URL names 1 hosts, the cluster 'mirante' has 2 shards",
      );
    },
  );

  it('shares the dataset version with every other instance on the same store', async () => {
    const other = await openClickHouseEngine(target);
    try {
      const before = await other.datasetVersion('desk-tickets');
      await engine.append('desk-tickets', 'u-version', [
        DeskTicketRecord.parse({ id: 't1', botKey: 'b', team: 'a', openedAt: NOON }),
      ]);
      expect(await other.datasetVersion('desk-tickets')).toBe(before + 1);
    } finally {
      await other.close();
    }
  });

  it('moves every instant of a universe by whole days, and no other universe', async () => {
    await engine.append('posts', 'u-shift', [postRecord({ id: 's', postedAt: NOON })]);
    await engine.append('posts', 'u-stay', [postRecord({ id: 's', postedAt: NOON })]);
    await engine.shiftTimes(['u-shift'], 3);
    expect((await stored('u-shift')).map((r) => (r.posted_at as Date).getTime())).toEqual([
      NOON + 3 * 86_400_000,
    ]);
    expect((await stored('u-stay')).map((r) => (r.posted_at as Date).getTime())).toEqual([NOON]);
  });

  it('adds at start the columns a newer schema has, old rows reading their default', async () => {
    await engine.append('posts', 'u-migrate', [postRecord({ id: 'm', postedAt: NOON, fbViews: 3 })]);
    for (const [host] of target.hosts.entries()) {
      for (const table of target.cluster === null ? ['posts'] : ['posts', 'posts_local'])
        await onHost(target, host, `ALTER TABLE ${table} DROP COLUMN fb_views`);
    }
    const reopened = await openClickHouseEngine(target);
    try {
      const rows = await reopened.query({
        sql: "SELECT id, fb_views FROM posts WHERE universe_id = 'u-migrate'",
        params: {},
      });
      expect(rows).toEqual([{ id: 'm', fb_views: 0 }]);
    } finally {
      await reopened.close();
    }
  });

  it('gives an ENUM field at start the values a newer schema lists', async () => {
    // As a build before `Bluesky` was a channel left the posts and their rollup.
    const older = (type: string) => type.replace(/, 'Bluesky' = \d+/, '');
    for (const [host] of target.hosts.entries()) {
      for (const table of ['posts', 'posts_local', 'posts_rollup', 'posts_rollup_local']) {
        const [channel] = await onHost(
          target,
          host,
          `SELECT type FROM system.columns WHERE database = currentDatabase() AND table = '${table}' AND name = 'channel'`,
        );
        if (!channel) continue;
        expect(String(channel.type)).toContain("'Bluesky'");
        await onHost(
          target,
          host,
          `ALTER TABLE ${table} MODIFY COLUMN channel ${older(String(channel.type))}`,
        );
      }
    }
    await expect(
      engine.append('posts', 'u-enum', [postRecord({ id: 'b', postedAt: NOON, channel: 'Bluesky' })]),
    ).rejects.toThrow();
    const reopened = await openClickHouseEngine(target);
    try {
      await reopened.append('posts', 'u-enum', [postRecord({ id: 'b', postedAt: NOON, channel: 'Bluesky' })]);
      const rows = await reopened.query({
        sql: "SELECT id, channel FROM posts WHERE universe_id = 'u-enum'",
        params: {},
      });
      expect(rows).toEqual([{ id: 'b', channel: 'Bluesky' }]);
    } finally {
      await reopened.close();
    }
  });

  it('stops a query past its time limit with QueryTimeoutError', async () => {
    await expect(
      engine.query({ sql: 'SELECT sum(sipHash64(number)) FROM numbers(100000000000)', params: {} }, 1_000),
    ).rejects.toBeInstanceOf(QueryTimeoutError);
  });
});
