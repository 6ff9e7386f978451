// The analytics benchmark: a 20-card dashboard over a generated universe, card by card and as a whole,
// cold (result cache empty) and cached, each against the same SQL run directly on the engine (in the same
// order: what the server asked after an answer runs after it); and the ingest rate.
// Usage: npm run bench -- [posts, default 1m]; options as flags (when run directly with node) or in the
// environment (through npm): --days/BENCH_DAYS (90), --runs/BENCH_RUNS (15), --cold/BENCH_COLD (5 cache
// misses), --ingest/BENCH_INGEST (300k posts), --ranges/BENCH_RANGES (week,all: the last 7 days, the whole
// universe). BENCH_DATA_DIR=/some/dir keeps the data dir and reuses the
// universe demo-<posts> built there by an earlier run or by `npm run cli -- demo --posts N`.
import fs from 'node:fs/promises';
import os from 'node:os';
import { DEMO } from '../../packages/server/src/demo/seed-demo.ts';
import { closeStores } from '../../packages/server/src/stores/open-stores.ts';
import { benchDataDir, dashboardBenchArgs, parseCount } from './bench-args.ts';
import { BROWSER_CONNECTIONS, FLOOR_REQUEST, startBenchServer } from './bench-server.ts';
import { openBenchUniverse } from './bench-universe.ts';
import {
  type BenchCard,
  benchRanges,
  measureRange,
  type RangeFigures,
  rangeLines,
  targetTable,
  warmUp,
} from './card-timings.ts';
import { dashboardQueries } from './dashboard-queries.ts';
import { measureIngest } from './ingest-rate.ts';
import { createRecordingStores } from './recording-engine.ts';
import { count, loadAverage, ms } from './stats.ts';

const args = dashboardBenchArgs({ ingest: ['BENCH_INGEST', '300k'] });
const POSTS = parseCount(args.positionals[0] ?? '1m');
const { days: DAYS, runs: RUNS, coldRuns: COLD_RUNS, ranges: wanted } = args;
const INGEST_POSTS = parseCount(args.own.ingest);

const loadAtStart = loadAverage();

const dataDir = await benchDataDir('mirante-bench-');
const opened = await openBenchUniverse({ dataDir, posts: POSTS, days: DAYS });
const { config, stores, universeId, build } = opened;
// Ranges end on the day the universe was built: the default "last 7 days" and the whole universe.
const ranges = benchRanges(build.anchor, DAYS, wanted);
const recorder = createRecordingStores(stores);
const server = await startBenchServer({ config, stores: recorder.stores, dataDir });

const warRoom = (await server.status('/war-room/top-posts')) !== 404;
const queries = dashboardQueries(warRoom);
const cards: BenchCard[] = queries.map((query) => ({
  cardId: query.cardId,
  service: query.service,
  label: query.label,
  requests: (range) => [query.request(range, universeId, DEMO.accountId)],
}));
const timings = { server, recorder, engine: stores.analytics, cards, runs: RUNS, coldRuns: COLD_RUNS };

process.stderr.write(
  `${warRoom ? 'war-room endpoints answer' : 'no war-room endpoints yet: charts-service cards only'}; warming DuckDB…\n`,
);
await warmUp(timings, ranges);

// A light request: what every card request pays at least (bench-server.ts).
const floor = await server.floor(RUNS);

const results: RangeFigures[] = [];
for (const [name, range] of ranges) results.push(await measureRange(timings, name, range));

const ingest = await measureIngest({ client: server.client, stores, posts: INGEST_POSTS });
await server.close();
await closeStores(stores);
if (!process.env.BENCH_DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });

const lines: string[] = [];
lines.push(
  `Analytics benchmark — ${count(build.posts)} posts over ${DAYS} days (${count(build.totalRows)} rows in every dataset; ` +
    `${opened.reused ? 'reused' : 'built'} in ${build.seconds.toFixed(1)} s, ${count(build.totalRows / build.seconds)} rows/s through engine.append)`,
  `${os.cpus().length} CPUs, Node ${process.version}, DuckDB (${config.analyticsPath}); medians of ${RUNS} runs (cold: ${COLD_RUNS} cache misses);` +
    ` raw = the card's recorded SQL run directly on the engine, in the waves the server ran it (a statement that waited for another's answer runs after it); dashboard = ${queries.length} requests over ${BROWSER_CONNECTIONS} connections`,
  `Per-request floor (${FLOOR_REQUEST}): ${ms(floor)}`,
  `Load average at the start and at the end: ${loadAtStart}; ${loadAverage()} (${os.cpus().length} cores shared with other processes)`,
  `Cards: ${queries.filter((q) => q.service === 'war-room').length} war-room, ${queries.filter((q) => q.service === 'charts-service').length} charts-service${warRoom ? '' : ' (the war-room endpoints did not answer)'}`,
  '',
);
for (const figures of results) lines.push(...rangeLines(figures, queries.length));
lines.push(
  `Targets (set for 10M posts): dashboard cold < 600 ms, cached < 20 ms; HTTP overhead (Σ cold / Σ raw) ≤ 1.3×${POSTS < 10_000_000 ? ` — this run has ${count(POSTS)} posts` : ''}`,
  targetTable(results, { coldMs: 600, cachedMs: 20, overhead: 1.3 }),
  '',
  ...ingest,
);
process.stdout.write(`${lines.join('\n')}\n`);
