import fs from 'node:fs/promises';
import path from 'node:path';
import { type DuckDBConnection, DuckDBInstance, DuckDBTimestampTZValue, listValue } from '@duckdb/node-api';
import { type AnalyticsEngine, type AnalyticsRow, type PostRecord, QueryTimeoutError } from '../engine.ts';
import { createConnectionPool } from './connection-pool.ts';
import { duckdbMigrations } from './migrations.ts';

async function migrate(connection: DuckDBConnection): Promise<void> {
  await connection.run(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name VARCHAR, applied_at TIMESTAMPTZ DEFAULT now())',
  );
  const reader = await connection.runAndReadAll('SELECT version FROM schema_migrations');
  const applied = new Set(reader.getRowObjectsJS().map((row) => Number(row.version)));
  for (const migration of duckdbMigrations) {
    if (applied.has(migration.version)) continue;
    await connection.run('BEGIN TRANSACTION');
    await connection.run(migration.sql);
    await connection.run('INSERT INTO schema_migrations (version, name) VALUES ($version, $name)', {
      version: migration.version,
      name: migration.name,
    });
    await connection.run('COMMIT');
  }
}

function appendPost(appender: Awaited<ReturnType<DuckDBConnection['createAppender']>>, r: PostRecord): void {
  appender.appendVarchar(r.universeId);
  appender.appendVarchar(r.id);
  appender.appendTimestampTZ(new DuckDBTimestampTZValue(BigInt(r.postedAt) * 1000n));
  appender.appendVarchar(r.channel);
  appender.appendTinyInt(r.polarity);
  appender.appendTinyInt(r.gender);
  appender.appendVarchar(r.device);
  appender.appendVarchar(r.tag);
  appender.appendVarchar(r.theme);
  appender.appendVarchar(r.group);
  appender.appendVarchar(r.postType);
  appender.appendVarchar(r.uid);
  appender.appendVarchar(r.username);
  appender.appendInteger(r.followers);
  appender.appendInteger(r.likes);
  appender.appendInteger(r.comments);
  appender.appendInteger(r.shares);
  appender.appendInteger(r.views);
  appender.appendInteger(r.impressions);
  appender.appendInteger(r.reach);
  appender.appendInteger(r.interactions);
  appender.appendInteger(r.fbViews);
  appender.appendVarchar(r.sacType);
  appender.appendVarchar(r.sacStatus);
  appender.appendVarchar(r.operator);
  appender.appendVarchar(r.pid);
  appender.appendVarchar(r.text);
  appender.endRow();
}

/** DuckDB in one file: the embedded analytics engine. */
export async function openDuckDbEngine(file: string, connections = 2): Promise<AnalyticsEngine> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const instance = await DuckDBInstance.create(file);
  const pool = await createConnectionPool(instance, connections);
  // ICU is built in but loads after start-up, so the session zone is set here rather than at create time.
  await pool.use((connection) => connection.run("SET TimeZone = 'UTC'"));
  await pool.use(migrate);

  return {
    driver: 'duckdb',
    query: (plan, timeoutMs = 60_000) =>
      pool.use(async (connection) => {
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          connection.interrupt();
        }, timeoutMs);
        try {
          const reader = await connection.runAndReadAll(plan.sql, plan.params);
          return reader.getRowObjectsJS() as AnalyticsRow[];
        } catch (error) {
          throw timedOut ? new QueryTimeoutError(timeoutMs) : error;
        } finally {
          clearTimeout(timer);
        }
      }),
    appendPosts: (rows) =>
      pool.use(async (connection) => {
        const appender = await connection.createAppender('posts');
        for (const row of rows) appendPost(appender, row);
        appender.closeSync();
        return rows.length;
      }),
    shiftPostTimes: (universeIds, days) =>
      pool.use(async (connection) => {
        await connection.run(
          'UPDATE posts SET posted_at = posted_at + to_days(CAST($days AS INTEGER)) WHERE list_contains($ids, universe_id)',
          { days, ids: listValue([...universeIds]) },
        );
      }),
    ping: () =>
      pool.use(async (connection) => {
        await connection.run('SELECT 1');
      }),
    async close() {
      pool.close();
      instance.closeSync();
    },
  };
}
