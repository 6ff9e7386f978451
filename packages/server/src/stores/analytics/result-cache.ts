import type { DateRange, IngestDataset } from '@mirante/core';
import type { AnalyticsEngine, AnalyticsRow, SqlPlan } from './engine.ts';

/** What a cached result depends on besides its statement. */
export interface ResultScope {
  universeId: string;
  range: DateRange;
  /** Every dataset the statement reads: their versions are part of the key. */
  datasets: readonly IngestDataset[];
}

export interface CachedResult {
  rows: AnalyticsRow[];
  /** True when the rows came from the cache (or from an identical query already running). */
  hit: boolean;
}

export interface ResultCacheOptions {
  /** Most results kept; the least recently used go first. */
  maxEntries?: number;
  /** Most rows kept across all results, so a few huge answers cannot hold the memory. */
  maxRows?: number;
}

export interface ResultCacheStats {
  hits: number;
  misses: number;
  entries: number;
  rows: number;
}

/** Plans asked again as the same object (a compiled chart kept by its request) are normalised once. */
const normalised = new WeakMap<SqlPlan, string>();

/** Whitespace carries no meaning in the compiled SQL; params are keyed by name, so their order neither. */
function normalisedPlan(plan: SqlPlan): string {
  let key = normalised.get(plan);
  if (key === undefined) {
    key = normalise(plan);
    normalised.set(plan, key);
  }
  return key;
}

function normalise(plan: SqlPlan): string {
  const params = Object.keys(plan.params)
    .sort()
    .map((name) => [name, plan.params[name]]);
  // What the engine does after the statement (zero fill on engines without it in SQL) is part of the answer.
  return JSON.stringify([plan.sql.replace(/\s+/g, ' ').trim(), params, plan.finish ?? null]);
}

/**
 * Results of analytics queries, in memory, keyed by (normalised plan, universe, date range, version of every
 * dataset read). An append bumps its dataset's version, so what an ingest touched is never served again: its
 * old entries simply stop being asked for and age out. Identical queries running at once share one execution.
 * Callers must not modify the rows they get.
 */
export function createResultCache(engine: AnalyticsEngine, options: ResultCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 1_000;
  const maxRows = options.maxRows ?? 1_000_000;
  const entries = new Map<string, AnalyticsRow[]>();
  const running = new Map<string, Promise<AnalyticsRow[]>>();
  let rows = 0;
  let hits = 0;
  let misses = 0;

  const evict = () => {
    while (entries.size > maxEntries || (rows > maxRows && entries.size > 0)) {
      const [oldest, value] = entries.entries().next().value as [string, AnalyticsRow[]];
      entries.delete(oldest);
      rows -= value.length;
    }
  };

  const keyOf = async (plan: SqlPlan, scope: ResultScope) => {
    const datasets = [...new Set(scope.datasets)].sort();
    const versions = await Promise.all(datasets.map((dataset) => engine.datasetVersion(dataset)));
    return JSON.stringify([
      normalisedPlan(plan),
      scope.universeId,
      scope.range.start,
      scope.range.end,
      datasets.map((dataset, i) => [dataset, versions[i]]),
    ]);
  };

  return {
    /** The SQL of the engine that answers: statements are compiled for it. */
    dialect: engine.dialect,

    /** The rows of `plan`, from the cache when the same plan over the same data was answered before. */
    async query(plan: SqlPlan, scope: ResultScope, timeoutMs?: number): Promise<CachedResult> {
      // The key takes the versions before the query runs: rows read during an append are kept under the old
      // version, which nobody asks for any more.
      const key = await keyOf(plan, scope);
      const cached = entries.get(key);
      if (cached) {
        hits += 1;
        entries.delete(key);
        entries.set(key, cached);
        return { rows: cached, hit: true };
      }
      const pending = running.get(key);
      if (pending) {
        hits += 1;
        return { rows: await pending, hit: true };
      }
      misses += 1;
      const work = engine.query(plan, timeoutMs);
      running.set(key, work);
      try {
        const result = await work;
        entries.set(key, result);
        rows += result.length;
        evict();
        return { rows: result, hit: false };
      } finally {
        running.delete(key);
      }
    },

    stats(): ResultCacheStats {
      return { hits, misses, entries: entries.size, rows };
    },

    clear(): void {
      entries.clear();
      rows = 0;
    },
  };
}

export type ResultCache = ReturnType<typeof createResultCache>;
