import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';

export interface PerformanceDeps {
  cache?: ResultCache;
}

/** The card data of performance (owned pages' publications and followers, the operators' activity and times, engaged users), counted through the compiler. */
export function createPerformanceService(engine: AnalyticsEngine, deps: PerformanceDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  return { cache };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
