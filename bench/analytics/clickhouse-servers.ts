import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AnalyticsEngine } from '../../packages/server/src/stores/analytics/engine.ts';
import type { BenchEngine } from './bench-args.ts';

const run = promisify(execFile);
const SHARDS_SCRIPT = fileURLToPath(new URL('../../scripts/clickhouse-shards.sh', import.meta.url));

/** The database the bench's own servers hold its universes in. */
const DATABASE = 'mirante_bench';

/** Where an engine of the bench stores its analytics: the ANALYTICS_URL (none: DuckDB in the data dir). */
export interface EngineTarget {
  engine: BenchEngine;
  analyticsUrl: string | undefined;
  /** Where it runs, for the output (no password): `2 hosts …, cluster mirante`, or `started by the bench`. */
  where: string;
  /** Stops the servers the bench started (nothing for DuckDB or servers named by the environment). */
  stop(): Promise<void>;
}

const HOSTS = { clickhouse: 1, 'clickhouse-2shards': 2 } as const;
const URL_VARIABLES = {
  clickhouse: 'BENCH_CLICKHOUSE_URL',
  'clickhouse-2shards': 'BENCH_CLICKHOUSE_2SHARDS_URL',
} as const;

/** The URL as printed: its password hidden. */
const shown = (url: string) => url.replace(/^([a-z]+:\/\/[^:@/]*):[^@/]*@/, '$1:***@');

/**
 * The engine's store: DuckDB needs nothing; a ClickHouse engine takes the servers its variable names
 * (BENCH_CLICKHOUSE_URL, BENCH_CLICKHOUSE_2SHARDS_URL), else starts its own under `base` with
 * scripts/clickhouse-shards.sh (1 or 2 servers, one shard each; the one-server store is a plain one, without
 * the cluster: no Distributed tables). Data left under `base` by an earlier run is found again.
 */
export async function engineTarget(engine: BenchEngine, base: string): Promise<EngineTarget> {
  if (engine === 'duckdb')
    return { engine, analyticsUrl: undefined, where: 'embedded', stop: async () => {} };
  const given = process.env[URL_VARIABLES[engine]];
  if (given)
    return {
      engine,
      analyticsUrl: given,
      where: `${shown(given)} (${URL_VARIABLES[engine]})`,
      stop: async () => {},
    };
  process.stderr.write(`${engine}: starting ${HOSTS[engine]} ClickHouse server(s) under ${base}…\n`);
  const { stdout } = await run(SHARDS_SCRIPT, ['start', '-n', String(HOSTS[engine]), '-d', DATABASE, base]);
  const started = stdout.trim();
  const analyticsUrl = HOSTS[engine] === 1 ? started.replace(/\?cluster=[^&]*$/, '') : started;
  return {
    engine,
    analyticsUrl,
    where: `${shown(analyticsUrl)} (started by the bench under ${base})`,
    stop: async () => {
      await run(SHARDS_SCRIPT, ['stop', base]);
    },
  };
}

/** The engine's name and version as it answers `SELECT version()`: `DuckDB v1.4.1`, `ClickHouse 18.16.1`. */
export async function engineVersion(engine: AnalyticsEngine): Promise<string> {
  const [row] = await engine.query({ sql: 'SELECT version() AS version', params: {} });
  return `${engine.driver === 'duckdb' ? 'DuckDB' : 'ClickHouse'} ${String(row?.version ?? '?')}`;
}
