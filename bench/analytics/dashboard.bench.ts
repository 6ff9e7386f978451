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
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type DateRange, END_OF_DAY_OFFSET_MS, startOfZonedDay } from '@mirante/core';
import { buildApp } from '../../packages/server/src/app.ts';
import { DEMO } from '../../packages/server/src/demo/seed-demo.ts';
import { closeStores } from '../../packages/server/src/stores/open-stores.ts';
import { parseCount } from './bench-args.ts';
import { openBenchUniverse } from './bench-universe.ts';
import { type CardRequest, dashboardQueries } from './dashboard-queries.ts';
import { createHttpClient } from './http-client.ts';
import { measureIngest } from './ingest-rate.ts';
import { createRecordingStores, type StatementWaves } from './recording-engine.ts';
import {
  count,
  loadAverage,
  median,
  ms,
  ratio,
  table,
  timeMedian,
  timeOnce,
  withConcurrency,
} from './stats.ts';

const { values, positionals } = parseArgs({
  options: {
    days: { type: 'string', default: process.env.BENCH_DAYS ?? '90' },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '15' },
    cold: { type: 'string', default: process.env.BENCH_COLD ?? '5' },
    ingest: { type: 'string', default: process.env.BENCH_INGEST ?? '300k' },
    ranges: { type: 'string', default: process.env.BENCH_RANGES ?? 'week,all' },
  },
  allowPositionals: true,
});

const POSTS = parseCount(positionals[0] ?? '1m');
const DAYS = parseCount(values.days);
const RUNS = parseCount(values.runs);
const COLD_RUNS = parseCount(values.cold);
const INGEST_POSTS = parseCount(values.ingest);
/** Which ranges to run: `week` (the last 7 days, the dashboard's default), `all` (the whole universe). */
const wanted = new Set(values.ranges.split(',').map((r) => r.trim()));
if (![...wanted].every((r) => r === 'week' || r === 'all')) throw new Error(`ranges: week, all`);
/** Browsers open six connections per host over HTTP/1.1: the dashboard's 20 requests share them. */
const BROWSER_CONNECTIONS = 6;

const loadAtStart = loadAverage();
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

const dataDir = process.env.BENCH_DATA_DIR
  ? path.resolve(process.env.BENCH_DATA_DIR)
  : await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-bench-'));
await fs.mkdir(dataDir, { recursive: true });
const opened = await openBenchUniverse({ dataDir, posts: POSTS, days: DAYS });
const { config, stores, universeId, build } = opened;
const recorder = createRecordingStores(stores);

