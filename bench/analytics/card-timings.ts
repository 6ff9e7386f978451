import { type DateRange, END_OF_DAY_OFFSET_MS, startOfZonedDay } from '@mirante/core';
import type { AnalyticsEngine } from '../../packages/server/src/stores/analytics/engine.ts';
import { type BenchServer, BROWSER_CONNECTIONS, type CacheAnswer } from './bench-server.ts';
import type { CardRequest } from './dashboard-queries.ts';
import {
  type createRecordingStores,
  type EngineTime,
  runWaves,
  type StatementWaves,
} from './recording-engine.ts';
import { count, median, ms, ratio, table, timeMedian, timeOnce, withConcurrency } from './stats.ts';

/** One card of a benchmarked dashboard: what it asks and its requests over a range (one or more). */
export interface BenchCard {
  /** The card's id; cards sending the same requests are one (the browser sends them once): `BLIP_21 BLIP_22`. */
  cardId: string;
  /** Where it asks: `charts-service`, `war-room`, `chatbot-analytics`, `desk`. */
  service: string;
  /** What it asks, in a few words. */
  label: string;
  requests(range: DateRange): CardRequest[];
}

export type RangeName = 'week' | 'all';

/** The `--ranges` option: `week` (the last 7 days, a dashboard's default), `all` (the whole universe) or both. */
export function parseRangeNames(text: string): ReadonlySet<RangeName> {
  const names = text.split(',').map((r) => r.trim());
  if (!names.every((r): r is RangeName => r === 'week' || r === 'all')) throw new Error(`ranges: week, all`);
  return new Set(names);
}

/** The ranges to run, ending on the day the universe was built (`anchor`), over `days` for `all`. */
export function benchRanges(
  anchor: number,
  days: number,
  names: ReadonlySet<RangeName>,
): [string, DateRange][] {
  const lastDayEnd = startOfZonedDay(anchor) + END_OF_DAY_OFFSET_MS;
  const ranges: [string, DateRange][] = [];
  if (names.has('week'))
    ranges.push(['last 7 days', { start: startOfZonedDay(anchor, -6), end: lastDayEnd }]);
  if (names.has('all'))
    ranges.push([`all ${days} days`, { start: startOfZonedDay(anchor, -(days - 1)), end: lastDayEnd }]);
  return ranges;
}

/** The same range a few minutes shorter: the same query under another cache key, so a true cache miss. */
// Whole minutes: the server reads a period to the end of its last minute, so ranges a few ms apart are one.
export const jitter = (range: DateRange, k: number): DateRange => ({
  start: range.start,
  end: range.end - k * 60_000,
});

export interface CardFigures {
  cardId: string;
  label: string;
  statements: number;
  raw: number;
  cold: number;
  cached: number;
}

export interface RangeFigures {
  name: string;
  cards: CardFigures[];
  /** coldCpu, cachedCpu: CPU time of this process (server, DuckDB and client) per dashboard, in ms. */
  dashboard: { raw: number; cold: number; cached: number; coldCpu: number; cachedCpu: number };
  /** What the server asked the engine per dashboard, cold and cached (recording-engine.ts). */
  engineTime: { cold: EngineTime; cached: EngineTime };
  /**
   * By x-cache (requests without the header count nowhere): requests of the cards' cold samples the result
   * cache answered (should be none), and of the cached samples it did not (should be none); and requests of a
   * cold dashboard answered by statements other cards' requests had run or were running (shared: run once).
   */
  coldHits: number;
  cachedMisses: number;
  dashboardShared: number;
}

