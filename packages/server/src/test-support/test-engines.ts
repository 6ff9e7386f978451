import { randomBytes } from 'node:crypto';
import {
  type ClickHouseEngine,
  dropClickHouseDatabase,
  openClickHouseEngine,
} from '../stores/analytics/clickhouse/clickhouse-engine.ts';
import { type ClickHouseTarget, parseClickHouseUrl } from '../stores/analytics/clickhouse/clickhouse-url.ts';
import { openDuckDbEngine } from '../stores/analytics/duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from '../stores/analytics/engine.ts';
import { chdbHost } from './chdb-hosts.ts';

/**
 * The analytics engines a suite runs on: DuckDB always; ClickHouse when CI (or you) started one. `chdb` (a
 * current ClickHouse release in-process, chdb-hosts.ts) only where a suite names it.
 */
export type TestEngineName = 'duckdb' | 'clickhouse' | 'chdb';

/**
 * The ClickHouse the tests use: `TEST_CLICKHOUSE_URL`, as `.ci/run` sets it to two local server processes as
 * two shards of a cluster (scripts/clickhouse-shards.sh). Unset: the ClickHouse runs are skipped.
 */
const CLICKHOUSE_URL = process.env.TEST_CLICKHOUSE_URL ?? '';

export const TEST_ENGINES: readonly TestEngineName[] = CLICKHOUSE_URL ? ['duckdb', 'clickhouse'] : ['duckdb'];

/** An ANALYTICS_URL of a fresh database on the test ClickHouse, so suites running at once never meet. */
export function freshClickHouseUrl(): string {
  if (!CLICKHOUSE_URL) throw new Error('TEST_CLICKHOUSE_URL is not set');
  const database = `mirante_t_${randomBytes(6).toString('hex')}`;
  return CLICKHOUSE_URL.replace(/\/([A-Za-z0-9_]+)(\?|$)/, `/${database}$2`);
}

/** An empty store on the named engine; closing it drops a ClickHouse database. */
export async function openTestEngine(name: TestEngineName): Promise<AnalyticsEngine> {
  if (name === 'duckdb') return openDuckDbEngine(':memory:');
  if (name === 'chdb') return openChdbEngine();
  return (await openFreshClickHouse()).engine;
}

/**
 * The engine on a fresh database of the test ClickHouse, and its target (for a test reading or changing the
 * hosts directly); closing the engine drops the database.
 */
export async function openFreshClickHouse(): Promise<{ target: ClickHouseTarget; engine: ClickHouseEngine }> {
  const target = parseClickHouseUrl(freshClickHouseUrl());
  const engine = await openClickHouseEngine(target);
  return {
    target,
    engine: {
      ...engine,
      async close() {
        await engine.close();
        await dropClickHouseDatabase(target);
      },
    },
  };
}

/** The ClickHouse engine on a fresh chdb session (a current release); closing it removes the session. */
export async function openChdbEngine(): Promise<AnalyticsEngine> {
  const host = await chdbHost();
  const engine = await openClickHouseEngine(
    { hosts: ['chdb'], username: 'default', password: '', database: 'mirante_test', cluster: null },
    host.connect,
  );
  return {
    ...engine,
    async close() {
      await engine.close();
      await host.remove();
    },
  };
}
