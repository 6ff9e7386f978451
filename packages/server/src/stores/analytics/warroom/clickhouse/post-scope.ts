import { SHORT_VIDEO_CHANNEL } from '@mirante/core';
import { clickHouseDialect as d } from '../../compiler/clickhouse-dialect.ts';
import { filterWhere } from '../../compiler/filter-where.ts';
import type { SqlParams } from '../../compiler/sql-params.ts';
import type { PostScope } from '../queries.ts';

export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The posts of the scope on ClickHouse: universe, period (inclusive; instants are Int64 ms), never the
 * short-video channel (compared as the stored Enum8), and every key of the card's filter.
 */
export function scopeWhere(scope: PostScope, params: SqlParams): string {
  const universe = params.add(scope.universeId);
  return [
    `universe_id = ${universe}`,
    `posted_at BETWEEN ${d.instant(params.add(iso(scope.range.start)))} AND ${d.instant(params.add(iso(scope.range.end)))}`,
    `channel != ${params.add(SHORT_VIDEO_CHANNEL)}`,
    ...filterWhere('posts', scope.filter, params, { dialect: d, universe }),
  ].join('\n    AND ');
}

/** Interactions weighted by recency: they count less the older the post is at the end of the period. */
export const hotScore = (scope: PostScope, params: SqlParams) =>
  `(interactions + 1) / pow(greatest(toFloat64(${params.add(scope.range.end)}) - posted_at, 0) / 3600000.0 + 2, 1.5)`;