export interface CardTimingsOptions {
  server: BenchServer;
  recorder: ReturnType<typeof createRecordingStores>;
  /** The real engine, to time the recorded SQL on. */
  engine: AnalyticsEngine;
  cards: readonly BenchCard[];
  runs: number;
  coldRuns: number;
  /**
   * Before every cold sample, make the cached results stale (recorder.forgetResults), besides the jittered
   * range: for endpoints whose answers do not depend on the period (the desk's monitoring, up to now).
   */
  forgetBeforeCold?: boolean;
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** Every card once over each range (jittered, so the measured ranges stay uncached): DuckDB and the JIT warm. */
export async function warmUp(options: CardTimingsOptions, ranges: readonly [string, DateRange][]) {
  for (const [, range] of ranges) {
    for (const card of options.cards)
      await Promise.all(card.requests(jitter(range, 999)).map((request) => options.server.call(request)));
  }
}

/**
 * Every card once over each range (jittered), as warmUp, going on past a card that fails: the cards that
 * failed, each with its first error (an engine that cannot answer it yet).
 */
export async function probeCards(
  options: CardTimingsOptions,
  ranges: readonly [string, DateRange][],
): Promise<Map<string, string>> {
  const failed = new Map<string, string>();
  for (const [, range] of ranges) {
    for (const card of options.cards) {
      if (failed.has(card.cardId)) continue;
      try {
        await Promise.all(card.requests(jitter(range, 999)).map((request) => options.server.call(request)));
      } catch (error) {
        failed.set(card.cardId, error instanceof Error ? error.message : String(error));
      }
    }
  }
  return failed;
}

/** The engine's calls between two readings of recorder.spent, per run. */
const spentPerRun = (before: EngineTime, after: EngineTime, runs: number): EngineTime => ({
  queries: (after.queries - before.queries) / runs,
  queryMs: (after.queryMs - before.queryMs) / runs,
  versionReads: (after.versionReads - before.versionReads) / runs,
  versionMs: (after.versionMs - before.versionMs) / runs,
});

/**
 * Each card over `range`, cold (a fresh app, then jittered ranges: cache misses), cached and raw (its recorded
 * SQL run directly on the engine, in the same waves); then the dashboard: every card's requests over
 * BROWSER_CONNECTIONS connections, the same three ways. A card's requests go together, as the browser sends them.
 */
export async function measureRange(
  options: CardTimingsOptions,
  name: string,
  range: DateRange,
): Promise<RangeFigures> {
  const { server, recorder, engine, cards, runs, coldRuns } = options;
  let coldHits = 0;
  let cachedMisses = 0;
  let dashboardShared = 0;
  const callCard = async (card: BenchCard, r: DateRange) =>
    Promise.all(card.requests(r).map((request) => server.call(request)));
  /** A cold sample's time; `dashboard`: its hits are statements shared between cards, else a cache surprise. */
  const cold = async (work: () => Promise<CacheAnswer[]>, dashboard = false) => {
    if (options.forgetBeforeCold) recorder.forgetResults();
    let answers: CacheAnswer[] = [];
    const time = await timeOnce(async () => {
      answers = await work();
    });
    const hits = answers.filter((answer) => answer.cache === 'hit').length;
    if (dashboard) dashboardShared += hits;
    else coldHits += hits;
    return time;
  };
  const cached = (work: () => Promise<CacheAnswer[]>) =>
    timeMedian(runs, async () => {
      cachedMisses += (await work()).filter((answer) => answer.cache === 'miss').length;
    });

  const figures: CardFigures[] = [];
  const allWaves: StatementWaves[] = [];
  for (const card of cards) {
    process.stderr.write(`${name}: ${card.cardId}…\n`);
    // A fresh app (an empty result cache) per card: cards that share statements (the term cards) would
    // otherwise find them cached.
    await server.restart();
    let first = 0;
    const waves = await recorder.capture(async () => {
      first = await cold(() => callCard(card, range));
    });
    const coldSamples = [first];
    for (let k = 1; k < coldRuns; k += 1)
      coldSamples.push(await cold(() => callCard(card, jitter(range, k))));
    // Once more unmeasured: the range's answers cached whatever the cold samples made stale.
    await callCard(card, range);
    const cachedTime = await cached(() => callCard(card, range));
    const raw = waves.length > 0 ? await timeMedian(runs, () => runWaves(engine, waves)) : Number.NaN;
    allWaves.push(waves);
    figures.push({
      cardId: card.cardId,
      label: card.label,
      statements: waves.flat().length,
      raw,
      cold: median(coldSamples),
      cached: cachedTime,
    });
  }

  const dashboardAt = (r: DateRange) =>
    withConcurrency(
      BROWSER_CONNECTIONS,
      cards.flatMap((card) => card.requests(r)).map((request) => () => server.call(request)),
    );
  await server.restart();
  const coldSamples: number[] = [];
  let cpu = process.cpuUsage();
  let spent = recorder.spent();
  for (let k = 0; k < coldRuns; k += 1)
    coldSamples.push(await cold(() => dashboardAt(jitter(range, 100 + k)), true));
  const coldCpu = cpuMs(process.cpuUsage(cpu)) / coldRuns;
  const coldEngine = spentPerRun(spent, recorder.spent(), coldRuns);
  await dashboardAt(range);
  // The dashboard's cards at once, each card's statements in its own waves.
  const raw = await timeMedian(runs, () => Promise.all(allWaves.map((waves) => runWaves(engine, waves))));
  // A server answers the same dashboard again and again: its cached path is measured warm (compiled, its
  // garbage of the cold runs collected), after as many unmeasured loads as measured ones.
  for (let k = 0; k < runs; k += 1) await dashboardAt(range);
  cpu = process.cpuUsage();
  spent = recorder.spent();
  const cachedTime = await cached(() => dashboardAt(range));
  const cachedCpu = cpuMs(process.cpuUsage(cpu)) / runs;
  const cachedEngine = spentPerRun(spent, recorder.spent(), runs);
  return {
    name,
    cards: figures,
    dashboard: { raw, cold: median(coldSamples), cached: cachedTime, coldCpu, cachedCpu },
    engineTime: { cold: coldEngine, cached: cachedEngine },
    coldHits,
    cachedMisses,
    dashboardShared: dashboardShared / coldRuns,
  };
}

const sumOf = (cards: readonly CardFigures[], pick: (c: CardFigures) => number) =>
  cards.reduce((a, c) => a + pick(c), 0);

/** HTTP overhead: Σ cold / Σ raw over the cards, one after another. */
export const overheadOf = (figures: RangeFigures) =>
  sumOf(figures.cards, (c) => c.cold) / sumOf(figures.cards, (c) => c.raw);

/** A range's table (card by card, Σ cards, the dashboard), its CPU line and any cache surprises. */
export function rangeLines(figures: RangeFigures, requests: number, labelWidth = 58): string[] {
  const { name, cards, dashboard } = figures;
  const rows: string[][] = [['card', 'query', 'SQL', 'raw', 'cold', 'cold/raw', 'cached', 'cached/raw']];
  for (const c of cards) {
    rows.push([
      c.cardId,
      c.label.length > labelWidth ? `${c.label.slice(0, labelWidth - 1)}…` : c.label,
      String(c.statements),
      ms(c.raw),
      ms(c.cold),
      ratio(c.cold / c.raw),
      ms(c.cached),
      ratio(c.cached / c.raw),
    ]);
  }
  const sum = (pick: (c: CardFigures) => number) => sumOf(cards, pick);
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
    `${requests} requests in parallel`,
    String(sum((c) => c.statements)),
    ms(dashboard.raw),
    ms(dashboard.cold),
    ratio(dashboard.cold / dashboard.raw),
    ms(dashboard.cached),
    ratio(dashboard.cached / dashboard.raw),
  ]);
  return [
    `Range: ${name}`,
    table(rows),
    `CPU time of this process per dashboard (every core; other processes share them): cold ${ms(dashboard.coldCpu)}, cached ${ms(dashboard.cachedCpu)}`,
    ...(figures.dashboardShared > 0
      ? [
          `A cold dashboard: ${count(figures.dashboardShared)} of its ${requests} requests answered by statements other cards' requests had run or were running (run once)`,
        ]
      : []),
    ...(figures.coldHits > 0
      ? [
          `Warning: ${figures.coldHits} requests of the cards' cold samples were answered from the result cache`,
        ]
      : []),
    ...(figures.cachedMisses > 0
      ? [
          `Warning: ${figures.cachedMisses} requests of the cached samples were not answered from the result cache`,
        ]
      : []),
    '',
  ];
}

