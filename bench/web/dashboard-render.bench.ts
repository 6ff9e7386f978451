// The web benchmark: time from navigation until all 40 cards of a mixed dashboard are rendered, in headless
// Chromium, with cached data. Usage: `npm run bench:web -w @mirante/bench -- [--runs N] [--no-build]` (or
// `node bench/web/dashboard-render.bench.ts` with the same flags); in the environment: BENCH_RUNS (9
// measured runs), BENCH_NO_BUILD=1 (use the existing build), BENCH_WEB_DIST (the build to serve and, unless
// --no-build, to make: packages/web/dist by default; a folder of its own keeps a shared tree's builds apart),
// BENCH_PROFILE (a file to write one extra run's Chromium CPU profile to, for chrome://inspect or speedscope),
// CHROMIUM_PATH (/usr/bin/chromium), BENCH_COMPARE_DIST (or --compare DIR: a second build, served beside the
// first; each run then loads both, one right after the other, in alternating order, and the medians of the
// paired differences are printed: on a shared machine whose speed drifts, far steadier than two benches).
//
// It seeds the demo account in a temp data dir with the server's own code, adds a 40-card dashboard of mixed
// component types (charts, war-room cards and static cards of the brand universe) through the dashboards
// repository, starts the real server (API and built web app) on a free port and signs in. One warm-up load
// fills the server's result cache and the browser's HTTP cache; each measured run then opens the dashboard in
// a new tab of the same browser and reads, in the page, performance.now() (ms since navigation start) at the
// first animation frame where all 40 cards have left the loading state (word clouds have their words and
// charts are drawn),
// the main thread's busy time until then (thread CPU time, far less sensitive to the machine's load than the
// wall clock), when the last card-data answer arrived (the rest is drawing), and the first frames with every
// chart drawn and with every word cloud laid out (the later of the two ends the run). Prints every run, the
// median and p95, and the states the cards ended in.
// Target: median under 1.5 s on the 2-core machine. The figure depends on the machine's load: run it alone.
/// <reference lib="dom" />
// (The functions handed to page.waitForFunction and addInitScript run in the browser.)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CardDefinition, cardEndpointOf, cardRegistry, SESSION_HEADER_2 } from '@mirante/core';
import { pino } from 'pino';
import { chromium } from 'playwright-core';
import { buildApp } from '../../packages/server/src/app.ts';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '../../packages/server/src/chromium.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { DEMO, seedDemo } from '../../packages/server/src/demo/seed-demo.ts';
import { createAccountsRepository } from '../../packages/server/src/modules/accounts/repository.ts';
import { newDashboard } from '../../packages/server/src/modules/dashboards/new-dashboard.ts';
import { createDashboardsRepository } from '../../packages/server/src/modules/dashboards/repository.ts';
import { createFlagsRepository } from '../../packages/server/src/modules/flags/repository.ts';
import { createSettings } from '../../packages/server/src/stores/meta/settings.ts';
import { openStores } from '../../packages/server/src/stores/open-stores.ts';
import { median, ms, table } from '../analytics/stats.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '9' },
    'no-build': { type: 'boolean', default: process.env.BENCH_NO_BUILD === '1' },
    profile: { type: 'string', default: process.env.BENCH_PROFILE ?? '' },
    compare: { type: 'string', default: process.env.BENCH_COMPARE_DIST ?? '' },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 9);
const CARDS = 40;
const TARGET_MS = 1_500;
const DASHBOARD_ID = 'bench-40-cards';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.resolve(root, process.env.BENCH_WEB_DIST ?? 'packages/web/dist');

/**
 * 40 cards of the brand universe's sources (charts service, war-room, static), taken round-robin by component
 * type so every type available is on the dashboard, in catalogue order within a type.
 */
