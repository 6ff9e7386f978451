import { type IngestDataset, startOfZonedDay } from '@mirante/core';
import { buildDemoUniverse } from '../demo/build-demo-universe.ts';
import type { DemoProgress } from '../demo/demo-universe.ts';
import { ensureDemoUniverse, hasDemoAccount } from '../demo/ensure-demo-universe.ts';
import { DEMO } from '../demo/seed-demo.ts';
import { closeStores, openStores } from '../stores/open-stores.ts';
import { type CliIo, loadCliConfig, parseCliArgs, UsageError } from './cli-io.ts';

export const demoUsage = `demo --posts N [--universe ID] [--seed S] [--days D] [--json]
  Builds a universe of N generated posts (e.g. 5000, 1m, 10m) over D days (default 90) ending yesterday, with
  conversations, surveys, profiles, stock prices and chatbot data in proportion, in the demo account, in the
  stores the server uses (MIRANTE_DATA_DIR, ANALYTICS_URL, DATABASE_URL). The universe (default demo-<N>) is
  created when missing; rows are keyed by seed, so running it again replaces them. Stop the server first.
  Progress goes to stderr, the summary to stdout (--json: one JSON object).`;

export interface DemoSummary {
  universeId: string;
  accountId: string;
  created: boolean;
  /** The ingest token of a universe created by this run (shown once; only its hash is stored). */
  integrationToken: string | null;
  posts: number;
  days: number;
  seed: number;
  rows: Partial<Record<IngestDataset, number>>;
  totalRows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMb: number;
}

/** 5000, 5_000, 5,000, 5k, 1.5m, 10M. */
function parseCount(name: string, text: string | undefined, min: number, max: number): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec((text ?? '').replaceAll(/[_,]/g, '').trim());
  const value = match
    ? Math.round(Number(match[1]) * ({ k: 1e3, m: 1e6 }[match[2]?.toLowerCase() ?? ''] ?? 1))
    : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(
      `--${name} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')} (got ${JSON.stringify(text)})`,
    );
  }
  return value;
}

const short = (n: number) =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1_000 === 0 ? `${n / 1_000}k` : String(n);

function parseDemoArgs(args: readonly string[]) {
  const values = parseCliArgs(args, {
    posts: { type: 'string' },
    universe: { type: 'string' },
    seed: { type: 'string' },
    days: { type: 'string' },
  });
  if (values.posts === undefined) throw new UsageError('--posts is required');
  const posts = parseCount('posts', String(values.posts), 1, 200_000_000);
  const universeId = String(values.universe ?? `demo-${short(posts)}`);
  if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(universeId)) {
    throw new UsageError(
      `--universe must be 2 to 63 lowercase letters, digits or hyphens (got ${JSON.stringify(universeId)})`,
    );
  }
  return {
    posts,
    universeId,
    seed: values.seed === undefined ? 1 : parseCount('seed', String(values.seed), 0, 2 ** 31),
    days: values.days === undefined ? 90 : parseCount('days', String(values.days), 1, 3_650),
    json: values.json === true,
  };
}

const number = (n: number) => Math.round(n).toLocaleString('en');

/** `demo`: builds a universe of N generated posts plus every other dataset in proportion. */
export async function demoCommand(args: readonly string[], io: CliIo): Promise<void> {
  const options = parseDemoArgs(args);
  const config = loadCliConfig(io.env);
  const stores = await openStores(config).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      /lock/i.test(message) ? `the analytics store is in use (is the server running?): ${message}` : message,
    );
  });
  try {
    if (config.seedDemo && !(await hasDemoAccount(stores))) {
      io.stderr.write('Preparing the demo account first (an empty store gets it on first start)…\n');
    }
    const universe = await ensureDemoUniverse(stores, options.universeId, { seedDemo: config.seedDemo });
    let lastReport = 0;
    const report = (progress: DemoProgress, final = false) => {
      if (!final && progress.elapsedMs - lastReport < 1_000) return;
      lastReport = progress.elapsedMs;
      const seconds = progress.elapsedMs / 1000;
      const posts = progress.counts.posts ?? 0;
      io.stderr.write(
        `posts ${number(posts)}/${number(options.posts)} (${Math.floor((100 * posts) / options.posts)}%) · ` +
          `${number(progress.total)} rows · ${number(progress.total / Math.max(seconds, 0.001))} rows/s · ` +
          `${seconds.toFixed(1)} s\n`,
      );
    };
    let last: DemoProgress | null = null;
    const build = await buildDemoUniverse(stores, {
      ...options,
      // Up to the end of yesterday: the rows of a seed are the same all day, so a run again replaces them (the
      // generator stops at its anchor, and an anchor of now would make every run's rows a little different).
      anchor: startOfZonedDay(Date.now()) - 1,
      onProgress: (progress) => {
        last = progress;
        report(progress);
      },
    });
    if (last) report(last, true);
    const { rows, totalRows, seconds } = build;
    const summary: DemoSummary = {
      universeId: options.universeId,
      accountId: DEMO.accountId,
      created: universe.created,
      integrationToken: universe.token,
      posts: rows.posts ?? 0,
      days: options.days,
      seed: options.seed,
      rows,
      totalRows,
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round(totalRows / Math.max(seconds, 0.001)),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
    io.stdout.write(options.json ? `${JSON.stringify(summary)}\n` : formatSummary(summary));
  } finally {
    await closeStores(stores);
  }
}

function formatSummary(s: DemoSummary): string {
  const lines = [
    `Universe ${s.universeId} (account ${s.accountId}, ${s.created ? 'created' : 'already there'}): ${number(s.posts)} posts over ${s.days} days, seed ${s.seed}`,
    ...Object.entries(s.rows).map(([dataset, n]) => `  ${dataset.padEnd(18)} ${number(n).padStart(12)}`),
    `  ${'total'.padEnd(18)} ${number(s.totalRows).padStart(12)} rows in ${s.seconds} s (${number(s.rowsPerSecond)} rows/s), peak RSS ${number(s.peakRssMb)} MB`,
  ];
  if (s.integrationToken) lines.push(`  ingest token (shown once): ${s.integrationToken}`);
  lines.push(`  open /${s.accountId}/${s.universeId}/dashboard and log in as ${DEMO.email}`);
  return `${lines.join('\n')}\n`;
}
