// Posts over time (LSN_13) on a generated universe: the raw engine against the same query through HTTP.
// Usage: npm run bench -- [posts]   (default 1,000,000)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ChartTemplate,
  cardRegistry,
  chartsQueryOf,
  DAY_MS,
  defaultDateRange,
  type IngestRecord,
  resolveGrain,
  type ValidTemplate,
} from '@mirante/core';
import { pino } from 'pino';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { generateDemoPosts } from '../../packages/server/src/demo/generate-posts.ts';
import { DEMO, seedDemo } from '../../packages/server/src/demo/seed-demo.ts';
import { createAccountsRepository } from '../../packages/server/src/modules/accounts/repository.ts';
import { createDashboardsRepository } from '../../packages/server/src/modules/dashboards/repository.ts';
import { compileSeries } from '../../packages/server/src/stores/analytics/compiler/compile-series.ts';
import { createSettings } from '../../packages/server/src/stores/meta/settings.ts';
import { openStores } from '../../packages/server/src/stores/open-stores.ts';

const POSTS = Number(process.argv[2] ?? 1_000_000);
const RUNS = 15;
const DAYS = 90;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function time(runs: number, work: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-bench-'));
const config = loadConfig({ MIRANTE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const stores = await openStores(config);
const db = stores.meta.db;
await seedDemo({
  accounts: createAccountsRepository(db),
  dashboards: createDashboardsRepository(db),
  settings: createSettings(db),
  analytics: stores.analytics,
  secret: stores.secret,
  log: pino({ level: 'silent' }),
});

const universeId = 'bench';
const loadStarted = performance.now();
let batch: IngestRecord<'posts'>[] = [];
let loaded = 0;
for (const post of generateDemoPosts({
  seed: 7,
  anchor: Date.now(),
  days: DAYS,
  postsPerDay: POSTS / DAYS,
  crisisDaysAgo: 3,
})) {
  batch.push(post);
  loaded += 1;
  if (batch.length === 100_000) {
    await stores.analytics.append('posts', universeId, batch);
    batch = [];
  }
}
await stores.analytics.append('posts', universeId, batch);
const loadSeconds = (performance.now() - loadStarted) / 1000;

const app = await buildApp(config, stores, { webDist: path.join(dataDir, 'no-web') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const base = `http://127.0.0.1:${port}`;
const login = await fetch(`${base}/auth/prod/session/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
});
const headers = {
  'content-type': 'application/json',
  'x-session-id': login.headers.get('x-session-id') ?? '',
  'x-session-id2': login.headers.get('x-session-id2') ?? '',
};
// The bench universe belongs to nobody; let the demo user see it through a membership of its own.
await createAccountsRepository(db).insertUniverse({
  id: universeId,
  account_id: DEMO.accountId,
  name: 'Bench',
  kind: 'brand',
  api_token: 'bench',
  integration_token_hash: 'bench',
});
await createAccountsRepository(db).addMember(universeId, 'demo-user');

const template = ChartTemplate.parse(chartsQueryOf(cardRegistry.get('LSN_13'))?.template) as ValidTemplate;
console.log(
  `posts over time on ${loaded.toLocaleString('en')} posts (load ${loadSeconds.toFixed(1)} s, ${Math.round(loaded / loadSeconds).toLocaleString('en')} posts/s through the appender)`,
);
for (const [name, range] of [
  ['last 7 days', defaultDateRange()],
  ['last 90 days', { start: Date.now() - DAYS * DAY_MS, end: Date.now() }],
] as const) {
  const grain = resolveGrain('auto', range.end - range.start);
  const plan = compileSeries({ entity: 'posts', template, grain, range, universeId });
  const raw = await time(RUNS, () => stores.analytics.query(plan));
  const url = `${base}/charts-service/posts?points_parser=series&date_range=${range.start}:${range.end}&account_id=${DEMO.accountId}&universe_id=${universeId}`;
  const http = await time(RUNS, async () => {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(template) });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    await response.json();
  });
  console.log(
    `  ${name.padEnd(12)} raw engine ${raw.toFixed(1)} ms   HTTP ${http.toFixed(1)} ms   ratio ${(http / raw).toFixed(2)}x`,
  );
}

await app.close();
await fs.rm(dataDir, { recursive: true, force: true });
