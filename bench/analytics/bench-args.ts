import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseRangeNames } from './card-timings.ts';

/** A count as the benches take it: `300k`, `1m`, `1.5m`, `10_000_000` or `10,000,000`. */
export function parseCount(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.replaceAll(/[_,]/g, ''));
  const value = match
    ? Number(match[1]) * ({ k: 1e3, m: 1e6 }[match[2]?.toLowerCase() ?? ''] ?? 1)
    : Number.NaN;
  if (!Number.isSafeInteger(Math.round(value)) || value < 1) throw new Error(`not a count: ${text}`);
  return Math.round(value);
}

/**
 * The options of the dashboard benches, as flags (run with node) or in the environment (through npm):
 * --days/BENCH_DAYS (90), --runs/BENCH_RUNS (15), --cold/BENCH_COLD (5 cache misses), --ranges/BENCH_RANGES
 * (week,all), and the bench's own (`extra`: name → [environment variable, default]); the sizes as positionals.
 */
export function dashboardBenchArgs<K extends string>(extra: Readonly<Record<K, readonly [string, string]>>) {
  const own = Object.fromEntries(
    Object.entries<readonly [string, string]>(extra).map(([name, [variable, fallback]]) => [
      name,
      { type: 'string' as const, default: process.env[variable] ?? fallback },
    ]),
  );
  const { values, positionals } = parseArgs({
    options: {
      days: { type: 'string', default: process.env.BENCH_DAYS ?? '90' },
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '15' },
      cold: { type: 'string', default: process.env.BENCH_COLD ?? '5' },
      ranges: { type: 'string', default: process.env.BENCH_RANGES ?? 'week,all' },
      ...own,
    },
    allowPositionals: true,
  });
  const text = values as Record<string, string>;
  return {
    positionals,
    days: parseCount(text.days ?? ''),
    runs: parseCount(text.runs ?? ''),
    coldRuns: parseCount(text.cold ?? ''),
    /** Which ranges to run: `week` (the last 7 days, the dashboard's default), `all` (the whole universe). */
    ranges: parseRangeNames(text.ranges ?? ''),
    own: Object.fromEntries(Object.keys(extra).map((name) => [name, text[name] ?? ''])) as Record<K, string>,
  };
}

/** The analytics engines the dashboard bench compares (`--engines`/BENCH_ENGINES; clickhouse-servers.ts). */
export const BENCH_ENGINES = ['duckdb', 'clickhouse', 'clickhouse-2shards'] as const;
export type BenchEngine = (typeof BENCH_ENGINES)[number];

/**
 * `--engines duckdb,clickhouse,clickhouse-2shards`: DuckDB embedded (the default), one ClickHouse server, two
 * servers as two shards of the cluster `mirante`; each once, in the order given.
 */
export function parseEngines(text: string): BenchEngine[] {
  const names = text.split(',').map((name) => name.trim());
  if (!names.every((name): name is BenchEngine => (BENCH_ENGINES as readonly string[]).includes(name)))
    throw new Error(`engines: ${BENCH_ENGINES.join(', ')} (separated by commas)`);
  if (new Set(names).size !== names.length) throw new Error(`engines: each once (${text})`);
  return names;
}

/** BENCH_DATA_DIR (kept, its universe reused), else a fresh temporary dir named by `prefix`. */
export async function benchDataDir(prefix: string): Promise<string> {
  const dataDir = process.env.BENCH_DATA_DIR
    ? path.resolve(process.env.BENCH_DATA_DIR)
    : await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.mkdir(dataDir, { recursive: true });
  return dataDir;
}
