import { DAY_MS, type DateRange, TIME_ZONE, type TimeGrain, zoneOffsetMs } from '@mirante/core';
import { type Dialect, duckDbDialect } from './dialect.ts';
import type { SqlParams } from './sql-params.ts';

/** How a statement turns instants into wall-clock buckets of one grain in America/Sao_Paulo, and back. */
export interface TimeBuckets {
  grain: TimeGrain;
  /** The zone's offset (ms) when fixed over the range, else null (the zone looked up per row). */
  offsetMs: number | null;
  /** The wall-clock start of the bucket an instant (a column or a bound instant) falls in. */
  bucket(instant: string): string;
  /** Every bucket from the one holding `start` to the one holding `end` (instants), as column `bucket`. */
  range(start: string, end: string): string;
  /** A bucket (wall clock) as ms since the epoch. */
  epochMs(wallClock: string): string;
}

/** Zone changes are months apart, so probing every week finds any within the range. */
const PROBE_MS = 7 * DAY_MS;

/** The zone's offset from UTC when it is the same over the whole range (São Paulo: every range since 2019). */
export function fixedZoneOffset(range: DateRange, zone = TIME_ZONE): number | null {
  const offset = zoneOffsetMs(range.start, zone);
  for (let at = range.start + PROBE_MS; at < range.end; at += PROBE_MS) {
    if (zoneOffsetMs(at, zone) !== offset) return null;
  }
  return zoneOffsetMs(range.end, zone) === offset ? offset : null;
}

/**
 * Time buckets for a range. When the zone keeps one offset over the range (no daylight-saving change inside
 * it), rows are shifted by that offset, which costs a fraction of a per-row zone lookup; otherwise the zone
 * is looked up per row. Both give the same buckets.
 */
export function timeBuckets(
  grain: TimeGrain,
  range: DateRange,
  params: SqlParams,
  dialect: Dialect = duckDbDialect,
): TimeBuckets {
  const offset = fixedZoneOffset(range);
  if (offset !== null) {
    const at = params.add(offset);
    return {
      grain,
      offsetMs: offset,
      bucket: (instant) => dialect.fixedOffsetBucket(grain, instant, at),
      range: (start, end) =>
        dialect.bucketRange(
          grain,
          dialect.fixedOffsetBucket(grain, start, at),
          dialect.fixedOffsetBucket(grain, end, at),
        ),
      epochMs: (wallClock) => dialect.fixedOffsetEpochMs(wallClock, at),
    };
  }
  const zone = params.add(TIME_ZONE);
  return {
    grain,
    offsetMs: null,
    bucket: (instant) => dialect.timeBucket(grain, instant, zone),
    range: (start, end) =>
      dialect.bucketRange(
        grain,
        dialect.timeBucket(grain, start, zone),
        dialect.timeBucket(grain, end, zone),
      ),
    epochMs: (wallClock) => dialect.epochMs(wallClock, zone),
  };
}
