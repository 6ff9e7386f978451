import { createSqlParams, type SqlParams } from '../compiler/sql-params.ts';
import type { AnalyticsRow } from '../engine.ts';
import type { ResultCache } from '../result-cache.ts';
import type { PostScope } from './queries.ts';

/** Runs the statement `build` writes (binding its values) about the posts of a scope, through the cache. */
export type ScopeQuery = (scope: PostScope, build: (params: SqlParams) => string) => Promise<AnalyticsRow[]>;

export function createScopeQuery(cache: Pick<ResultCache, 'query'>, timeoutMs: number): ScopeQuery {
  return async (scope, build) => {
    const params = createSqlParams();
    const sql = build(params).trim();
    const key = { universeId: scope.universeId, range: scope.range, datasets: ['posts' as const] };
    return (await cache.query({ sql, params: params.values }, key, timeoutMs)).rows;
  };
}
