// The customer-service and own-pages benchmark (issue 27): a 20-card dashboard of the customer-service template's
// SAC cards and the Métricas Proprietárias template's own-page cards (sac-cards.ts), with the universe's pages
// connected (GET /studio-service/pages, as a dashboard created from those templates connects them), over the
// analytics bench's universe (the demo generator scaled: posts, the conversations on the brand's pages with their
// status changes and surveys, the operators' shifts, the pages' profiles), card by card and as a whole, cold
// (cache misses) and cached, each against the same SQL run directly on the engine (in the same order: what the
// server asked after an answer runs after it). The cards ask as the browser does (core's cardSourceOf).
// Usage: npm run bench:sac -- [posts, default 10m]; options as flags (when run directly with node) or in the
// environment (through npm): --days/BENCH_DAYS (90), --runs/BENCH_RUNS (15), --cold/BENCH_COLD (5 cache
// misses), --ranges/BENCH_RANGES (week,all: the last 7 days, the whole universe). BENCH_DATA_DIR=/some/dir
// keeps the data dir and reuses the universe demo-<posts> built there by an earlier run (of this bench, the
// analytics bench or `npm run cli -- demo --posts N`).
import fs from 'node:fs/promises';
import os from 'node:os';
import { type ConnectedPage, type DateRange, PagesAnswer } from '@mirante/core';
import { DEMO, DEMO_BRAND_PAGES } from '../../packages/server/src/demo/seed-demo.ts';
import { closeStores } from '../../packages/server/src/stores/open-stores.ts';
import { benchDataDir, dashboardBenchArgs, parseCount } from './bench-args.ts';
import { BROWSER_CONNECTIONS, FLOOR_REQUEST, startBenchServer } from './bench-server.ts';
import { openBenchUniverse } from './bench-universe.ts';
import {
  benchRanges,
  measureRange,
  type RangeFigures,
  rangeLines,
  targetTable,
  warmUp,
} from './card-timings.ts';
import { createRecordingStores } from './recording-engine.ts';
import { sacDashboardCards } from './sac-cards.ts';
import { count, loadAverage, ms } from './stats.ts';

const args = dashboardBenchArgs({});
const POSTS = parseCount(args.positionals[0] ?? '10m');
const { days: DAYS, runs: RUNS, coldRuns: COLD_RUNS, ranges: wanted } = args;
/** The targets, set for 10M posts on this machine (issue 27). */
const TARGETS = { coldMs: 1_000, cachedMs: 20, overhead: 1.3 };

const loadAtStart = loadAverage();

const dataDir = await benchDataDir('mirante-sac-bench-');
const opened = await openBenchUniverse({ dataDir, posts: POSTS, days: DAYS });
const { config, stores, universeId, build } = opened;
// Ranges end on the day the universe was built: the default "last 7 days" and the whole universe.
const ranges = benchRanges(build.anchor, DAYS, wanted);
const recorder = createRecordingStores(stores);
const server = await startBenchServer({ config, stores: recorder.stores, dataDir });

// The pages the universe holds, as the dashboard settings list them and a new customer-service dashboard connects.
const pagesAnswer = PagesAnswer.parse(
  JSON.parse(
    (
      await server.send({
        method: 'GET',
        path: `/studio-service/pages?acc_id=${DEMO.accountId}&uni_id=${universeId}`,
      })
    ).text,
  ),
);
const pages: ConnectedPage[] = pagesAnswer.message.map(({ id, channel }) => ({ id, channel }));
if (pages.length === 0)
  throw new Error(`${universeId} holds no pages: the SAC and own-page cards would ask nothing`);
const pageKey = (page: ConnectedPage) => `${page.channel} ${page.id}`;
const brandPages =
  pages.length === DEMO_BRAND_PAGES.length &&
  DEMO_BRAND_PAGES.every((page) => pages.some((held) => pageKey(held) === pageKey(page)));
