// The chatbot and desk benchmark: the BLIP cards of the demo's chatbot dashboard ('Atendimento do chatbot',
// seed-demo.ts: its cards, the demo bots' contracts and its global filter of both bots) over a universe of the
// server's demo chatbot generator, card by card and as a whole, cold (cache misses) and cached, each against
// the same SQL run directly on the engine (in the same order: what the server asked after an answer runs
// after it). The cards ask as the browser does (core's cardSourceOf): one request per bot, some cards two
// endpoints, all of a card's requests together; without the desk endpoints (HTTP 404) the chatbot cards only.
// Usage: npm run bench:chatbot -- [messages, default 10m] [tickets, default 1m]; options as flags (when run
// directly with node) or in the environment (through npm): --days/BENCH_DAYS (90), --runs/BENCH_RUNS (15),
// --cold/BENCH_COLD (5 cache misses), --ranges/BENCH_RANGES (week,all: the last 7 days, the whole universe).
// The universe demo-chatbot-<messages>-<tickets> holds about that many chatbot messages (with their contacts,
// events and campaigns) and desk tickets (with the attendants' status changes): a session of the generator
// gives some 56 times more messages than tickets, so the chatbot datasets and the desk's come from two passes
// at the sessions a day a half-second calibration run gives each size (chatbot-universe.ts). Building it
// appends in batches as the generator streams (10m 1m: ~15M rows stored, ~90M generated). BENCH_DATA_DIR=/some/dir
// keeps the data dir and reuses the universe built there by an earlier run (also beside the analytics bench's).
import fs from 'node:fs/promises';
import os from 'node:os';
import { DEMO } from '../../packages/server/src/demo/seed-demo.ts';
import { closeStores } from '../../packages/server/src/stores/open-stores.ts';
import { benchDataDir, dashboardBenchArgs, parseCount } from './bench-args.ts';
import { BROWSER_CONNECTIONS, FLOOR_REQUEST, startBenchServer } from './bench-server.ts';
import {
  benchRanges,
  measureRange,
  type RangeFigures,
  rangeLines,
  targetTable,
  warmUp,
} from './card-timings.ts';
import { chatbotDashboardCards } from './chatbot-cards.ts';
import { openChatbotBenchUniverse } from './chatbot-universe.ts';
import { createRecordingStores } from './recording-engine.ts';
import { count, loadAverage, ms } from './stats.ts';

const args = dashboardBenchArgs({});
const MESSAGES = parseCount(args.positionals[0] ?? '10m');
const TICKETS = parseCount(args.positionals[1] ?? '1m');
const { days: DAYS, runs: RUNS, coldRuns: COLD_RUNS, ranges: wanted } = args;
/** The targets, set for 10M messages and 1M tickets on this machine. */
const TARGETS = { coldMs: 1_000, cachedMs: 20, overhead: 1.3 };

const loadAtStart = loadAverage();

const dataDir = await benchDataDir('mirante-chatbot-bench-');
const opened = await openChatbotBenchUniverse({ dataDir, messages: MESSAGES, tickets: TICKETS, days: DAYS });
const { config, stores, universeId, build } = opened;
// Ranges end on the day the universe was built: the default "last 7 days" and the whole universe.
const ranges = benchRanges(build.anchor, DAYS, wanted);
const recorder = createRecordingStores(stores);
const server = await startBenchServer({ config, stores: recorder.stores, dataDir });

const desk = (await server.status('/desk/analytics/timings')) !== 404;
const { cards, skipped } = chatbotDashboardCards({ universeId, accountId: DEMO.accountId, desk });
const probeRange = ranges[0]?.[1] ?? { start: 0, end: 1 };
const requestsOf = (service: string) =>
  cards.filter((c) => c.service === service).reduce((a, c) => a + c.requests(probeRange).length, 0);
const requests = requestsOf('chatbot-analytics') + requestsOf('desk');
// The desk's monitoring reads everything up to now whatever the period: a jittered range is not enough for a
// cache miss there, so every cold sample also makes the cached results stale.
const timings = {
  server,
  recorder,
  engine: stores.analytics,
  cards,
  runs: RUNS,
  coldRuns: COLD_RUNS,
  forgetBeforeCold: true,
};

process.stderr.write(
  `${desk ? 'desk endpoints answer' : `no desk endpoints yet: chatbot cards only (${skipped.join(', ')} left out)`}; warming DuckDB…\n`,
);
await warmUp(timings, ranges);
const floor = await server.floor(RUNS);

const results: RangeFigures[] = [];
for (const [name, range] of ranges) results.push(await measureRange(timings, name, range));

await server.close();
await closeStores(stores);
if (!process.env.BENCH_DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });

const rows = build.rows;
const perMillion = build.seconds / (build.totalRows / 1e6);
const lines: string[] = [];
lines.push(
  `Chatbot and desk benchmark — ${count(rows['chatbot-messages'] ?? 0)} chatbot messages and ${count(rows['desk-tickets'] ?? 0)} desk tickets over ${DAYS} days ` +
    `(asked: ${count(MESSAGES)} and ${count(TICKETS)}), universe ${universeId}`,
  `  with ${count(rows['chatbot-contacts'] ?? 0)} contacts, ${count(rows['chatbot-events'] ?? 0)} events, ${count(rows.campaigns ?? 0)} campaigns, ` +
    `${count(rows['attendant-status'] ?? 0)} attendant status changes: ${count(build.totalRows)} rows; the generator at ` +
    `${count(build.sessionsPerDay.chatbot)} sessions a day for the chatbot datasets, ${count(build.sessionsPerDay.desk)} for the desk's`,
  `  ${opened.reused ? 'reused, built' : 'built'} in ${build.seconds.toFixed(1)} s: ${perMillion.toFixed(1)} s per million rows stored ` +
    `(${count(build.totalRows / build.seconds)} rows/s through engine.append; ${count(build.generatedRows)} rows generated)`,
  `${os.cpus().length} CPUs, Node ${process.version}, DuckDB (${config.analytics.engine === 'duckdb' ? config.analytics.path : config.analytics.engine}); medians of ${RUNS} runs (cold: ${COLD_RUNS} cache misses);` +
    ` raw = the card's recorded SQL run directly on the engine, in the waves the server ran it (a statement that waited for another's answer runs after it); dashboard = ${requests} requests over ${BROWSER_CONNECTIONS} connections`,
  `Per-request floor (${FLOOR_REQUEST}): ${ms(floor)}`,
  `Load average at the start and at the end: ${loadAtStart}; ${loadAverage()} (${os.cpus().length} cores shared with other processes)`,
  `Cards: ${cards.filter((c) => c.service === 'chatbot-analytics').length} chatbot-analytics (${requestsOf('chatbot-analytics')} requests), ` +
    `${cards.filter((c) => c.service === 'desk').length} desk (${requestsOf('desk')} requests)` +
    (desk ? '' : ` — the desk endpoints did not answer (HTTP 404): ${skipped.join(', ')} left out`),
  '',
);
for (const figures of results) lines.push(...rangeLines(figures, requests, 72));
const small = MESSAGES < 10_000_000 || TICKETS < 1_000_000;
lines.push(
  `Targets (set for 10M messages and 1M tickets): dashboard cold < 1 s, cached < 20 ms; HTTP overhead (Σ cold / Σ raw) ≤ 1.3×` +
    (small ? ` — this run has ${count(MESSAGES)} messages and ${count(TICKETS)} tickets` : '') +
    (desk ? '' : ' — chatbot cards only'),
  targetTable(results, TARGETS),
);
process.stdout.write(`${lines.join('\n')}\n`);
