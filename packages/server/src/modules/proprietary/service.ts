import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';

export interface ProprietaryDeps {
  cache?: ResultCache;
}

/** The card data of proprietary engagement matrices and media, counted through the compiler. */
export function createProprietaryService(engine: AnalyticsEngine, deps: ProprietaryDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  return { cache };
}

export type ProprietaryService = ReturnType<typeof createProprietaryService>;
