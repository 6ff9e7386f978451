import type { IngestDataset } from '@mirante/core';
import type { DemoRow } from '../../packages/server/src/demo/demo-row.ts';
import {
  type DemoCounts,
  type DemoUniversePlan,
  generateDemoUniverse,
  writeDemoRows,
} from '../../packages/server/src/demo/demo-universe.ts';
import { DATASET_TABLES } from '../../packages/server/src/stores/analytics/datasets.ts';
import { createSettings } from '../../packages/server/src/stores/meta/settings.ts';
import { openDemoDataDir, short } from './bench-universe.ts';
import { count } from './stats.ts';

/** What the chatbot bench stored in a universe, kept in the metadata settings so a later run reuses it. */
export interface ChatbotBenchBuild {
  universeId: string;
  /** The sizes asked for: chatbot messages and desk tickets. */
  messages: number;
  tickets: number;
  days: number;
  seed: number;
  /** The instant the data was anchored to (its São Paulo day is the last day of data). */
  anchor: number;
  /** The generator's sessions a day for the chatbot datasets and for the desk's (see `calibrate`). */
  sessionsPerDay: { chatbot: number; desk: number };
  /** Rows stored per dataset, and every row the generator made (the passes' rows of the other datasets too). */
  rows: DemoCounts;
  totalRows: number;
  generatedRows: number;
  seconds: number;
}

const buildKey = (universeId: string) => `bench.chatbot.build.${universeId}`;

/** The chatbot analytics' datasets (messages, contacts, events, campaigns) and the desk's (tickets, statuses). */
const CHATBOT_DATASETS: ReadonlySet<IngestDataset> = new Set([
  'chatbot-messages',
  'chatbot-contacts',
  'chatbot-events',
  'campaigns',
]);
const DESK_DATASETS: ReadonlySet<IngestDataset> = new Set(['desk-tickets', 'attendant-status']);

/** The sessions a day the calibration run generates. */
const SAMPLE_SESSIONS_PER_DAY = 1_000;

const chatbotPlan = (input: {
  seed: number;
  anchor: number;
  days: number;
  sessionsPerDay: number;
}): DemoUniversePlan => ({
  seed: input.seed,
  anchor: input.anchor,
  days: input.days,
  crisisDaysAgo: input.days > 3 ? 3 : null,
  chatbot: { sessionsPerDay: input.sessionsPerDay },
});

/**
 * The generator's sessions a day for about `messages` chatbot messages and about `tickets` desk tickets over
 * the days: both grow in proportion to the sessions, so one run of SAMPLE_SESSIONS_PER_DAY (half a second)
 * tells how many each session gives. One session gives about 56 times more messages than tickets (a session is
 * some 7 messages; about one in 7 is handed over to the desk), so the two sizes take two passes of the
 * generator: the chatbot datasets of one, the desk's of the other.
 */
export function calibrate(input: {
  seed: number;
  anchor: number;
  days: number;
  messages: number;
  tickets: number;
}) {
  const sample = { messages: 0, tickets: 0 };
  const plan = chatbotPlan({ ...input, sessionsPerDay: SAMPLE_SESSIONS_PER_DAY });
  for (const row of generateDemoUniverse(plan)) {
    if (row.dataset === 'chatbot-messages') sample.messages += 1;
    else if (row.dataset === 'desk-tickets') sample.tickets += 1;
  }
  return {
    sample,
    chatbot: (SAMPLE_SESSIONS_PER_DAY * input.messages) / Math.max(1, sample.messages),
    desk: (SAMPLE_SESSIONS_PER_DAY * input.tickets) / Math.max(1, sample.tickets),
  };
}

/** The rows of `datasets`, counting every row made in `generated`. */
function* keep(rows: Iterable<DemoRow>, datasets: ReadonlySet<IngestDataset>, generated: { rows: number }) {
  for (const row of rows) {
    generated.rows += 1;
    if (datasets.has(row.dataset)) yield row;
  }
}

const mb = (bytes: number) => `${count(bytes / 1e6)} MB`;

/**
 * Opens the stores of a data dir (the demo account seeded as the server does) with the universe
 * `demo-chatbot-<messages>-<tickets>`: the server's demo chatbot generator's data of the two demo bots, about
 * `messages` chatbot messages (with their contacts, events and campaigns) and `tickets` desk tickets (with the
 * attendants' status changes) over `days`, appended through the engine in batches as the generator streams
 * them (its memory: what it keeps per contact). A universe already built there with the same sizes, days and
 * seed is reused.
 */
