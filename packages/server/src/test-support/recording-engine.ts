import type { AnalyticsEngine } from '../stores/analytics/engine.ts';

/** The engine, writing down the SQL of every query it runs in `statements` (tests of which statements run). */
export function recordingEngine(engine: AnalyticsEngine, statements: string[]): AnalyticsEngine {
  return {
    ...engine,
    query: (plan, timeoutMs) => {
      statements.push(plan.sql);
      return engine.query(plan, timeoutMs);
    },
  };
}
