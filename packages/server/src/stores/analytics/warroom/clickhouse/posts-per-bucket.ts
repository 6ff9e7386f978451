import { TIME_ZONE, type TimeGrain, zoneOffsetMs } from '@mirante/core';
import { finishRows, type PlanFinish, truncateWall } from '../../compiler/finish-rows.ts';
import { fixedZoneOffset } from '../../compiler/time-buckets.ts';
import type { PostScope } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { scopeWhere } from './post-scope.ts';

const HOUR_MS = 3_600_000;

/**
 * Posts per time bucket of the grain (São Paulo wall clock), every bucket of the period present. ClickHouse
 * counts posts per UTC hour (minute for the minute grain) with integer arithmetic; those counts are put in
 * their buckets and the range filled as the compiler's plans are finished on ClickHouse
 * (compiler/finish-rows.ts: DuckDB's buckets, Sunday weeks and zone rules; 18.16 has no WITH FILL): exact, as
 * São Paulo's offsets are whole hours.
 */
export async function postsPerBucket(
  query: ScopeQuery,
  scope: PostScope,
  grain: TimeGrain,
): Promise<[number, number][]> {
  const slotMs = grain === 'minute' ? 60_000 : HOUR_MS;
  const rows = await query(
    scope,
    (params) => `
SELECT intDiv(posted_at, ${slotMs}) AS slot, count() AS n FROM posts
WHERE ${scopeWhere(scope, params)}
GROUP BY slot`,
  );
  const finish: PlanFinish = {
    grain,
    range: scope.range,
    offsetMs: fixedZoneOffset(scope.range),
    zone: TIME_ZONE,
    keys: 0,
    metrics: 1,
    defaultValue: 0,
    order: { by: 'keys' },
    direction: 'asc',
    pointDirection: 'asc',
    take: null,
  };
  const wallOf = (instant: number) => instant + (finish.offsetMs ?? zoneOffsetMs(instant, TIME_ZONE));
  const counts = new Map<number, number>();
  for (const row of rows) {
    const bucket = truncateWall(grain, wallOf(num(row.slot) * slotMs));
    counts.set(bucket, (counts.get(bucket) ?? 0) + num(row.n));
  }
  const buckets = [...counts].map(([bucket, n]) => ({ bucket, m0: n }));
  return finishRows(buckets, finish).map((row) => [num(row.ts), num(row.m0)]);
}
