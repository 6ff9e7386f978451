import type { DateRange, Operator, TimeGrain } from '@mirante/core';
import {
  POSTS_ROLLUP_TABLE,
  ROLLUP_DIMENSIONS,
  ROLLUP_NOT_NULL_FIELDS,
  ROLLUP_SUMS,
  rollupDims,
  wholeHours,
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
  /** A metric's total over the rows; `grouped` when the chart groups them (else no row answers NULL). */
  aggregate(metric: { operator: Operator; value: string }, grouped: boolean): string;
  named: Record<string, string>;
}

/**
 * The rows of a chart from the posts rollup (posts-rollup.ts) when it holds what the chart asks: posts
 * without a filter, grouped by one of the rollup's groupings (ROLLUP_SETS) besides the time buckets of a grain
 * of an hour or more, counting rows or summing continuous fields, over a range holding at least one whole hour. Whole hours
 * come from the rollup, the partial hours at both ends from the posts; the sums of the two equal the counts and
 * sums over the posts themselves. Null when the chart must read the posts (instants are whole ms).
 */
export function rollupRows(input: RollupInput): RollupRows | null {
  if (input.table !== 'posts' || input.time !== 'posted_at' || input.filtered) return null;
  if (!input.dialect.features.postsRollup || input.grain === 'minute') return null;
  const { groups } = input;
  if (groups.some((g) => ROLLUP_DIMENSIONS[g.field] !== g.column.column)) return null;
  const dims = rollupDims(groups.map((g) => g.field));
  if (dims === null) return null;
  const eligible = input.metrics.every((m) =>
    m.operator === 'count'
      ? ROLLUP_NOT_NULL_FIELDS.has(m.field)
      : m.operator === 'sum' && m.field in ROLLUP_SUMS,
  );
  if (!eligible) return null;
  const hours = wholeHours(input.range);
  if (hours === null) return null;
  const { first: firstHour, end: endHour } = hours;

  const { dialect } = input;
  // Posts give one row per value of a list column, as the chart over the posts counts them.
  const select = (fromPosts: boolean, partial: (m: RollupInput['metrics'][number]) => string) =>
    [
      ...(input.bucket ? [`${input.bucket(fromPosts ? 'posted_at' : 'hour')} AS bucket`] : []),
      ...groups.map(
        (g) =>
          `${fromPosts && g.column.list ? dialect.unnest(g.column.column) : g.column.column} AS ${g.alias}`,
      ),
      ...input.metrics.map((m) => `${partial(m)} AS ${m.value}`),
    ].join(', ');
  const fromPosts = (condition: string) =>
    `SELECT ${select(true, (m) => (m.operator === 'count' ? '1' : (ROLLUP_SUMS[m.field] as string)))}
    FROM posts WHERE universe_id = $universe AND ${condition}`;
  const fromRollup = `FROM ${POSTS_ROLLUP_TABLE}
    WHERE universe_id = $universe AND dims = ${dims}
      AND hour >= ${dialect.instant('$first_hour')} AND hour < ${dialect.instant('$end_hour')}`;
  const columnOf = (m: RollupInput['metrics'][number]) =>
    m.operator === 'count' ? 'n' : (ROLLUP_SUMS[m.field] as string);
  // A ledger's rows are added up per bucket and values first: a group whose posts all left (its rows add
  // up to no post) answers no row, as the posts would.
  const ledgerKeys = [...(input.bucket ? ['bucket'] : []), ...groups.map((g) => g.alias)];
  const rolled = dialect.features.rollupLedger
    ? `SELECT ${select(false, (m) => `sum(${columnOf(m)})`)}
    ${fromRollup}${ledgerKeys.length > 0 ? `\n    GROUP BY ${ledgerKeys.join(', ')}` : ''}
    HAVING sum(n) <> 0`
    : `SELECT ${select(false, columnOf)}
    ${fromRollup}`;
  const parts = [
    rolled,
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
    aggregate: (m, grouped) =>
      m.operator === 'count'
        ? `coalesce(sum(${m.value}), 0)`
        : `sum(${grouped ? m.value : dialect.nullIfNone(m.value)})`,
    named: {
      first_hour: new Date(firstHour).toISOString(),
      end_hour: new Date(endHour).toISOString(),
    },
  };
}
