import type { IngestDataset } from '@mirante/core';
import { type Config, loadConfig } from '../../packages/server/src/config.ts';
import {
  buildDemoUniverse,
  type DemoBuild,
  lastDemoBuild,
} from '../../packages/server/src/demo/build-demo-universe.ts';
import { DEMO_DATA_REVISION, type DemoCounts } from '../../packages/server/src/demo/demo-universe.ts';
import { ensureDemoUniverse } from '../../packages/server/src/demo/ensure-demo-universe.ts';
import type { AnalyticsEngine, RecordCursor } from '../../packages/server/src/stores/analytics/engine.ts';
import { openStores, type Stores } from '../../packages/server/src/stores/open-stores.ts';
import { count } from './stats.ts';

/** A count as a universe id names it: `10m`, `300k`, `1234`. */
export const short = (n: number) =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1_000 === 0 ? `${n / 1_000}k` : String(n);

/**
 * The stores of a data dir, the demo account seeded as the server does, with a universe `universeId` of the
 * demo user (created empty when missing); the analytics in the data dir's DuckDB file, or where `analyticsUrl`
 * names (ANALYTICS_URL).
 */
export async function openDemoDataDir(dataDir: string, universeId: string, analyticsUrl?: string) {
  const config = loadConfig({ MIRANTE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ANALYTICS_URL: analyticsUrl });
  const stores = await openStores(config);
  await ensureDemoUniverse(stores, universeId, { seedDemo: true });
  return { config, stores };
}

/**
 * What identifies a universe's data on any engine: each dataset's count and last record by (time, id). Two
 * engines with the same fingerprint hold the same universe (the generator's data ends on its anchor).
 */
export async function universeFingerprint(
  engine: AnalyticsEngine,
  universeId: string,
  rows: DemoCounts,
): Promise<UniverseFingerprint> {
  const summaries: UniverseFingerprint = [];
  for (const dataset of (Object.keys(rows) as IngestDataset[]).sort())
    summaries.push({ dataset, ...(await engine.recordsSummary(dataset, universeId)) });
  return summaries;
}

export type UniverseFingerprint = ({ dataset: IngestDataset; count: number } & {
  last: RecordCursor | null;
})[];

const sameUniverse = (a: UniverseFingerprint, b: UniverseFingerprint) =>
  JSON.stringify(a) === JSON.stringify(b);

/** A universe opened for a bench on one engine: how it came to be there, and its fingerprint. */
export interface BenchUniverse {
  config: Config;
  stores: Stores;
  universeId: string;
  build: DemoBuild;
  reused: boolean;
  /** How it came to be there: `built in 61.3 s (…)`, `reused, built in …`, `already held (…)`. */
  how: string;
  fingerprint: UniverseFingerprint;
}

/**
 * Opens the stores of a data dir (the demo account seeded as the server does) with the universe
 * `demo-<posts>` of generated posts and every other dataset in proportion — the one `npm run cli -- demo
 * --posts N` builds — on DuckDB in the data dir or on the engine `analyticsUrl` names. A universe already built
 * there with the same size, days, seed and generator revision is reused (on ClickHouse, when the database
 * still holds it: its counts).
 *
 * `like`: the same universe on an engine measured before, so both hold the same data. It is reused when the
 * engine already holds it (the same fingerprint: every dataset's count and last record), else the engine's rows
 * of the universe are removed and it is generated again with `like`'s anchor: the same data. (Generating is
 * faster than copying it from DuckDB with copy-analytics: 200k posts into one ClickHouse server took 19.7 s
 * generated, 42.0 s copied.)
 */
export async function openBenchUniverse(options: {
  dataDir: string;
  posts: number;
  days: number;
  seed?: number;
  analyticsUrl?: string;
  like?: BenchUniverse;
}): Promise<BenchUniverse> {
  const universeId = `demo-${short(options.posts)}`;
  const seed = options.seed ?? 1;
  const { config, stores } = await openDemoDataDir(options.dataDir, universeId, options.analyticsUrl);
  const engine = stores.analytics;
  const opened = (
    build: DemoBuild,
    reused: boolean,
    how: string,
    fingerprint: UniverseFingerprint,
  ): BenchUniverse => ({
    config,
    stores,
    universeId,
    build,
    reused,
    how,
    fingerprint,
  });
  const like = options.like;
  if (like) {
    const held = await universeFingerprint(engine, universeId, like.build.rows);
    if (sameUniverse(held, like.fingerprint)) {
      process.stderr.write(`${universeId} already held (the same counts and last records)\n`);
      return opened(like.build, true, 'already held (the same count and last record in every dataset)', held);
    }
    if (held.some((summary) => summary.count > 0)) {
      process.stderr.write(`removing the ${universeId} held here (not the one measured before)…\n`);
      for (const { dataset } of held) await engine.removeUniverse(dataset, universeId);
    }
    const build = await generate(stores, universeId, options.posts, options.days, seed, like.build.anchor);
    const fingerprint = await universeFingerprint(engine, universeId, build.rows);
    if (!sameUniverse(fingerprint, like.fingerprint))
      throw new Error(
        `${universeId} differs from the one measured before: ${JSON.stringify(fingerprint)} ≠ ${JSON.stringify(like.fingerprint)}`,
      );
    return opened(build, false, `${timeOf(build)}, anchored as the one measured before`, fingerprint);
  }
  const previous = await lastDemoBuild(stores, universeId);
  if (
    previous &&
    previous.posts === options.posts &&
    previous.days === options.days &&
    previous.seed === seed &&
    previous.revision === DEMO_DATA_REVISION
  ) {
    const fingerprint = await universeFingerprint(engine, universeId, previous.rows);
    // DuckDB's file is the data dir's own; a ClickHouse database may have been emptied or dropped since.
    if (engine.driver === 'duckdb' || fingerprint.every((s) => s.count === previous.rows[s.dataset])) {
      process.stderr.write(
        `reusing ${universeId} built ${new Date(previous.anchor).toISOString()} in ${options.dataDir}\n`,
      );
      return opened(previous, true, `reused, ${timeOf(previous)}`, fingerprint);
    }
  }
  const build = await generate(stores, universeId, options.posts, options.days, seed);
  const fingerprint = await universeFingerprint(engine, universeId, build.rows);
  return opened(build, false, timeOf(build), fingerprint);
}

/** A build's time and rate: `built in 61.3 s (26,841 rows/s through engine.append)`. */
const timeOf = (build: DemoBuild) =>
  `built in ${build.seconds.toFixed(1)} s (${count(build.totalRows / build.seconds)} rows/s through engine.append)`;

/** Generates the universe through engine.append (with `anchor`: the same data as a build anchored there). */
async function generate(
  stores: Stores,
  universeId: string,
  posts: number,
  days: number,
  seed: number,
  anchor?: number,
): Promise<DemoBuild> {
  process.stderr.write(`building ${universeId} (${count(posts)} posts over ${days} days)…\n`);
  let lastReport = 0;
  return buildDemoUniverse(stores, {
    universeId,
    posts,
    days,
    seed,
    anchor,
    onProgress: (progress) => {
      if (progress.elapsedMs - lastReport < 5_000) return;
      lastReport = progress.elapsedMs;
      process.stderr.write(
        `  ${count(progress.counts.posts ?? 0)} posts, ${count(progress.total)} rows, ${count(progress.total / (progress.elapsedMs / 1000))} rows/s\n`,
      );
    },
  });
}
