import type { AnalyticsEngine, SqlPlan } from '../../packages/server/src/stores/analytics/engine.ts';
import type { Stores } from '../../packages/server/src/stores/open-stores.ts';

/**
 * The real engine, recording the statements a request runs, so the same SQL can then be timed directly on
 * the engine. Closing it (or the stores around it) closes nothing: the bench builds several apps on one set
 * of stores and closes the real ones at the end.
 */
export function createRecordingStores(stores: Stores) {
  let captured: SqlPlan[] | null = null;
  const engine: AnalyticsEngine = {
    ...stores.analytics,
    query(plan, timeoutMs) {
      captured?.push(plan);
      return stores.analytics.query(plan, timeoutMs);
    },
    close: async () => {},
  };
  return {
    stores: {
      ...stores,
      analytics: engine,
      meta: { ...stores.meta, close: async () => {} },
    } satisfies Stores,
    /** Runs `work` and returns the statements it sent to the engine (none when served from a cache). */
    async capture(work: () => Promise<unknown>): Promise<SqlPlan[]> {
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
