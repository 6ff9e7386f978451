// The analytics benchmark: a 20-card dashboard over a generated universe, card by card and as a whole,
// cold (result cache empty) and cached, each against the same SQL run directly on the engine (in the same
// order: what the server asked after an answer runs after it); and the ingest rate.
// Usage: npm run bench -- [posts, default 1m]; options as flags (when run directly with node) or in the
// environment (through npm): --days/BENCH_DAYS (90), --runs/BENCH_RUNS (15), --cold/BENCH_COLD (5 cache
// misses), --ingest/BENCH_INGEST (300k posts), --ranges/BENCH_RANGES (week,all: the last 7 days, the whole
// universe). BENCH_DATA_DIR=/some/dir keeps the data dir and reuses the
// universe demo-<posts> built there by an earlier run or by `npm run cli -- demo --posts N`.
//
// --engines/BENCH_ENGINES duckdb,clickhouse,clickhouse-2shards runs the same bench on each engine in turn (the
// same universe on each: the first engine's, generated again with the same anchor, or found held), then
// prints the ratios between them. `clickhouse` is one server, `clickhouse-2shards` two servers as two shards
// of the cluster `mirante`: started by the bench with scripts/clickhouse-shards.sh (under the data dir, so
// BENCH_DATA_DIR keeps their data too), unless BENCH_CLICKHOUSE_URL / BENCH_CLICKHOUSE_2SHARDS_URL name
// running ones (ANALYTICS_URL's form). Without --engines: DuckDB alone, as before.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO } from '../../packages/server/src/demo/seed-demo.ts';
import { closeStores } from '../../packages/server/src/stores/open-stores.ts';
import { benchDataDir, dashboardBenchArgs, parseCount, parseEngines } from './bench-args.ts';
import { BROWSER_CONNECTIONS, FLOOR_REQUEST, startBenchServer } from './bench-server.ts';
import { type BenchUniverse, openBenchUniverse } from './bench-universe.ts';
import {
  type BenchCard,
  benchRanges,
  engineTimeLine,
  measureRange,
  probeCards,
  type RangeFigures,
  rangeLines,
  targetTable,
  warmUp,
} from './card-timings.ts';
import { type EngineTarget, engineTarget, engineVersion } from './clickhouse-servers.ts';
import { dashboardQueries } from './dashboard-queries.ts';
import { measureIngest } from './ingest-rate.ts';
import { createRecordingStores } from './recording-engine.ts';
import { count, loadAverage, ms, ratio, table } from './stats.ts';

const args = dashboardBenchArgs({ ingest: ['BENCH_INGEST', '300k'], engines: ['BENCH_ENGINES', ''] });
const POSTS = parseCount(args.positionals[0] ?? '1m');
const { days: DAYS, runs: RUNS, coldRuns: COLD_RUNS, ranges: wanted } = args;
const INGEST_POSTS = parseCount(args.own.ingest);
/** With --engines: every engine in turn, each section headed by its engine, then the ratios. */
const COMPARE = args.own.engines !== '';
const ENGINES = parseEngines(args.own.engines || 'duckdb');

/** One engine's figures. */
interface EngineRun {
  target: EngineTarget;
  version: string;
  opened: BenchUniverse;
  floor: number;
  cards: BenchCard[];
  warRoom: boolean;
  /** Cards the engine failed to answer (left out of its dashboard), with their first error. */
  failed: Map<string, string>;
  results: RangeFigures[];
  ingest: Awaited<ReturnType<typeof measureIngest>>;
  load: [string, string];
}

