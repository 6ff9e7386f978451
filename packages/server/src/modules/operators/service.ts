import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';

export interface OperatorsDeps {
  cache?: ResultCache;
}

/** The card data of operators-logs, productivity, total-calls and sac-reports, counted through the compiler. */
export function createOperatorsService(engine: AnalyticsEngine, deps: OperatorsDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  return { cache };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