export async function openChatbotBenchUniverse(options: {
  dataDir: string;
  messages: number;
  tickets: number;
  days: number;
  seed?: number;
}) {
  const universeId = `demo-chatbot-${short(options.messages)}-${short(options.tickets)}`;
  const seed = options.seed ?? 1;
  const { config, stores } = await openDemoDataDir(options.dataDir, universeId);
  const settings = createSettings(stores.meta.db);
  const stored = await settings.get(buildKey(universeId));
  const previous = stored ? (JSON.parse(stored) as ChatbotBenchBuild) : null;
  if (
    previous &&
    previous.messages === options.messages &&
    previous.tickets === options.tickets &&
    previous.days === options.days &&
    previous.seed === seed
  ) {
    process.stderr.write(
      `reusing ${universeId} built ${new Date(previous.anchor).toISOString()} in ${options.dataDir}\n`,
    );
    return { config, stores, universeId, build: previous, reused: true };
  }

  // Rows of an earlier build left unfinished (or of other sizes under the same id) would stay beside the new ones.
  for (const dataset of [...CHATBOT_DATASETS, ...DESK_DATASETS]) {
    await stores.analytics.query({
      sql: `DELETE FROM ${DATASET_TABLES[dataset].table} WHERE universe_id = $universe`,
      params: { universe: universeId },
    });
  }
  const anchor = Date.now();
  const started = performance.now();
  const sessions = calibrate({ ...options, seed, anchor });
  process.stderr.write(
    `building ${universeId} (${count(options.messages)} chatbot messages, ${count(options.tickets)} desk tickets over ${options.days} days): ` +
      `${count(SAMPLE_SESSIONS_PER_DAY)} sessions a day make ${count(sessions.sample.messages)} messages and ${count(sessions.sample.tickets)} tickets, ` +
      `so ${count(sessions.chatbot)} sessions a day for the chatbot datasets, ${count(sessions.desk)} for the desk's…\n`,
  );
  const generated = { rows: 0 };
  const progress: Record<'chatbot' | 'desk', DemoCounts> = { chatbot: {}, desk: {} };
  let lastReport = 0;
  const report = (pass: 'chatbot' | 'desk', counts: DemoCounts, elapsedMs: number) => {
    progress[pass] = counts;
    if (elapsedMs - lastReport < 5_000) return;
    lastReport = elapsedMs;
    const rows = { ...progress.chatbot, ...progress.desk };
    const total = Object.values(rows).reduce((a, b) => a + b, 0);
    process.stderr.write(
      `  ${count(rows['chatbot-messages'] ?? 0)} messages, ${count(rows['desk-tickets'] ?? 0)} tickets, ` +
        `${count(total)} rows stored (${count(generated.rows)} generated), ${count(total / (elapsedMs / 1000))} rows/s, ` +
        `heap ${mb(process.memoryUsage().heapUsed)}, rss ${mb(process.memoryUsage().rss)}\n`,
    );
  };
  // The two passes side by side: one generates while DuckDB stores the other's batch (as seedDemo does).
  const pass = (name: 'chatbot' | 'desk', datasets: ReadonlySet<IngestDataset>) => {
    const plan = chatbotPlan({ seed, anchor, days: options.days, sessionsPerDay: sessions[name] });
    return writeDemoRows(
      stores.analytics,
      universeId,
      keep(generateDemoUniverse(plan), datasets, generated),
      {
        onProgress: ({ counts }) => report(name, counts, performance.now() - started),
      },
    );
  };
  const [chatbotRows, deskRows] = await Promise.all([
    pass('chatbot', CHATBOT_DATASETS),
    pass('desk', DESK_DATASETS),
  ]);
  const rows = { ...chatbotRows, ...deskRows };
  const build: ChatbotBenchBuild = {
    universeId,
    messages: options.messages,
    tickets: options.tickets,
    days: options.days,
    seed,
    anchor,
    sessionsPerDay: { chatbot: sessions.chatbot, desk: sessions.desk },
    rows,
    totalRows: Object.values(rows).reduce((a, b) => a + b, 0),
    generatedRows: generated.rows,
    seconds: (performance.now() - started) / 1000,
  };
  await settings.set(buildKey(universeId), JSON.stringify(build));
  return { config, stores, universeId, build, reused: false };
}
