import { createSqlParams, type SqlParams } from '../../stores/analytics/compiler/sql-params.ts';
import type { AnalyticsRow } from '../../stores/analytics/engine.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';
import type { PostScope } from './post-scope.ts';

/** Runs the statement `build` writes (binding its values) about the posts of a scope, through the cache. */
export type ScopeQuery = (scope: PostScope, build: (params: SqlParams) => string) => Promise<AnalyticsRow[]>;

export function createScopeQuery(cache: ResultCache, timeoutMs: number): ScopeQuery {
  return async (scope, build) => {
    const params = createSqlParams();
    const sql = build(params).trim();
    const key = { universeId: scope.universeId, range: scope.range, datasets: ['posts' as const] };
    return (await cache.query({ sql, params: params.values }, key, timeoutMs)).rows;
  };
}
