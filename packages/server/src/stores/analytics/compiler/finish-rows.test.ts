import { DAY_MS, startOfZonedDay, TIME_ZONE } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import {
  compareText,
  finishRows,
  type PlanFinish,
  rangeBuckets,
  truncateWall,
  wallToInstant,
} from './finish-rows.ts';

const HOUR = 3_600_000;
const OFFSET = -3 * HOUR;
/** São Paulo midnight of a date (UTC−3 since 2019) and its wall-clock value. */
const sp = (date: string) => Date.parse(`${date}T03:00:00Z`);
const wall = (date: string) => Date.parse(`${date}T00:00:00Z`);

const base: PlanFinish = {
  grain: 'dayOfMonth',
  range: { start: sp('2026-03-09'), end: sp('2026-03-12') - 1 },
  offsetMs: OFFSET,
  zone: TIME_ZONE,
  keys: 1,
  metrics: 1,
  defaultValue: 0,
  order: { by: 'keys' },
  direction: 'asc',
  pointDirection: 'asc',
  take: null,
};
const D9 = sp('2026-03-09');
const D10 = sp('2026-03-10');
const D11 = sp('2026-03-11');

describe('the buckets of a range (São Paulo wall clock, as DuckDB generates them)', () => {
  it('has every day of the range, the last one holding the range end', () => {
    expect(rangeBuckets(base)).toEqual([
      { wall: wall('2026-03-09'), ts: D9 },
      { wall: wall('2026-03-10'), ts: D10 },
      { wall: wall('2026-03-11'), ts: D11 },
    ]);
  });

  it('starts weeks on Sunday, across a month', () => {
    const weeks = rangeBuckets({
      ...base,
      grain: 'week',
      range: { start: sp('2026-02-25'), end: sp('2026-03-10') },
    });
    // 22 February and 1 and 8 March 2026 were Sundays.
    expect(weeks.map((b) => b.ts)).toEqual([sp('2026-02-22'), sp('2026-03-01'), sp('2026-03-08')]);
    expect(new Date(truncateWall('week', wall('2026-03-07'))).toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(truncateWall('week', wall('2026-03-08'))).toBe(wall('2026-03-08'));
  });

  it('steps months, quarters and years by the calendar', () => {
    const range = { start: sp('2025-11-15'), end: sp('2026-02-03') };
    expect(rangeBuckets({ ...base, grain: 'month', range }).map((b) => b.ts)).toEqual(
      ['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01'].map(sp),
    );
    expect(rangeBuckets({ ...base, grain: 'quarter', range }).map((b) => b.ts)).toEqual(
      ['2025-10-01', '2026-01-01'].map(sp),
    );
    expect(rangeBuckets({ ...base, grain: 'year', range }).map((b) => b.ts)).toEqual(
      ['2025-01-01', '2026-01-01'].map(sp),
    );
  });

  it('reads the zone per bucket when its offset changes in the range (daylight saving, 2018)', () => {
    const range = { start: Date.parse('2018-11-01T03:00:00Z'), end: Date.parse('2018-11-08T02:00:00Z') - 1 };
    const days = rangeBuckets({ ...base, offsetMs: null, range });
    expect(days.map((b) => b.ts)).toEqual(
      Array.from({ length: 7 }, (_, i) => startOfZonedDay(range.start, i)),
    );
    // 4 November began at 01:00: its midnight did not exist.
    expect((days[4]?.ts ?? 0) - (days[3]?.ts ?? 0)).toBe(DAY_MS - HOUR);
  });

  it("turns a wall-clock time into an instant as DuckDB's ICU does", () => {
    // A skipped time reads with the offset before the change: 00:30 on 4 November 2018 is 01:30 (UTC−2).
    expect(wallToInstant(Date.parse('2018-11-04T00:30:00Z'), TIME_ZONE)).toBe(
      Date.parse('2018-11-04T03:30:00Z'),
    );
    // A repeated time is the later one: 23:00 on 16 February 2019 at UTC−3 (DuckDB: 1550368800000).
    expect(wallToInstant(Date.parse('2019-02-16T23:00:00Z'), TIME_ZONE)).toBe(1_550_368_800_000);
    expect(wallToInstant(wall('2026-03-10'), TIME_ZONE)).toBe(D10);
  });
});

describe('finishRows', () => {
  const row = (bucket: string, s0: string, m0: number | null, n0 = 0) => ({
    bucket: wall(bucket),
    s0,
    n0,
    m0,
  });

  it('gives every series every bucket, empty ones at the default value, series by key', () => {
    const rows = [row('2026-03-10', 'b', 2), row('2026-03-09', 'a', 1), row('2026-03-11', 'a', null)];
    expect(finishRows(rows, { ...base, defaultValue: -1 })).toEqual([
      { ts: D9, s0: 'a', m0: 1 },
      { ts: D10, s0: 'a', m0: -1 },
      { ts: D11, s0: 'a', m0: -1 },
      { ts: D9, s0: 'b', m0: -1 },
      { ts: D10, s0: 'b', m0: 2 },
      { ts: D11, s0: 'b', m0: -1 },
    ]);
  });

  it('orders series by their total of a metric (no value last), keys breaking ties, and keeps the top N', () => {
    const rows = [
      { bucket: wall('2026-03-09'), s0: 'c', n0: 0, m0: 1, m1: 5 },
      { bucket: wall('2026-03-10'), s0: 'c', n0: 0, m0: 4, m1: 5 },
      { bucket: wall('2026-03-09'), s0: 'b', n0: 0, m0: 5, m1: 1 },
      { bucket: wall('2026-03-09'), s0: 'a', n0: 0, m0: 5, m1: null },
      { bucket: wall('2026-03-09'), s0: 'z', n0: 0, m0: null, m1: 9 },
    ];
    const finish: PlanFinish = { ...base, metrics: 2, order: { by: 'total', metric: 0 }, direction: 'desc' };
    const keys = (out: Record<string, unknown>[]) => [...new Set(out.map((r) => r.s0))];
    expect(keys(finishRows(rows, finish))).toEqual(['a', 'b', 'c', 'z']);
    expect(keys(finishRows(rows, { ...finish, direction: 'asc' }))).toEqual(['a', 'b', 'c', 'z']);
    expect(keys(finishRows(rows, { ...finish, order: { by: 'total', metric: 1 } }))).toEqual([
      'c',
      'z',
      'b',
      'a',
    ]);
    const top = finishRows(rows, { ...finish, take: 2, pointDirection: 'desc' });
    expect(top).toEqual([
      { ts: D11, s0: 'a', m0: 0, m1: 0 },
      { ts: D10, s0: 'a', m0: 0, m1: 0 },
      { ts: D9, s0: 'a', m0: 5, m1: 0 },
      { ts: D11, s0: 'b', m0: 0, m1: 0 },
      { ts: D10, s0: 'b', m0: 0, m1: 0 },
      { ts: D9, s0: 'b', m0: 5, m1: 1 },
    ]);
  });

  it('orders by a group: ENUMs by their type, numbers as numbers, NULLs last either way', () => {
    const rows = [
      row('2026-03-09', 'twitter', 1),
      row('2026-03-09', 'facebook', 1),
      row('2026-03-09', '', 1, 1),
    ];
    const enumOrder = {
      by: 'group',
      key: 0,
      kind: 'enum',
      enumValues: ['instagram', 'twitter', 'facebook'],
    } as const;
    const keys = (finish: PlanFinish) => [...new Set(finishRows(rows, finish).map((r) => r.s0))];
    expect(keys({ ...base, order: enumOrder })).toEqual(['twitter', 'facebook', '']);
    expect(keys({ ...base, order: enumOrder, direction: 'desc' })).toEqual(['facebook', 'twitter', '']);
    const hours = [row('2026-03-09', '9', 1), row('2026-03-09', '10', 1), row('2026-03-09', '23', 1)];
    const numeric = { ...base, order: { by: 'group', key: 0, kind: 'number' } } as const;
    expect([...new Set(finishRows(hours, numeric).map((r) => r.s0))]).toEqual(['9', '10', '23']);
    expect([...new Set(finishRows(hours, { ...base, order: { by: 'keys' } }).map((r) => r.s0))]).toEqual([
      '10',
      '23',
      '9',
    ]);
  });

  it('draws the one series of a chart without groups even when no row was found', () => {
    expect(finishRows([], { ...base, keys: 0, defaultValue: 7 })).toEqual([
      { ts: D9, m0: 7 },
      { ts: D10, m0: 7 },
      { ts: D11, m0: 7 },
    ]);
  });

  it("joins series by their text as DuckDB's statement does: a NULL and an empty text are both ''", () => {
    const rows = [row('2026-03-09', '', 1, 1), row('2026-03-09', '', 2, 0)];
    const out = finishRows(rows, { ...base, range: { start: D9, end: D10 - 1 } });
    // Two series ('' from NULL, '' from ''), each joined to both rows of their text.
    expect(out).toEqual([
      { ts: D9, s0: '', m0: 1 },
      { ts: D9, s0: '', m0: 2 },
      { ts: D9, s0: '', m0: 1 },
      { ts: D9, s0: '', m0: 2 },
    ]);
  });

  it('reads 64-bit numbers quoted as texts', () => {
    const out = finishRows([{ bucket: String(wall('2026-03-09')), s0: 'a', n0: '0', m0: '3' }], {
      ...base,
      range: { start: D9, end: D10 - 1 },
    });
    expect(out).toEqual([{ ts: D9, s0: 'a', m0: 3 }]);
  });
});

describe('compareText', () => {
  it('compares by code point (UTF-8 byte order), not UTF-16 unit', () => {
    expect(compareText('a', 'b')).toBeLessThan(0);
    expect(compareText('B', 'a')).toBeLessThan(0);
    expect(compareText('á', 'b')).toBeGreaterThan(0);
    expect(compareText('ab', 'a')).toBeGreaterThan(0);
    // U+FF5E (3 UTF-8 bytes, unit 0xFF5E) sorts before U+1F600 (4 bytes, units 0xD83D …).
    expect(compareText('\uff5e', '😀')).toBeLessThan(0);
    expect(compareText('x', 'x')).toBe(0);
  });
});