/** The dashboard bench on one engine: its universe (like `like`'s), the cards, the ingest. */
async function benchEngine(
  target: EngineTarget,
  dataDir: string,
  like: BenchUniverse | undefined,
): Promise<EngineRun> {
  const loadAtStart = loadAverage();
  const opened = await openBenchUniverse({
    dataDir,
    posts: POSTS,
    days: DAYS,
    analyticsUrl: target.analyticsUrl,
    like,
  });
  const { config, stores, universeId, build } = opened;
  try {
    const version = await engineVersion(stores.analytics);
    // Ranges end on the day the universe was built: the default "last 7 days" and the whole universe.
    const ranges = benchRanges(build.anchor, DAYS, wanted);
    const recorder = createRecordingStores(stores);
    const server = await startBenchServer({ config, stores: recorder.stores, dataDir });
    try {
      const warRoom = (await server.status('/war-room/top-posts')) !== 404;
      const allCards: BenchCard[] = dashboardQueries(warRoom).map((query) => ({
        cardId: query.cardId,
        service: query.service,
        label: query.label,
        requests: (range) => [query.request(range, universeId, DEMO.accountId)],
      }));
      const timings = { server, recorder, engine: stores.analytics, runs: RUNS, coldRuns: COLD_RUNS };
      process.stderr.write(
        `${warRoom ? 'war-room endpoints answer' : 'no war-room endpoints yet: charts-service cards only'}; warming ${version}…\n`,
      );
      // Compared, an engine that cannot answer a card yet leaves it out (and says so) rather than stopping.
      const failed = COMPARE ? await probeCards({ ...timings, cards: allCards }, ranges) : new Map();
      const cards = allCards.filter((card) => !failed.has(card.cardId));
      await warmUp({ ...timings, cards }, ranges);

      // A light request: what every card request pays at least (bench-server.ts).
      const floor = await server.floor(RUNS);

      const results: RangeFigures[] = [];
      for (const [name, range] of ranges)
        results.push(await measureRange({ ...timings, cards }, name, range));

      const ingest = await measureIngest({ client: server.client, stores, posts: INGEST_POSTS });
      return {
        target,
        version,
        opened,
        floor,
        cards,
        warRoom,
        failed,
        results,
        ingest,
        load: [loadAtStart, loadAverage()],
      };
    } finally {
      await server.close();
    }
  } finally {
    await closeStores(stores);
  }
}

const loadAtStart = loadAverage();
const dataDir = await benchDataDir('mirante-bench-');
const runs: EngineRun[] = [];
try {
  for (const engine of ENGINES) {
    // DuckDB in the data dir itself (as without --engines); each ClickHouse engine's metadata and servers in
    // a directory of its own there.
    const engineDir = engine === 'duckdb' ? dataDir : path.join(dataDir, engine);
    const target = await engineTarget(engine, path.join(engineDir, 'servers'));
    try {
      runs.push(await benchEngine(target, engineDir, runs[0]?.opened));
    } finally {
      await target.stop();
    }
  }
} finally {
  if (!process.env.BENCH_DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });
}

const cardsLine = (run: EngineRun) => {
  const of = (service: string) => run.cards.filter((c) => c.service === service).length;
  return `Cards: ${of('war-room')} war-room, ${of('charts-service')} charts-service${run.warRoom ? '' : ' (the war-room endpoints did not answer)'}`;
};

/** One engine's section: as the bench printed before --engines, for DuckDB alone. */
function engineLines(run: EngineRun): string[] {
  const { build, config } = run.opened;
  const cards = run.cards.length;
  const where = config.analytics.engine === 'duckdb' ? config.analytics.path : run.target.where;
  const lines = COMPARE
    ? [
        `== ${run.target.engine}: ${run.version} (${where})`,
        `Universe ${run.opened.universeId}: ${run.opened.how}`,
      ]
    : [
        `Analytics benchmark — ${count(build.posts)} posts over ${DAYS} days (${count(build.totalRows)} rows in every dataset; ` +
          `${run.opened.reused ? 'reused' : 'built'} in ${build.seconds.toFixed(1)} s, ${count(build.totalRows / build.seconds)} rows/s through engine.append)`,
        `${os.cpus().length} CPUs, Node ${process.version}, DuckDB (${where}); medians of ${RUNS} runs (cold: ${COLD_RUNS} cache misses);` +
          ` raw = the card's recorded SQL run directly on the engine, in the waves the server ran it (a statement that waited for another's answer runs after it); dashboard = ${cards} requests over ${BROWSER_CONNECTIONS} connections`,
      ];
  lines.push(
    `Per-request floor (${FLOOR_REQUEST}): ${ms(run.floor)}`,
    `Load average at the start and at the end: ${run.load[0]}; ${run.load[1]} (${os.cpus().length} cores shared with other processes)`,
    cardsLine(run),
    ...[...run.failed].map(
      ([cardId, error]) => `Failed on ${run.target.engine}, left out: ${cardId}: ${error}`,
    ),
    '',
  );
  for (const figures of run.results) {
    const range = rangeLines(figures, cards);
    // The engine's share of a dashboard (compared: where each engine spends its time), after the CPU line.
    if (COMPARE) range.splice(-1, 0, engineTimeLine(figures));
    lines.push(...range);
  }
  lines.push(
    `Targets (set for 10M posts): dashboard cold < 600 ms, cached < 20 ms; HTTP overhead (Σ cold / Σ raw) ≤ 1.3×${POSTS < 10_000_000 ? ` — this run has ${count(POSTS)} posts` : ''}`,
    targetTable(run.results, { coldMs: 600, cachedMs: 20, overhead: 1.3 }),
    '',
    ...run.ingest.lines,
  );
  return lines;
}

