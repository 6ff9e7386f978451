import { SHORT_VIDEO_CHANNEL } from '@mirante/core';
import { duckDbDialect as d } from '../../compiler/dialect.ts';
import { filterWhere } from '../../compiler/filter-where.ts';
import type { SqlParams } from '../../compiler/sql-params.ts';
import type { PostScope } from '../queries.ts';

export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The posts of the scope: universe, period (inclusive), never the short-video channel (the war-room drops
 * TikTok from every answer), and every key of the card's filter.
 */
export function scopeWhere(scope: PostScope, params: SqlParams): string {
  const universe = params.add(scope.universeId);
  return [
    `universe_id = ${universe}`,
    `posted_at BETWEEN ${d.instant(params.add(iso(scope.range.start)))} AND ${d.instant(params.add(iso(scope.range.end)))}`,
    // Compared as the stored ENUM, not as text: no per-row cast.
    `channel <> CAST(${params.add(SHORT_VIDEO_CHANNEL)} AS channel_t)`,
    ...filterWhere('posts', scope.filter, params, { dialect: d, universe }),
  ].join('\n    AND ');
}

/** Interactions weighted by recency: they count less the older the post is at the end of the period. */
export const hotScore = (scope: PostScope, params: SqlParams) =>
  `(interactions + 1) / power(greatest(CAST(${params.add(scope.range.end)} AS DOUBLE) - epoch_ms(posted_at), 0) / 3600000.0 + 2, 1.5)`;
