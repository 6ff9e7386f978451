import { DAY_MS, type TimeGrain, zoneOffsetMs } from '@mirante/core';
import type { AnalyticsRow } from '../engine.ts';

/**
 * What an engine without CTEs (ClickHouse 18.16: dialect.features.ctes false) leaves to do after the query of
 * a time-bucketed chart, as plain data a plan carries (`SqlPlan.finish`, part of the result cache's key).
 * The query answers the aggregation alone: per bucket and group a row `bucket` (the bucket's wall-clock start
 * as ms, the date and time as if they were UTC), the group values as text `s0…sK` with `n0…nK` (1 where the
 * group value is NULL), and the metrics `m0…mN` (NULL where no value was aggregated). finishRows then does what
 * DuckDB's statement does in SQL (compile-series.ts): every bucket of the range for every series, empty ones
 * at the default value, series in the chart's order, the top N, points by time.
 */
export interface PlanFinish {
  grain: TimeGrain;
  /** The range (ms): buckets from the one holding `start` to the one holding `end`. */
  range: { start: number; end: number };
  /** The zone's offset (ms) when fixed over the range; null: the zone's own offset at each bucket. */
  offsetMs: number | null;
  /** The zone (core TIME_ZONE). */
  zone: string;
  /** How many group columns (s0…) and metric columns (m0…) the rows hold. */
  keys: number;
  metrics: number;
  /** The value of an empty bucket, or of a metric that aggregated no value. */
  defaultValue: number;
  /**
   * Series order: by their total of one metric (its sum over the buckets), by the value of one group (its
   * kind tells how values compare: ENUMs by their type's order), or by their keys alone; then by their keys
   * ascending.
   */
  order:
    | { by: 'total'; metric: number }
    | { by: 'group'; key: number; kind: 'text' | 'number' | 'enum'; enumValues?: readonly string[] }
    | { by: 'keys' };
  direction: 'asc' | 'desc';
  /** Points of a series by time, in this direction. */
  pointDirection: 'asc' | 'desc';
  /** Only the first `take` series (null: all). */
  take: number | null;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** UTF-8 byte order (both engines compare texts so): code points, not UTF-16 units. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i]?.codePointAt(0) ?? 0;
    const y = right[i]?.codePointAt(0) ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return Math.sign(left.length - right.length);
}

/** The wall-clock start (ms, as UTC) of the grain's period holding a wall-clock time. */
export function truncateWall(grain: TimeGrain, wall: number): number {
  const unit = (ms: number) => Math.floor(wall / ms) * ms;
  const date = new Date(wall);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (grain) {
    case 'minute':
      return unit(MINUTE);
    case 'hour':
      return unit(HOUR);
    case 'dayOfMonth':
      return unit(DAY_MS);
    case 'week': {
      // Weeks start on Sunday; day 0 (1 January 1970) was a Thursday.
      const day = Math.floor(wall / DAY_MS);
      return (day - ((((day + 4) % 7) + 7) % 7)) * DAY_MS;
    }
    case 'month':
      return Date.UTC(year, month, 1);
    case 'quarter':
      return Date.UTC(year, month - (month % 3), 1);
    case 'year':
      return Date.UTC(year, 0, 1);
  }
}

/** The next period's wall-clock start after a period's start (calendar steps as DuckDB's intervals). */
function nextWall(grain: TimeGrain, wall: number): number {
  const date = new Date(wall);
  const add = (months: number) =>
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate());
  switch (grain) {
    case 'minute':
      return wall + MINUTE;
    case 'hour':
      return wall + HOUR;
    case 'dayOfMonth':
      return wall + DAY_MS;
    case 'week':
      return wall + 7 * DAY_MS;
    case 'month':
      return add(1);
    case 'quarter':
      return add(3);
    case 'year':
      return add(12);
  }
}

/**
 * The instant of a wall-clock time in a zone, as DuckDB's ICU reads one: where the zone repeats the time the
 * later instant, where it skips it the offset before the change (00:30 on a midnight that jumps to 01:00 is
 * 01:30).
 */
export function wallToInstant(wall: number, zone: string): number {
  const before = zoneOffsetMs(wall - DAY_MS, zone);
  const after = zoneOffsetMs(wall + DAY_MS, zone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + zoneOffsetMs(instant, zone) === wall);
  return valid.length > 0 ? Math.max(...valid) : wall - before;
}

