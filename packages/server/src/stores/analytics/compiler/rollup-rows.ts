import type { DateRange, Operator, TimeGrain } from '@mirante/core';
import {
  HOUR_MS,
  POSTS_ROLLUP_TABLE,
  ROLLUP_DIMENSIONS,
  ROLLUP_NOT_NULL_FIELDS,
  ROLLUP_SUMS,
  rollupDims,
} from '../posts-rollup.ts';
import type { Dialect } from './dialect.ts';
import type { EntityColumn } from './entity-columns.ts';

export interface RollupInput {
  table: string;
  /** The time column ranges and buckets use. */
  time: string;
  grain: TimeGrain | null;
  /** The grouping fields other than the date field. */
  groups: readonly { alias: string; field: string; column: EntityColumn }[];
  metrics: readonly { field: string; operator: Operator; value: string }[];
  /** Whether the card's filter narrows the rows (the rollup holds every post). */
  filtered: boolean;
  range: DateRange;
  /** The bucket of an instant, when the grouping has a date field. */
  bucket: ((instant: string) => string) | null;
  dialect: Dialect;
}

/** Rows of a chart read from the posts rollup: the statement and the values it binds besides the usual ones. */
export interface RollupRows {
  /** Rows (bucket, g0, v0…): partial counts and sums, to be added up by `aggregate`. */
  rows: string;
  aggregate(metric: { operator: Operator; value: string }): string;
  named: Record<string, string>;
}

/**
 * The rows of a chart from the posts rollup (posts-rollup.ts) when it holds what the chart asks: posts
 * without a filter, grouped by at most one rollup dimension besides the time buckets of a grain of an hour or
 * more, counting rows or summing continuous fields, over a range holding at least one whole hour. Whole hours
 * come from the rollup, the partial hours at both ends from the posts; the sums of the two equal the counts and
 * sums over the posts themselves. Null when the chart must read the posts (instants are whole ms).
 */
export function rollupRows(input: RollupInput): RollupRows | null {
  if (input.table !== 'posts' || input.time !== 'posted_at' || input.filtered) return null;
  if (input.dialect.name !== 'duckdb' || input.grain === 'minute') return null;
  if (input.groups.length > 1) return null;
  const group = input.groups[0];
  if (group && (group.column.list || ROLLUP_DIMENSIONS[group.field] !== group.column.column)) return null;
  const eligible = input.metrics.every((m) =>
    m.operator === 'count'
      ? ROLLUP_NOT_NULL_FIELDS.has(m.field)
      : m.operator === 'sum' && m.field in ROLLUP_SUMS,
  );
  if (!eligible) return null;
  const firstHour = Math.ceil(input.range.start / HOUR_MS) * HOUR_MS;
  const endHour = Math.floor((input.range.end + 1) / HOUR_MS) * HOUR_MS;
  if (firstHour >= endHour) return null;

  const { dialect } = input;
  const select = (bucketOf: string, partial: (m: RollupInput['metrics'][number]) => string) =>
    [
      ...(input.bucket ? [`${input.bucket(bucketOf)} AS bucket`] : []),
      ...(group ? [`${group.column.column} AS ${group.alias}`] : []),
      ...input.metrics.map((m) => `${partial(m)} AS ${m.value}`),
    ].join(', ');
  const fromPosts = (condition: string) =>
    `SELECT ${select('posted_at', (m) => (m.operator === 'count' ? '1' : (ROLLUP_SUMS[m.field] as string)))}
    FROM posts WHERE universe_id = $universe AND ${condition}`;
  const parts = [
    `SELECT ${select('hour', (m) => (m.operator === 'count' ? 'n' : (ROLLUP_SUMS[m.field] as string)))}
    FROM ${POSTS_ROLLUP_TABLE}
    WHERE universe_id = $universe AND dims = ${rollupDims(group?.field ?? null)}
      AND hour >= ${dialect.instant('$first_hour')} AND hour < ${dialect.instant('$end_hour')}`,
    ...(input.range.start < firstHour
      ? [
          fromPosts(
            `posted_at >= ${dialect.instant('$start')} AND posted_at < ${dialect.instant('$first_hour')}`,
          ),
        ]
      : []),
    ...(endHour <= input.range.end
      ? [fromPosts(`posted_at BETWEEN ${dialect.instant('$end_hour')} AND ${dialect.instant('$end')}`)]
      : []),
  ];
  return {
    rows: parts.join('\n  UNION ALL\n  '),
    // count over no row is 0, a sum over none NULL: as count() and sum() answer over the posts.
    aggregate: (m) => (m.operator === 'count' ? `coalesce(sum(${m.value}), 0)` : `sum(${m.value})`),
    named: {
      first_hour: new Date(firstHour).toISOString(),
      end_hour: new Date(endHour).toISOString(),
    },
  };
}
