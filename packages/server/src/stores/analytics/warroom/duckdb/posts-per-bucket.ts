import type { TimeGrain } from '@mirante/core';
import { duckDbDialect as d } from '../../compiler/dialect.ts';
import { timeBuckets } from '../../compiler/time-buckets.ts';
import type { PostScope } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { iso, scopeWhere } from './post-scope.ts';

/**
 * Posts per time bucket of the grain (São Paulo wall clock, compiler/time-buckets.ts), every bucket of the
 * period present. Posts are first counted per UTC hour (minute for the minute grain) with integer
 * arithmetic and only those counts are bucketed: exact, as São Paulo's offsets are whole hours.
 */
export async function postsPerBucket(
  query: ScopeQuery,
  scope: PostScope,
  grain: TimeGrain,
): Promise<[number, number][]> {
  const slotMs = grain === 'minute' ? 60_000 : 3_600_000;
  const rows = await query(scope, (params) => {
    const buckets = timeBuckets(grain, scope.range, params, d);
    const start = d.instant(params.add(iso(scope.range.start)));
    const end = d.instant(params.add(iso(scope.range.end)));
    return `
WITH slots AS (
  SELECT epoch_ms(posted_at) // ${slotMs} AS slot, count(*) AS n FROM posts
  WHERE ${scopeWhere(scope, params)}
  GROUP BY 1
), counted AS (
  SELECT ${buckets.bucket(`to_timestamp(slot * ${slotMs / 1000})`)} AS bucket, sum(n) AS n FROM slots GROUP BY 1
), buckets AS (
  ${buckets.range(start, end)}
)
SELECT ${buckets.epochMs('b.bucket')} AS ts, coalesce(c.n, 0) AS n
FROM buckets b LEFT JOIN counted c ON c.bucket = b.bucket
ORDER BY ts`;
  });
  return rows.map((row) => [num(row.ts), num(row.n)]);
}
