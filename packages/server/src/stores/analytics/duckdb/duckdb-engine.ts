import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DuckDBConnection, DuckDBInstance, listValue } from '@duckdb/node-api';
import { CHARTS_TIMEOUT_MS, INGEST_DATASETS, type IngestDataset } from '@mirante/core';
import { duckDbDialect } from '../compiler/dialect.ts';
import { DATASET_TABLES } from '../datasets.ts';
import { type AnalyticsEngine, type AnalyticsRow, QueryTimeoutError, type SqlPlan } from '../engine.ts';
import { createKeyedLock } from '../keyed-lock.ts';
import { OWN_POSTS_TABLE } from '../own-posts.ts';
import { POSTS_ROLLUP_TABLE } from '../posts-rollup.ts';
import { asRecords, recordReads, summaryOf } from '../record-reads.ts';
import { createConnectionPool } from './connection-pool.ts';
import { duckdbMigrations } from './migrations.ts';
import { mergeStaged, stageBatch } from './staged-batch.ts';
import { stagingChunks } from './staging-chunks.ts';

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

/** A TIMESTAMPTZ column as ms since the epoch. */
const epochMs = (column: string) => `epoch_ms(${column})`;

/** DuckDB in one file: the embedded analytics engine. */
export async function openDuckDbEngine(file: string, connections = 2): Promise<AnalyticsEngine> {
  if (file !== ':memory:') await fs.mkdir(path.dirname(file), { recursive: true });
  const instance = await DuckDBInstance.create(file);
  const pool = await createConnectionPool(instance, connections);
  // Appends stage and merge on connections of their own, so a batch waiting for its turn holds none of the
  // queries' connections.
  const writers = await createConnectionPool(instance, 2);
  // ICU is built in but loads after start-up, so the session zone is set here rather than at create time.
  await pool.use((connection) => connection.run("SET TimeZone = 'UTC'"));
  // DuckDB's thread count (each running query's own thread included): one core less than the machine, left to
  // Node (HTTP, JSON, ingest parsing). A dashboard's cards query at once, so concurrent queries fill the cores
  // anyway; on 2 cores DuckDB's extra worker cost a cold dashboard about a quarter more CPU and the ingest API
  // about a quarter of its rate.
  await pool.use((connection) =>
    connection.run(`SET threads = ${Math.max(1, os.availableParallelism() - 1)}`),
  );
  // Appends write the WAL (synced at each commit, so nothing is less durable); at the default 16 MB a
  // checkpoint followed nearly every batch, compressing the same last row groups again and again.
  await pool.use((connection) => connection.run("SET checkpoint_threshold = '256MB'"));
  await pool.use(migrate);
  const versions = new Map<IngestDataset, number>();
  const writeLocks = createKeyedLock<IngestDataset>();

  // Lists bind as DuckDB LIST values; everything else as it is.
  const bind = (params: SqlPlan['params']) =>
    Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? listValue([...v]) : v]),
    ) as Record<string, never>;

  const run = (plan: SqlPlan) =>
    pool.use(async (connection) => {
      await connection.run(plan.sql, bind(plan.params));
    });

  const query = (plan: SqlPlan, timeoutMs = CHARTS_TIMEOUT_MS): Promise<AnalyticsRow[]> =>
    pool.use(async (connection) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        connection.interrupt();
      }, timeoutMs);
      try {
        const reader = await connection.runAndReadAll(plan.sql, bind(plan.params));
        return reader.getRowObjectsJS() as AnalyticsRow[];
      } catch (error) {
        throw timedOut ? new QueryTimeoutError(timeoutMs) : error;
      } finally {
        clearTimeout(timer);
      }
    });

  return {
    driver: 'duckdb',
    dialect: duckDbDialect,
    query,

    async append(dataset, universeId, records) {
      const table = DATASET_TABLES[dataset];
      // The batch becomes typed column vectors and fills a writer connection's staging table while another
      // batch may be merging, then waits for the dataset's lock to merge by id.
      const staged = await stagingChunks(
        table,
        records as readonly Record<string, unknown>[] | AsyncIterable<readonly Record<string, unknown>[]>,
      );
      if (staged.records === 0) return 0;
      await writers.use(async (connection) => {
        await stageBatch(connection, table, staged);
        // One merge per dataset at a time: two batches sharing an id must not both find it absent.
        await writeLocks(dataset, () => mergeStaged(connection, table, universeId, staged));
      });
      versions.set(dataset, (versions.get(dataset) ?? 0) + 1);
      return staged.records;
    },

    // One process owns the file: its own count is every instance's.
    datasetVersion: async (dataset) => versions.get(dataset) ?? 0,

    async readRecords(dataset, universeId, after, limit) {
      const rows = await query(recordReads(dataset, epochMs).page(universeId, after, limit));
      return asRecords(dataset, rows);
    },

    recordsSummary: (dataset, universeId) => summaryOf(query, recordReads(dataset, epochMs), universeId),

    async removeUniverse(dataset, universeId) {
      const tables = [
        DATASET_TABLES[dataset].table,
        // The posts' own tables go with them (the author keys stay: ids are never reused).
        ...(dataset === 'posts' ? [POSTS_ROLLUP_TABLE, OWN_POSTS_TABLE] : []),
      ];
      await writeLocks(dataset, async () => {
        for (const table of tables)
          await run({
            sql: `DELETE FROM ${table} WHERE universe_id = $universe`,
            params: { universe: universeId },
          });
      });
      versions.set(dataset, (versions.get(dataset) ?? 0) + 1);
    },

    async shiftTimes(universeIds, days) {
      for (const dataset of INGEST_DATASETS) {
        const table = DATASET_TABLES[dataset];
        const sets = table.columns
          .filter((c) => c.type === 'TIMESTAMPTZ')
          .map((c) => `${c.column} = ${c.column} + to_days(CAST($days AS INTEGER))`);
        await run({
          sql: `UPDATE ${table.table} SET ${sets.join(', ')} WHERE list_contains($ids, universe_id)`,
          params: { days, ids: universeIds },
        });
        // Whole days move every hour of the rollup with its posts, and the own posts with theirs.
        if (dataset === 'posts') {
          await run({
            sql: `UPDATE ${POSTS_ROLLUP_TABLE} SET hour = hour + to_days(CAST($days AS INTEGER)) WHERE list_contains($ids, universe_id)`,
            params: { days, ids: universeIds },
          });
          await run({
            sql: `UPDATE ${OWN_POSTS_TABLE} SET ${sets.join(', ')} WHERE list_contains($ids, universe_id)`,
            params: { days, ids: universeIds },
          });
        }
        versions.set(dataset, (versions.get(dataset) ?? 0) + 1);
      }
    },

    ping: () => run({ sql: 'SELECT 1', params: {} }),

    async close() {
      pool.close();
      writers.close();
      instance.closeSync();
    },
  };
}
