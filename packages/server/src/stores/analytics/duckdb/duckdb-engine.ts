import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DuckDBConnection, DuckDBInstance, listValue } from '@duckdb/node-api';
import { INGEST_DATASETS, type IngestDataset } from '@mirante/core';
import { DATASET_TABLES, toStagingRow } from '../datasets.ts';
import { type AnalyticsEngine, type AnalyticsRow, QueryTimeoutError, type SqlPlan } from '../engine.ts';
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

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** DuckDB in one file: the embedded analytics engine. */
export async function openDuckDbEngine(file: string, connections = 2): Promise<AnalyticsEngine> {
  if (file !== ':memory:') await fs.mkdir(path.dirname(file), { recursive: true });
  const instance = await DuckDBInstance.create(file);
  const pool = await createConnectionPool(instance, connections);
  // ICU is built in but loads after start-up, so the session zone is set here rather than at create time.
  await pool.use((connection) => connection.run("SET TimeZone = 'UTC'"));
  await pool.use(migrate);
  const stagingDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-staging-'));
  const versions = new Map<IngestDataset, number>();

  const run = (plan: SqlPlan) =>
    pool.use(async (connection) => {
      await connection.run(plan.sql, plan.params as Record<string, never>);
    });

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
          const values = Object.fromEntries(
            Object.entries(plan.params).map(([k, v]) => [k, Array.isArray(v) ? listValue([...v]) : v]),
          );
          const reader = await connection.runAndReadAll(plan.sql, values as Record<string, never>);
          return reader.getRowObjectsJS() as AnalyticsRow[];
        } catch (error) {
          throw timedOut ? new QueryTimeoutError(timeoutMs) : error;
        } finally {
          clearTimeout(timer);
        }
      }),

    async append(dataset, universeId, records) {
      if (records.length === 0) return 0;
      const table = DATASET_TABLES[dataset];
      // Records go through a staging file that DuckDB's JSON reader loads in bulk, then merge by id.
      const file = path.join(stagingDir, `${dataset}-${randomUUID()}.ndjson`);
      const lines = records.map((record, line) =>
        JSON.stringify({ _line: line, ...toStagingRow(table, record as Record<string, unknown>) }),
      );
      await fs.writeFile(file, `${lines.join('\n')}\n`);
      const names = table.columns.map((c) => c.column);
      const reader = `read_json(${sqlString(file)}, format = 'newline_delimited', columns = {"_line": 'BIGINT', ${table.columns
        .map((c) => `"${c.column.replaceAll('"', '')}": '${c.type}'`)
        .join(', ')}})`;
      try {
        await pool.use(async (connection) => {
          await connection.run('BEGIN TRANSACTION');
          try {
            await connection.run(`CREATE OR REPLACE TEMP TABLE staging AS SELECT * FROM ${reader}`);
            await connection.run(
              `DELETE FROM ${table.table} WHERE universe_id = $universe AND id IN (SELECT id FROM staging)`,
              { universe: universeId },
            );
            await connection.run(
              `INSERT INTO ${table.table} (universe_id, ${names.join(', ')})
               SELECT $universe, ${names.join(', ')} FROM staging
               QUALIFY row_number() OVER (PARTITION BY id ORDER BY _line DESC) = 1
               ORDER BY ${table.timeColumn}`,
              { universe: universeId },
            );
            await connection.run('DROP TABLE staging');
            await connection.run('COMMIT');
          } catch (error) {
            await connection.run('ROLLBACK');
            throw error;
          }
        });
      } finally {
        await fs.rm(file, { force: true });
      }
      versions.set(dataset, (versions.get(dataset) ?? 0) + 1);
      return records.length;
    },

    datasetVersion: (dataset) => versions.get(dataset) ?? 0,

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
        versions.set(dataset, (versions.get(dataset) ?? 0) + 1);
      }
    },

    ping: () => run({ sql: 'SELECT 1', params: {} }),

    async close() {
      pool.close();
      instance.closeSync();
      await fs.rm(stagingDir, { recursive: true, force: true });
    },
  };
}
