import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';

export interface StudioSacDeps {
  cache?: ResultCache;
}

/** The card data of studio `post/count`, `feed/backlog-table`, `status-table`, `sac-surveys`, `sac-surveys/scores`, counted through the compiler. */
export function createStudioSacService(engine: AnalyticsEngine, deps: StudioSacDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  return { cache };
}

export type StudioSacService = ReturnType<typeof createStudioSacService>;