function mixedCards(): CardDefinition[] {
  // Served: static, or read through an entry of core's endpoint registry.
  const served = (card: CardDefinition) => card.query.service === 'none' || cardEndpointOf(card) !== null;
  const byType = new Map<string, CardDefinition[]>();
  for (const card of cardRegistry.all()) {
    if (!served(card) || !['listening', 'owned-earned', 'static'].includes(card.area)) continue;
    if (card.componentType === 'importFile' || card.componentType === 'search') continue;
    byType.set(card.componentType, [...(byType.get(card.componentType) ?? []), card]);
  }
  const picked: CardDefinition[] = [];
  for (let round = 0; picked.length < CARDS; round += 1) {
    const before = picked.length;
    for (const cards of byType.values()) {
      const card = cards[round];
      if (card && picked.length < CARDS) picked.push(card);
    }
    if (picked.length === before) throw new Error(`only ${picked.length} cards to choose from`);
  }
  return picked;
}

function p95(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

if (!values['no-build'] || !fs.existsSync(path.join(webDist, 'index.html'))) {
  process.stdout.write('building the web app…\n');
  execFileSync('npm', ['run', 'build', '-w', '@mirante/web', '--', '--outDir', webDist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'ignore',
  });
}

const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'mirante-bench-web-'));
const config = loadConfig({ MIRANTE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const stores = await openStores(config);
const db = stores.meta.db;
const dashboards = createDashboardsRepository(db);
process.stdout.write('seeding the demo account…\n');
await seedDemo({
  accounts: createAccountsRepository(db),
  dashboards,
  flags: createFlagsRepository(db),
  settings: createSettings(db),
  analytics: stores.analytics,
  secret: stores.secret,
  log: pino({ level: 'warn' }),
});
const cards = mixedCards();
await dashboards.insert(
  newDashboard({
    id: DASHBOARD_ID,
    universeId: DEMO.brandUniverseId,
    title: 'Benchmark: 40 componentes',
    ownerEmail: DEMO.email,
    cardIds: cards.map((card) => card.id),
  }),
  DEMO.email,
);

/** The server of one build over the seeded stores, and the bench dashboard's URL on it. */
async function serve(dist: string) {
  const served = await buildApp(config, stores, { webDist: dist });
  await served.listen({ port: 0, host: '127.0.0.1' });
  const address = served.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app: served,
    base: origin,
    url: `${origin}/${DEMO.accountId}/${DEMO.brandUniverseId}/dashboard?dashboard=${DASHBOARD_ID}`,
  };
}
const { app, base, url } = await serve(webDist);
const compared = values.compare ? await serve(path.resolve(root, values.compare)) : null;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
  // This Chromium builds its omnibox popup as a web page of its own for every new tab (a renderer that took
  // about 1.8 s of main-thread and 1.3 s of parser CPU during each measured load on the 2 cores); Puppeteer
  // turns it off for automation too.
  args: [...CHROMIUM_ARGS, '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  // Signing in through the context's own request client leaves the HttpOnly session cookie in the browser;
  // the second id goes where the web app keeps it.
  const login = await context.request.post(`${base}/auth/prod/session/login`, {
    data: { username: DEMO.email, password: DEMO.password },
  });
  if (!login.ok()) throw new Error(`login failed: HTTP ${login.status()}`);
  const secondId = login.headers()[SESSION_HEADER_2] ?? '';
  await context.addInitScript((id) => localStorage.setItem('mirante.session2', id), secondId);
  // The page's long tasks (over 50 ms) from its first script on: how long input could wait while it loads.
  await context.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });

  /** Opens the dashboard in a new tab; ms from navigation start until every card has settled. */
  async function load(target = url, profilePath = '') {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    try {
      // The main thread's busy time besides the wall-clock figure: it depends far less on the machine's load.
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      if (profilePath) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await browser.startTracing(page, { path: `${profilePath}.trace.json` });
      }
      await page.goto(target, { waitUntil: 'commit' });
      const settled = await page.waitForFunction(
        (count) => {
          const nodes = Array.from(document.querySelectorAll('[data-card-id]'));
          if (nodes.length < count || nodes.some((node) => node.getAttribute('data-state') === 'loading'))
            return null;
          // A chart is drawn when its library has arrived and its box has a size; a word cloud laid out in a
          // worker has its words only when the worker answers. The first frame of each is kept, to tell which
          // came last.
          const frames = window as unknown as { benchFrames?: Record<string, number> };
          if (!frames.benchFrames) frames.benchFrames = {};
          const firstFrames = frames.benchFrames;
          const chartsDrawn = !document.querySelector('[data-drawn="false"]');
          const cloudsLaidOut = !document.querySelector('[data-laid-out="false"]');
          if (chartsDrawn) firstFrames.charts ??= performance.now();
          if (cloudsLaidOut) firstFrames.clouds ??= performance.now();
          if (!chartsDrawn || !cloudsLaidOut) return null;
          const states: Record<string, number> = {};
          for (const node of nodes) {
            const state = node.getAttribute('data-state') ?? '?';
            states[state] = (states[state] ?? 0) + 1;
          }
          // When the last card-data answer arrived: the rest of the time is the browser drawing.
          const fetches = performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch')
            .map((entry) => ({ name: entry.name, end: (entry as PerformanceResourceTiming).responseEnd }));
          const slowest = fetches.sort((a, b) => b.end - a.end).slice(0, 3);
          return {
            elapsed: performance.now(),
            chartsAt: firstFrames.charts ?? 0,
            cloudsAt: firstFrames.clouds ?? 0,
            states,
            dataAt: slowest[0]?.end ?? 0,
            slowest,
            elements: document.getElementsByTagName('*').length,
            // Total blocking time (each long task's time past 50 ms) and the longest task, until now.
            ...(() => {
              const now = performance.now();
              const tasks = (
                (window as unknown as { benchLongTasks?: { start: number; duration: number }[] })
                  .benchLongTasks ?? []
              ).filter((task) => task.start < now);
              return {
                blocking: tasks.reduce((sum, task) => sum + task.duration - 50, 0),
                longest: tasks.reduce((most, task) => Math.max(most, task.duration), 0),
              };
            })(),
          };
        },
        CARDS,
        { polling: 'raf', timeout: 120_000 },
      );
      const value = await settled.jsonValue();
      if (!value) throw new Error('the cards did not settle');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const busy = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
      const work = { task: busy('TaskDuration'), script: busy('ScriptDuration') };
      if (profilePath) {
        await browser.stopTracing();
        const { profile } = await cdp.send('Profiler.stop');
        await fsp.writeFile(profilePath, JSON.stringify(profile));
      }
      return { ...value, ...work };
    } finally {
      await page.close();
    }
  }

  const warm = await load();
  process.stdout.write(`warm-up load (server cache and browser cache cold): ${ms(warm.elapsed)}\n`);
  if (compared) {
    await load(compared.url);
    const pairs: {
      a: number;
      b: number;
      aTask: number;
      bTask: number;
      aLongest: number;
      bLongest: number;
    }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Alternating which goes first, so neither build always meets the other's leftovers.
      const firstFirst = run % 2 === 0;
      const earlier = await load(firstFirst ? url : compared.url);
      const later = await load(firstFirst ? compared.url : url);
      const [a, b] = firstFirst ? [earlier, later] : [later, earlier];
      pairs.push({
        a: a.elapsed,
        b: b.elapsed,
        aTask: a.task,
        bTask: b.task,
        aLongest: a.longest,
        bLongest: b.longest,
      });
      process.stdout.write(
        `run ${run + 1}: ${ms(a.elapsed)} (busy ${ms(a.task)}, longest task ${ms(a.longest)}) against ` +
          `${ms(b.elapsed)} (busy ${ms(b.task)}, longest task ${ms(b.longest)})\n`,
      );
    }
    process.stdout.write(
      `\n${webDist}: median ${ms(median(pairs.map((p) => p.a)))}, main thread busy ${ms(median(pairs.map((p) => p.aTask)))}, longest task ${ms(median(pairs.map((p) => p.aLongest)))}\n` +
        `${values.compare}: median ${ms(median(pairs.map((p) => p.b)))}, main thread busy ${ms(median(pairs.map((p) => p.bTask)))}, longest task ${ms(median(pairs.map((p) => p.bLongest)))}\n` +
        `median of the paired differences (second minus first): ${ms(median(pairs.map((p) => p.b - p.a)))}, ` +
        `main thread busy ${ms(median(pairs.map((p) => p.bTask - p.aTask)))}; the second faster in ` +
        `${pairs.filter((p) => p.b < p.a).length} of ${RUNS} runs\n`,
    );
  } else {
    const samples: number[] = [];
    const dataTimes: number[] = [];
    const chartTimes: number[] = [];
    const cloudTimes: number[] = [];
    const taskTimes: number[] = [];
    const scriptTimes: number[] = [];
    const blockingTimes: number[] = [];
    const longestTasks: number[] = [];
    let last = warm;
    for (let run = 0; run < RUNS; run += 1) {
      last = await load();
      samples.push(last.elapsed);
      dataTimes.push(last.dataAt);
      chartTimes.push(last.chartsAt);
      cloudTimes.push(last.cloudsAt);
      taskTimes.push(last.task);
      scriptTimes.push(last.script);
      blockingTimes.push(last.blocking);
      longestTasks.push(last.longest);
    }

    if (values.profile) {
      const profiled = await load(url, path.resolve(values.profile));
      process.stdout.write(
        `profiled run: ${ms(profiled.elapsed)}, written to ${values.profile}(.trace.json)\n`,
      );
    }

    const types = new Set(cards.map((card) => card.componentType));
    process.stdout.write(
      `\n${CARDS} cards of ${types.size} component types (${[...types].join(', ')})\n` +
        `card states at the end of the last run: ${JSON.stringify(last.states)}, ${last.elements} elements on the page\n` +
        `slowest card-data answers of the last run: ${last.slowest.map((f) => `${ms(f.end)} ${new URL(f.name).pathname}`).join(', ')}\n\n` +
        `${table([
          [
            'run',
            'navigation → all cards rendered',
            'navigation → last card data',
            '→ charts drawn',
            '→ word clouds laid out',
            'main thread busy',
            'of it JS',
            'blocking time',
            'longest task',
          ],
          ...samples.map((sample, run) => [
            String(run + 1),
            ms(sample),
            ms(dataTimes[run] ?? Number.NaN),
            ms(chartTimes[run] ?? Number.NaN),
            ms(cloudTimes[run] ?? Number.NaN),
            ms(taskTimes[run] ?? Number.NaN),
            ms(scriptTimes[run] ?? Number.NaN),
            ms(blockingTimes[run] ?? Number.NaN),
            ms(longestTasks[run] ?? Number.NaN),
          ]),
        ])}\n\n` +
        `main thread busy until then: median ${ms(median(taskTimes))} (JS ${ms(median(scriptTimes))}); ` +
        `total blocking time (long tasks past 50 ms) ${ms(median(blockingTimes))}, longest task ${ms(median(longestTasks))}\n` +
        `medians: last card data ${ms(median(dataTimes))}, every chart drawn ${ms(median(chartTimes))}, ` +
        `every word cloud laid out ${ms(median(cloudTimes))}\n` +
        `median ${ms(median(samples))}, p95 ${ms(p95(samples))} over ${RUNS} runs, ` +
        `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores ` +
        `(target: median under ${ms(TARGET_MS)}: ${median(samples) < TARGET_MS ? 'met' : 'NOT met'})\n`,
    );
  }
} finally {
  await browser.close();
  await compared?.app.close();
  await app.close();
  await fsp.rm(dataDir, { recursive: true, force: true });
}