async function startApp() {
  const app = await buildApp(config, recorder.stores, { webDist: path.join(dataDir, 'no-web') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return { app, base, client: createHttpClient(base, BROWSER_CONNECTIONS) };
}

let server = await startApp();
const login = await fetch(`${server.base}/auth/prod/session/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
});
if (!login.ok) throw new Error(`login failed: HTTP ${login.status}`);
const headers = {
  'content-type': 'application/json',
  'x-session-id': login.headers.get('x-session-id') ?? '',
  'x-session-id2': login.headers.get('x-session-id2') ?? '',
};

const { 'content-type': _json, ...getHeaders } = headers;
async function call(request: CardRequest): Promise<void> {
  const response = await server.client.request(
    request.method,
    request.path,
    request.method === 'GET' ? getHeaders : headers,
    request.body === undefined ? undefined : JSON.stringify(request.body),
  );
  if (response.status >= 300)
    throw new Error(
      `${request.method} ${request.path}: HTTP ${response.status} ${response.text.slice(0, 300)}`,
    );
}

const probe = await server.client.request('GET', '/war-room/top-posts', getHeaders);
const warRoom = probe.status !== 404;
const queries = dashboardQueries(warRoom);
/** A request's statements run directly on the engine: wave after wave, each wave's statements together. */
async function rawQuery(waves: StatementWaves): Promise<void> {
  for (const wave of waves) await Promise.all(wave.map((plan) => stores.analytics.query(plan)));
}

// Ranges end on the day the universe was built: the default "last 7 days" and the whole universe.
const anchor = build.anchor;
const lastDayEnd = startOfZonedDay(anchor) + END_OF_DAY_OFFSET_MS;
const ranges: [string, DateRange][] = [
  ...(wanted.has('week')
    ? [['last 7 days', { start: startOfZonedDay(anchor, -6), end: lastDayEnd }] as [string, DateRange]]
    : []),
  ...(wanted.has('all')
    ? [
        [`all ${DAYS} days`, { start: startOfZonedDay(anchor, -(DAYS - 1)), end: lastDayEnd }] as [
          string,
          DateRange,
        ],
      ]
    : []),
];
/** The same range a few ms shorter: the same query under another cache key, so a true cache miss. */
// Whole minutes: the server reads a period to the end of its last minute, so ranges a few ms apart are one.
const jitter = (range: DateRange, k: number): DateRange => ({
  start: range.start,
  end: range.end - k * 60_000,
});

process.stderr.write(
  `${warRoom ? 'war-room endpoints answer' : 'no war-room endpoints yet: charts-service cards only'}; warming DuckDB…\n`,
);
for (const [, range] of ranges) {
  for (const query of queries) await call(query.request(jitter(range, 999), universeId, DEMO.accountId));
}

// The floor every card request pays before any data: the session lookup, routing, JSON.
const floor = await timeMedian(RUNS, () => call({ method: 'GET', path: '/upms-legacy/prod/user/me' }));

interface CardFigures {
  cardId: string;
  label: string;
  statements: number;
  raw: number;
  cold: number;
  cached: number;
}
const results: {
  name: string;
  cards: CardFigures[];
  /** coldCpu, cachedCpu: CPU time of this process (server, DuckDB and client) per dashboard, in ms. */
  dashboard: { raw: number; cold: number; cached: number; coldCpu: number; cachedCpu: number };
}[] = [];

for (const [name, range] of ranges) {
  const cards: CardFigures[] = [];
  const allWaves: StatementWaves[] = [];
  for (const query of queries) {
    process.stderr.write(`${name}: ${query.cardId}…\n`);
    // A fresh app (an empty result cache) per card: cards that share statements (the term cards) would
    // otherwise find them cached.
    server.client.close();
    await server.app.close();
    server = await startApp();
    const request = (r: DateRange) => query.request(r, universeId, DEMO.accountId);
    let first = 0;
    const waves = await recorder.capture(async () => {
      first = await timeOnce(() => call(request(range)));
    });
    const coldSamples = [first];
    for (let k = 1; k < COLD_RUNS; k += 1)
      coldSamples.push(await timeOnce(() => call(request(jitter(range, k)))));
    const cached = await timeMedian(RUNS, () => call(request(range)));
    const raw = waves.length > 0 ? await timeMedian(RUNS, () => rawQuery(waves)) : Number.NaN;
    allWaves.push(waves);
    cards.push({
      cardId: query.cardId,
      label: query.label,
      statements: waves.flat().length,
      raw,
      cold: median(coldSamples),
      cached,
    });
  }
  const dashboardAt = (r: DateRange) =>
    withConcurrency(
      BROWSER_CONNECTIONS,
      queries.map((query) => () => call(query.request(r, universeId, DEMO.accountId))),
    );
  server.client.close();
  await server.app.close();
  server = await startApp();
  const coldSamples: number[] = [];
  let cpu = process.cpuUsage();
  for (let k = 0; k < COLD_RUNS; k += 1)
    coldSamples.push(await timeOnce(() => dashboardAt(jitter(range, 100 + k))));
  const coldCpu = cpuMs(process.cpuUsage(cpu)) / COLD_RUNS;
  await dashboardAt(range);
  // The dashboard's cards at once, each card's statements in its own waves.
  const raw = await timeMedian(RUNS, () => Promise.all(allWaves.map(rawQuery)));
  // A server answers the same dashboard again and again: its cached path is measured warm (compiled, its
  // garbage of the cold runs collected), after as many unmeasured loads as measured ones.
  for (let k = 0; k < RUNS; k += 1) await dashboardAt(range);
  cpu = process.cpuUsage();
  const cached = await timeMedian(RUNS, () => dashboardAt(range));
  const cachedCpu = cpuMs(process.cpuUsage(cpu)) / RUNS;
  const dashboard = { raw, cold: median(coldSamples), cached, coldCpu, cachedCpu };
  results.push({ name, cards, dashboard });
}

const ingest = await measureIngest({ client: server.client, stores, posts: INGEST_POSTS });
server.client.close();
await server.app.close();
await closeStores(stores);
if (!process.env.BENCH_DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });

const lines: string[] = [];
lines.push(
  `Analytics benchmark — ${count(build.posts)} posts over ${DAYS} days (${count(build.totalRows)} rows in every dataset; ` +
    `${opened.reused ? 'reused' : 'built'} in ${build.seconds.toFixed(1)} s, ${count(build.totalRows / build.seconds)} rows/s through engine.append)`,
  `${os.cpus().length} CPUs, Node ${process.version}, DuckDB (${config.analyticsPath}); medians of ${RUNS} runs (cold: ${COLD_RUNS} cache misses);` +
    ` raw = the card's recorded SQL run directly on the engine, in the waves the server ran it (a statement that waited for another's answer runs after it); dashboard = ${queries.length} requests over ${BROWSER_CONNECTIONS} connections`,
  `Per-request floor (GET /upms-legacy/prod/user/me, session lookup only): ${ms(floor)}`,
  `Load average at the start and at the end: ${loadAtStart}; ${loadAverage()} (${os.cpus().length} cores shared with other processes)`,
  `Cards: ${queries.filter((q) => q.service === 'war-room').length} war-room, ${queries.filter((q) => q.service === 'charts-service').length} charts-service${warRoom ? '' : ' (the war-room endpoints did not answer)'}`,
  '',
);
for (const { name, cards, dashboard } of results) {
  const rows: string[][] = [['card', 'query', 'SQL', 'raw', 'cold', 'cold/raw', 'cached', 'cached/raw']];
  for (const c of cards) {
    rows.push([
      c.cardId,
      c.label.length > 58 ? `${c.label.slice(0, 57)}…` : c.label,
      String(c.statements),
      ms(c.raw),
      ms(c.cold),
      ratio(c.cold / c.raw),
      ms(c.cached),
      ratio(c.cached / c.raw),
    ]);
  }
  const sum = (pick: (c: CardFigures) => number) => cards.reduce((a, c) => a + pick(c), 0);
  rows.push([
    'Σ cards',
    'one after another',
    String(sum((c) => c.statements)),
    ms(sum((c) => c.raw)),
    ms(sum((c) => c.cold)),
    ratio(sum((c) => c.cold) / sum((c) => c.raw)),
    ms(sum((c) => c.cached)),
    ratio(sum((c) => c.cached) / sum((c) => c.raw)),
  ]);
  rows.push([
    'dashboard',
    `${queries.length} requests in parallel`,
    String(sum((c) => c.statements)),
    ms(dashboard.raw),
    ms(dashboard.cold),
    ratio(dashboard.cold / dashboard.raw),
    ms(dashboard.cached),
    ratio(dashboard.cached / dashboard.raw),
  ]);
  lines.push(
    `Range: ${name}`,
    table(rows),
    `CPU time of this process per dashboard (every core; other processes share them): cold ${ms(dashboard.coldCpu)}, cached ${ms(dashboard.cachedCpu)}`,
    '',
  );
}
const targetRows = results.map(({ name, cards, dashboard }) => {
  const overhead = cards.reduce((a, c) => a + c.cold, 0) / cards.reduce((a, c) => a + c.raw, 0);
  const mark = (ok: boolean) => (ok ? 'met' : 'missed');
  return [
    name,
    `${ms(dashboard.cold)} (${mark(dashboard.cold < 600)})`,
    `${ms(dashboard.cached)} (${mark(dashboard.cached < 20)})`,
    `${ratio(overhead)} (${mark(overhead <= 1.3)})`,
  ];
});
lines.push(
  `Targets (set for 10M posts): dashboard cold < 600 ms, cached < 20 ms; HTTP overhead (Σ cold / Σ raw) ≤ 1.3×${POSTS < 10_000_000 ? ` — this run has ${count(POSTS)} posts` : ''}`,
  table([['range', 'dashboard cold', 'dashboard cached', 'HTTP overhead'], ...targetRows]),
  '',
  ...ingest,
);
process.stdout.write(`${lines.join('\n')}\n`);
