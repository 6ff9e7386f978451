import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRecord } from '../../test-support/post-record.ts';
import { openDuckDbEngine } from './duckdb/duckdb-engine.ts';
import { duckdbMigrations } from './duckdb/migrations.ts';
import type { AnalyticsEngine, AnalyticsRow } from './engine.ts';

const NOON = Date.parse('2026-03-12T15:00:00Z');

/** Authors as they come: uids with and without usernames, one username in several cases, '' and none. */
const AUTHORS: { uid: string | null; username: string | null }[] = [
  { uid: 'u-1', username: 'Ana' },
  { uid: 'ig-1', username: 'ana' },
  { uid: null, username: 'ANA' },
  { uid: 'u-2', username: 'Bruno' },
  { uid: 'u-2', username: 'bruno_novo' },
  { uid: 'u-3', username: '' },
  { uid: 'u-4', username: null },
  { uid: null, username: null },
  { uid: 'Bruno', username: null },
  { uid: null, username: 'u-1' },
];

interface KeyedPost {
  uid: string | null;
  username: string | null;
  author_key: number | null;
  name_key: number | null;
}

/**
 * What the keys promise, pair by pair: equal author keys (up to sign) exactly for equal coalesce(uid, username),
 * negative exactly without uid, equal name keys exactly for equal lower-cased usernames, 0 for '', none for none.
 */
function expectKeysKeepTheirPromise(posts: readonly KeyedPost[]) {
  for (const a of posts) {
    const who = a.uid ?? a.username;
    expect(a.author_key === null).toBe(who === null);
    if (a.author_key !== null) expect(a.author_key < 0).toBe(a.uid === null);
    if (a.username === null) expect(a.name_key).toBeNull();
    else if (a.username === '') expect(a.name_key).toBe(0);
    else expect(a.name_key).toBeGreaterThan(0);
    for (const b of posts) {
      if (a.author_key !== null && b.author_key !== null) {
        expect(Math.abs(a.author_key) === Math.abs(b.author_key)).toBe(who === (b.uid ?? b.username));
      }
      if (a.name_key && b.name_key) {
        expect(a.name_key === b.name_key).toBe(a.username?.toLowerCase() === b.username?.toLowerCase());
      }
    }
  }
}

const keyed = (rows: AnalyticsRow[]): KeyedPost[] =>
  rows.map((row) => ({
    uid: row.uid === null ? null : String(row.uid),
    username: row.username === null ? null : String(row.username),
    author_key: row.author_key === null ? null : Number(row.author_key),
    name_key: row.name_key === null ? null : Number(row.name_key),
  }));

const KEYS_OF = (universe: string) =>
  `SELECT uid, username, author_key, name_key FROM posts WHERE universe_id = '${universe}' ORDER BY id`;

describe('author keys', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
  });
  afterAll(() => engine.close());

  it('are given by every append, the same text keeping its key across batches', async () => {
    const posts = AUTHORS.map((author, i) => postRecord({ id: `p${i}`, postedAt: NOON + i, ...author }));
    await engine.append('posts', 'u-keys', posts.slice(0, 4));
    await engine.append('posts', 'u-keys', posts.slice(4));
    // A batch of texts all known already, and a record sent again.
    await engine.append('posts', 'u-keys', [
      postRecord({ id: 'again', postedAt: NOON + 50, uid: 'u-2', username: 'BRUNO' }),
      posts[0] as (typeof posts)[number],
    ]);
    const rows = keyed(await engine.query({ sql: KEYS_OF('u-keys'), params: {} }));
    expect(rows).toHaveLength(AUTHORS.length + 1);
    expectKeysKeepTheirPromise(rows);
  });

  it('are numbered per universe', async () => {
    await engine.append('posts', 'u-keys-2', [
      postRecord({ id: 'x', postedAt: NOON, uid: 'only', username: 'One' }),
    ]);
    const [row] = keyed(await engine.query({ sql: KEYS_OF('u-keys-2'), params: {} }));
    // 'one' (the folded username) and 'only' (the uid): the first two ids of this universe.
    expect([row?.name_key, row?.author_key]).toEqual([1, 2]);
  });

  it('are given to the posts stored before them by their migration', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      for (const migration of duckdbMigrations.filter((m) => m.version < 4))
        await connection.run(migration.sql);
      const values = AUTHORS.map((a, i) => {
        const text = (value: string | null) => (value === null ? 'NULL' : `'${value}'`);
        return `('${i % 2 ? 'm1' : 'm2'}', 'p${i}', now(), 'twitter', '', ${text(a.uid)}, ${text(a.username)}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, [], [], [], false, false, false)`;
      });
      await connection.run(`INSERT INTO posts (universe_id, id, posted_at, channel, text, uid, username, followers,
        likes, comments, interactions, shares, views, fb_views, impressions, reach, polarity, gender, tag, theme,
        "group", replied, dark_post, favorite) VALUES ${values.join(', ')}`);
      const migration = duckdbMigrations.find((m) => m.version === 4);
      await connection.run(migration?.sql ?? '');
      for (const universe of ['m1', 'm2']) {
        const reader = await connection.runAndReadAll(KEYS_OF(universe));
        expectKeysKeepTheirPromise(keyed(reader.getRowObjectsJS() as AnalyticsRow[]));
      }
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
