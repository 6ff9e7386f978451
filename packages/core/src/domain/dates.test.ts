import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  defaultDateRange,
  END_OF_DAY_OFFSET_MS,
  inclusiveDateRange,
  parseDateRangeParam,
  previousDateRange,
  startOfZonedDateKey,
  startOfZonedDay,
  zonedDateKey,
} from './dates.ts';

describe('dates in America/Sao_Paulo', () => {
  // 2026-11-21 02:30 UTC is still 2026-11-20 23:30 in São Paulo (UTC-3).
  const lateEvening = Date.UTC(2026, 10, 21, 2, 30);

  it('uses the São Paulo calendar day, not UTC', () => {
    expect(zonedDateKey(lateEvening)).toBe('2026-11-20');
    expect(new Date(startOfZonedDay(lateEvening)).toISOString()).toBe('2026-11-20T03:00:00.000Z');
  });

  it('default range is the start of the day six days ago to today + 86,340,000 ms', () => {
    const range = defaultDateRange(lateEvening);
    expect(new Date(range.start).toISOString()).toBe('2026-11-14T03:00:00.000Z');
    expect(range.end - startOfZonedDay(lateEvening)).toBe(86_340_000);
    expect(new Date(range.end).toISOString()).toBe('2026-11-21T02:59:00.000Z');
  });

  it('handles the 2018 daylight-saving start, when local midnight did not exist', () => {
    // On 2018-11-04 São Paulo clocks jumped from 00:00 to 01:00 (UTC-2 from then on).
    const noon = Date.UTC(2018, 10, 4, 14);
    expect(new Date(startOfZonedDay(noon)).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(new Date(startOfZonedDay(noon, 1)).toISOString()).toBe('2018-11-05T02:00:00.000Z');
  });

  it('parses date_range and rejects garbage', () => {
    expect(parseDateRangeParam('10:20')).toEqual({ start: 10, end: 20 });
    expect(parseDateRangeParam('20:10')).toBeNull();
    expect(parseDateRangeParam('abc')).toBeNull();
  });

  it('reads a picked period to the end of its last minute', () => {
    const start = Date.parse('2026-03-12T03:00:00Z');
    const picked = { start, end: start + END_OF_DAY_OFFSET_MS };
    expect(inclusiveDateRange(picked)).toEqual({ start, end: start + DAY_MS - 1 });
    expect(inclusiveDateRange({ start, end: start + DAY_MS - 1 })).toEqual({
      start,
      end: start + DAY_MS - 1,
    });
  });

  it('takes the previous period of equal length (whole minutes), ending just before the range', () => {
    const start = Date.parse('2026-03-12T03:00:00Z');
    const week = { start, end: start + 6 * DAY_MS + END_OF_DAY_OFFSET_MS };
    expect(previousDateRange(week)).toEqual({ start: start - 7 * DAY_MS, end: start - 1 });
  });

  it('starts a calendar date at its São Paulo midnight and refuses dates that do not exist', () => {
    expect(new Date(startOfZonedDateKey('2026-03-01') ?? 0).toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(startOfZonedDateKey('2026-02-30')).toBeNull();
    expect(startOfZonedDateKey('2026-13-01')).toBeNull();
    expect(startOfZonedDateKey('01/03/2026')).toBeNull();
  });
});
