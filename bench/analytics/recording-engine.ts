import type { AnalyticsEngine, SqlPlan } from '../../packages/server/src/stores/analytics/engine.ts';
import type { Stores } from '../../packages/server/src/stores/open-stores.ts';

/**
 * The statements of a request in waves: those of a wave were in flight together; a wave began when the one
 * before had ended (its answers decided what to ask next).
 */
export type StatementWaves = SqlPlan[][];

/**
 * What the apps asked the engine: statements (`query`) and dataset-version lookups (every result-cache lookup
 * reads the versions of the datasets it keys on: in memory on DuckDB, on ClickHouse a query to the first
 * host, which lookups asking together may share), how many and their summed times in ms (a lookup's time
 * includes its wait for a shared read).
 */
export interface EngineTime {
  queries: number;
  queryMs: number;
  versionReads: number;
  versionMs: number;
}

/** Runs a request's statements directly on `engine`: wave after wave, each wave's statements together. */
export async function runWaves(engine: AnalyticsEngine, waves: StatementWaves): Promise<void> {
  for (const wave of waves) await Promise.all(wave.map((plan) => engine.query(plan)));
}

/**
 * The real engine, recording the statements a request runs, so the same SQL can then be timed directly on
 * the engine, in the same waves. Closing it (or the stores around it) closes nothing: the bench builds several
 * apps on one set of stores and closes the real ones at the end.
 */
export function createRecordingStores(stores: Stores) {
  let captured: StatementWaves | null = null;
  let inFlight = 0;
  /** Added to every dataset's version: part of every result-cache key (see `forgetResults`). */
  let epoch = 0;
  const spent: EngineTime = { queries: 0, queryMs: 0, versionReads: 0, versionMs: 0 };
  const engine: AnalyticsEngine = {
    ...stores.analytics,
    async datasetVersion(dataset) {
      const started = performance.now();
      try {
        return (await stores.analytics.datasetVersion(dataset)) + epoch;
      } finally {
        spent.versionReads += 1;
        spent.versionMs += performance.now() - started;
      }
    },
    async query(plan, timeoutMs) {
      if (captured) {
        if (inFlight === 0 || captured.length === 0) captured.push([]);
        captured.at(-1)?.push(plan);
      }
      inFlight += 1;
      const started = performance.now();
      try {
        return await stores.analytics.query(plan, timeoutMs);
      } finally {
        inFlight -= 1;
        spent.queries += 1;
        spent.queryMs += performance.now() - started;
      }
    },
    close: async () => {},
  };
  return {
    stores: {
      ...stores,
      analytics: engine,
      meta: { ...stores.meta, close: async () => {} },
    } satisfies Stores,
    /**
     * Makes every result the apps cached so far stale, as an append to every dataset would (the datasets'
     * versions are part of each key), without touching the data: the next request of any card is a cache
     * miss, also of an endpoint whose key ignores the period (the desk's monitoring reads everything up to now).
     */
    forgetResults(): void {
      epoch += 1;
    },
    /** The engine's calls so far and their times, summed (calls in flight together each count whole). */
    spent: (): EngineTime => ({ ...spent }),
    /** Runs `work` and returns the statements it sent to the engine (none when served from a cache). */
    async capture(work: () => Promise<unknown>): Promise<StatementWaves> {
      captured = [];
      try {
        await work();
        return captured;
      } finally {
        captured = null;
      }
    },
  };
}