/** Every bucket of the range: its wall-clock start and its instant (ts). */
export function rangeBuckets(finish: PlanFinish): { wall: number; ts: number }[] {
  const { grain, range, offsetMs, zone } = finish;
  const toWall = (instant: number) => instant + (offsetMs ?? zoneOffsetMs(instant, zone));
  const toInstant = (wall: number) => (offsetMs === null ? wallToInstant(wall, zone) : wall - offsetMs);
  const last = truncateWall(grain, toWall(range.end));
  const buckets: { wall: number; ts: number }[] = [];
  for (let wall = truncateWall(grain, toWall(range.start)); wall <= last; wall = nextWall(grain, wall)) {
    buckets.push({ wall, ts: toInstant(wall) });
  }
  return buckets;
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

const isNullFlag = (value: unknown) => value === true || value === 1 || value === '1';

interface Series {
  texts: string[];
  nulls: boolean[];
  total: number | null;
}

function compareGroup(
  order: Extract<PlanFinish['order'], { by: 'group' }>,
  a: Series,
  b: Series,
  direction: number,
): number {
  const aNull = a.nulls[order.key] ?? false;
  const bNull = b.nulls[order.key] ?? false;
  // NULLs last whatever the direction (both engines' default).
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  const x = a.texts[order.key] ?? '';
  const y = b.texts[order.key] ?? '';
  if (order.kind === 'number') return direction * (Number(x) - Number(y));
  if (order.kind === 'enum') {
    const values = order.enumValues ?? [];
    return direction * (values.indexOf(x) - values.indexOf(y));
  }
  return direction * compareText(x, y);
}

/**
 * The chart's rows from the aggregation's (see PlanFinish): `ts` (ms), `s0…sK` (text, '' for a missing value)
 * and `m0…mN` (numbers), exactly as DuckDB's statement answers them.
 */
export function finishRows(rows: readonly AnalyticsRow[], finish: PlanFinish): AnalyticsRow[] {
  const keyIndexes = Array.from({ length: finish.keys }, (_, i) => i);
  const metricIndexes = Array.from({ length: finish.metrics }, (_, i) => i);
  const textsOf = (row: AnalyticsRow) => keyIndexes.map((i) => String(row[`s${i}`] ?? ''));

  // Aggregated rows by bucket and series text; series by their texts and NULLs (the group's own value).
  const byBucket = new Map<string, AnalyticsRow[]>();
  const series = new Map<string, Series>();
  for (const row of rows) {
    const texts = textsOf(row);
    const at = JSON.stringify([Number(row.bucket), ...texts]);
    byBucket.set(at, [...(byBucket.get(at) ?? []), row]);
    const nulls = keyIndexes.map((i) => isNullFlag(row[`n${i}`]));
    const id = JSON.stringify([texts, nulls]);
    const one = series.get(id) ?? { texts, nulls, total: null };
    if (finish.order.by === 'total') {
      const value = numberOrNull(row[`m${finish.order.metric}`]);
      if (value !== null) one.total = (one.total ?? 0) + value;
    }
    series.set(id, one);
  }
  // Without groups the one series exists even when no row does: an empty range still draws its points.
  let ordered: Series[] = finish.keys === 0 ? [{ texts: [], nulls: [], total: null }] : [...series.values()];
  const direction = finish.direction === 'desc' ? -1 : 1;
  const { order } = finish;
  ordered.sort((a, b) => {
    if (order.by === 'total' && a.total !== b.total) {
      if (a.total === null || b.total === null) return a.total === null ? 1 : -1;
      return direction * (a.total - b.total);
    }
    if (order.by === 'group') {
      const byGroup = compareGroup(order, a, b, direction);
      if (byGroup !== 0) return byGroup;
    }
    for (const i of keyIndexes) {
      const byText = compareText(a.texts[i] ?? '', b.texts[i] ?? '');
      if (byText !== 0) return byText;
    }
    return 0;
  });
  if (finish.take !== null && finish.keys > 0) ordered = ordered.slice(0, finish.take);

  const buckets = rangeBuckets(finish);
  if (finish.pointDirection === 'desc') buckets.reverse();
  const out: AnalyticsRow[] = [];
  for (const one of ordered) {
    for (const bucket of buckets) {
      const matches = byBucket.get(JSON.stringify([bucket.wall, ...one.texts])) ?? [null];
      for (const match of matches) {
        const row: AnalyticsRow = { ts: bucket.ts };
        for (const i of keyIndexes) row[`s${i}`] = one.texts[i];
        for (const i of metricIndexes) {
          row[`m${i}`] = numberOrNull(match?.[`m${i}`]) ?? finish.defaultValue;
        }
        out.push(row);
      }
    }
  }
  return out;
}