/**
 * The figures side by side and every pair's ratio (a later engine over an earlier one): times (ms) and rates
 * (posts/s); a time ratio above 1× is slower, a rate ratio above 1× faster.
 */
function ratioLines(): string[] {
  const pairs: [EngineRun, EngineRun][] = runs.flatMap((b, j) =>
    runs.slice(0, j).map((a) => [b, a] as [EngineRun, EngineRun]),
  );
  const name = (run: EngineRun) => run.target.engine;
  const measures: [string, (run: EngineRun) => number, (v: number) => string][] = [];
  for (const [i, figures] of (runs[0]?.results ?? []).entries()) {
    const at = (run: EngineRun) => run.results[i]?.dashboard;
    measures.push(
      [`dashboard cold, ${figures.name}`, (run) => at(run)?.cold ?? Number.NaN, ms],
      [`dashboard cached, ${figures.name}`, (run) => at(run)?.cached ?? Number.NaN, ms],
      [`dashboard raw SQL, ${figures.name}`, (run) => at(run)?.raw ?? Number.NaN, ms],
    );
  }
  const rate = (v: number) => `${count(v)}/s`;
  measures.push(
    ['ingest POST /ingest/v1 (posts/s)', (run) => run.ingest.apiRate, rate],
    ['ingest engine.append (posts/s)', (run) => run.ingest.appendRate, rate],
  );
  const rows = [
    ['measure', ...runs.map(name), ...pairs.map(([b, a]) => `${name(b)}/${name(a)}`)],
    ...measures.map(([label, pick, format]) => [
      label,
      ...runs.map((run) => format(pick(run))),
      ...pairs.map(([b, a]) => ratio(pick(b) / pick(a))),
    ]),
  ];
  const cardSets = new Set(runs.map((run) => run.cards.map((c) => c.cardId).join(' ')));
  return [
    `Ratios between the engines (a/b: times above 1× are slower, rates above 1× faster):`,
    table(rows),
    ...(cardSets.size > 1
      ? [
          `Warning: the engines did not answer the same cards (${runs.map((run) => `${name(run)} ${run.cards.length}`).join(', ')}): their dashboards differ`,
        ]
      : []),
  ];
}

const lines: string[] = [];
if (COMPARE) {
  const first = runs[0]?.opened.build;
  lines.push(
    `Analytics benchmark on ${ENGINES.join(', ')} — ${count(first?.posts ?? 0)} posts over ${DAYS} days (${count(first?.totalRows ?? 0)} rows in all its datasets, the same on each engine)`,
    `${os.cpus().length} CPUs, Node ${process.version}; medians of ${RUNS} runs (cold: ${COLD_RUNS} cache misses);` +
      ` raw = the card's recorded SQL run directly on the engine, in the waves the server ran it (a statement that waited for another's answer runs after it); dashboard = the cards' requests over ${BROWSER_CONNECTIONS} connections`,
    `Load average at the start and at the end: ${loadAtStart}; ${loadAverage()} (${os.cpus().length} cores shared with other processes)`,
    '',
  );
}
for (const run of runs) lines.push(...engineLines(run), ...(COMPARE ? [''] : []));
if (runs.length > 1) lines.push(...ratioLines());
process.stdout.write(`${lines.join('\n')}\n`);
