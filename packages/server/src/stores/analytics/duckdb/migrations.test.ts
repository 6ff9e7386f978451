import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRecord } from '../../../test-support/post-record.ts';
import { openDuckDbEngine } from './duckdb-engine.ts';
import { duckdbMigrations } from './migrations.ts';

const NOON = Date.parse('2026-03-12T15:00:00Z');

/** A data dir as a build before posts had quotes left it: the schema to version 5, with two posts in it. */
async function oldDataDir(file: string): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  try {
    await connection.run(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name VARCHAR, applied_at TIMESTAMPTZ DEFAULT now())',
    );
    for (const migration of duckdbMigrations.filter((m) => m.version <= 5)) {
      await connection.run(migration.sql);
      await connection.run('INSERT INTO schema_migrations (version, name) VALUES ($version, $name)', {
        version: migration.version,
        name: migration.name,
      });
    }
    await connection.run(`INSERT INTO posts (universe_id, id, posted_at, channel, text, followers, likes, comments,
      interactions, shares, views, fb_views, impressions, reach, polarity, gender, tag, theme, "group", replied,
      dark_post, favorite) VALUES ('old', 'p-old', make_timestamptz(${NOON * 1000}), 'twitter', 'antes', 0, 2, 1, 3,
      0, 0, 0, 0, 0, 1, 0, [], [], [], false, false, false), ('old', 'p-page', make_timestamptz(${NOON * 1000}),
      'facebook', 'da marca', 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, [], [], [], false, false, false)`);
    await connection.run("UPDATE posts SET uid = 'marca', pid = 'marca' WHERE id = 'p-page'");
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

describe('the analytics schema of an existing data dir', () => {
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-old-analytics-'));
    file = path.join(dir, 'analytics.duckdb');
    await oldDataDir(file);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('opens a data dir from before quotes and own posts: 0 quotes, interactions kept, own posts in their table', async () => {
    const engine = await openDuckDbEngine(file);
    try {
      const query = (sql: string) => engine.query({ sql, params: {} });
      expect(
        await query(
          "SELECT quotes::INTEGER AS quotes, interactions::INTEGER AS interactions FROM posts WHERE id = 'p-old'",
        ),
      ).toEqual([{ quotes: 0, interactions: 3 }]);
      expect(await query('SELECT max(version) AS version FROM schema_migrations')).toEqual([
        { version: duckdbMigrations.at(-1)?.version },
      ]);
      await engine.append('posts', 'old', [postRecord({ id: 'p-new', postedAt: NOON, likes: 1, quotes: 2 })]);
      expect(
        await query(
          "SELECT id, quotes::INTEGER AS quotes, interactions::INTEGER AS interactions FROM posts WHERE universe_id = 'old' ORDER BY id",
        ),
      ).toEqual([
        { id: 'p-new', quotes: 2, interactions: 3 },
        { id: 'p-old', quotes: 0, interactions: 3 },
        { id: 'p-page', quotes: 0, interactions: 0 },
      ]);
      // The page's own post, stored before own posts had their table, is in it.
      expect(await query('SELECT universe_id, id FROM own_posts')).toEqual([
        { universe_id: 'old', id: 'p-page' },
      ]);
      // Like every count, quotes is never NULL.
      await expect(query("UPDATE posts SET quotes = NULL WHERE id = 'p-old'")).rejects.toThrow(/NOT NULL/);
    } finally {
      await engine.close();
    }
  });
});