const cards = sacDashboardCards({ universeId, accountId: DEMO.accountId, pages });
const probeRange = ranges[0]?.[1] ?? { start: 0, end: 1 };
const requests = cards.reduce((a, c) => a + c.requests(probeRange).length, 0);
const timings = { server, recorder, engine: stores.analytics, cards, runs: RUNS, coldRuns: COLD_RUNS };

/** The cards that draw nothing over a range (their answers parsed and mapped as the web does). */
async function emptyCards(range: DateRange): Promise<string[]> {
  const empty: string[] = [];
  for (const card of cards) {
    const answers = await Promise.all(
      card.requests(range).map(async (request) => JSON.parse((await server.send(request)).text) as unknown),
    );
    if (card.isEmpty(answers)) empty.push(card.cardId);
  }
  return empty;
}

process.stderr.write(
  `${pages.length} pages connected (${pages.map(pageKey).join(', ')}); checking every card has data…\n`,
);
const empty: [string, string[]][] = [];
for (const [name, range] of ranges) empty.push([name, await emptyCards(range)]);
process.stderr.write('warming DuckDB…\n');
await warmUp(timings, ranges);
const floor = await server.floor(RUNS);

const results: RangeFigures[] = [];
for (const [name, range] of ranges) results.push(await measureRange(timings, name, range));

await server.close();
await closeStores(stores);
if (!process.env.BENCH_DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });

const rows = build.rows;
const byService = new Map<string, number>();
for (const card of cards) byService.set(card.service, (byService.get(card.service) ?? 0) + 1);
const lines: string[] = [];
lines.push(
  `SAC and own-pages benchmark — ${count(build.posts)} posts over ${DAYS} days (asked: ${count(POSTS)}), universe ${universeId}`,
  `  with ${count(rows['sac-status'] ?? 0)} conversation status changes, ${count(rows['sac-surveys'] ?? 0)} surveys, ` +
    `${count(rows['operator-status'] ?? 0)} operator status changes, ${count(rows.profiles ?? 0)} profiles: ${count(build.totalRows)} rows; ` +
    `${opened.reused ? 'reused, built' : 'built'} in ${build.seconds.toFixed(1)} s (${count(build.totalRows / build.seconds)} rows/s through engine.append)`,
  `${os.cpus().length} CPUs, Node ${process.version}, DuckDB (${config.analytics.engine === 'duckdb' ? config.analytics.path : config.analytics.engine}); medians of ${RUNS} runs (cold: ${COLD_RUNS} cache misses);` +
    ` raw = the card's recorded SQL run directly on the engine, in the waves the server ran it (a statement that waited for another's answer runs after it); dashboard = ${requests} requests over ${BROWSER_CONNECTIONS} connections`,
  `Per-request floor (${FLOOR_REQUEST}): ${ms(floor)}`,
  `Load average at the start and at the end: ${loadAtStart}; ${loadAverage()} (${os.cpus().length} cores shared with other processes)`,
  `Connected pages (GET /studio-service/pages): ${pages.length}${brandPages ? ', the demo brand pages' : ` — not the demo brand pages (${DEMO_BRAND_PAGES.map(pageKey).join(', ')})`}`,
  `Cards: ${[...byService].map(([service, n]) => `${n} ${service}`).join(', ')}`,
  ...empty.map(([name, ids]) =>
    ids.length === 0
      ? `Data over ${name}: every card draws something`
      : `Warning: over ${name}, ${ids.length} cards draw nothing: ${ids.join(', ')}`,
  ),
  '',
);
for (const figures of results) lines.push(...rangeLines(figures, requests, 72));
lines.push(
  `Targets (set for 10M posts): dashboard cold < 1 s, cached < 20 ms; HTTP overhead (Σ cold / Σ raw) ≤ 1.3×` +
    (POSTS < 10_000_000 ? ` — this run has ${count(POSTS)} posts` : ''),
  targetTable(results, TARGETS),
);
process.stdout.write(`${lines.join('\n')}\n`);