/**
 * Where a dashboard's time went on the engine, cold and cached: its statements and its dataset-version
 * lookups (each summed over the calls, which overlap: up to BROWSER_CONNECTIONS requests are in flight).
 */
export function engineTimeLine(figures: RangeFigures): string {
  const part = (name: string, spent: EngineTime, wall: number) =>
    `${name} ${ms(wall)}: ${count(spent.queries)} statements Σ ${ms(spent.queryMs)}, ` +
    `${count(spent.versionReads)} dataset-version lookups Σ ${ms(spent.versionMs)}` +
    (spent.versionReads > 0 ? ` (${ms(spent.versionMs / spent.versionReads)} each)` : '');
  const { engineTime, dashboard } = figures;
  return `Engine calls per dashboard (summed; up to ${BROWSER_CONNECTIONS} requests overlap): ${part('cold', engineTime.cold, dashboard.cold)}; ${part('cached', engineTime.cached, dashboard.cached)}`;
}

/** Whether each range met the targets: dashboard cold and cached under their ms, HTTP overhead at most its ×. */
export function targetTable(
  results: readonly RangeFigures[],
  targets: { coldMs: number; cachedMs: number; overhead: number },
): string {
  const mark = (ok: boolean) => (ok ? 'met' : 'missed');
  const rows = results.map((figures) => {
    const overhead = overheadOf(figures);
    return [
      figures.name,
      `${ms(figures.dashboard.cold)} (${mark(figures.dashboard.cold < targets.coldMs)})`,
      `${ms(figures.dashboard.cached)} (${mark(figures.dashboard.cached < targets.cachedMs)})`,
      `${ratio(overhead)} (${mark(overhead <= targets.overhead)})`,
    ];
  });
  return table([['range', 'dashboard cold', 'dashboard cached', 'HTTP overhead'], ...rows]);
}
