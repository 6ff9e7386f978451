import { DAY_MS, END_OF_DAY_OFFSET_MS, periodRange, startOfZonedDay } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERIOD,
  MAX_CUSTOM_RANGE_MS,
  periodFromSearch,
  rangeOfPeriod,
  searchWithPeriod,
  validateCustomRange,
} from './period-selection.ts';

// 20 Nov 2025, 15:00 in São Paulo.
const NOW = Date.UTC(2025, 10, 20, 18);
const today = startOfZonedDay(NOW);

describe('period selection', () => {
  it('reads a preset from the URL and computes its range in São Paulo', () => {
    const period = periodFromSearch(new URLSearchParams('dashboard=d1&period=last30Days'), NOW);
    expect(period).toEqual({ preset: 'last30Days' });
    expect(rangeOfPeriod(period, NOW)).toEqual(periodRange('last30Days', NOW));
  });

  it('falls back to the last 7 days for an unknown preset or a bad custom range', () => {
    expect(periodFromSearch(new URLSearchParams('period=forever'), NOW)).toEqual(DEFAULT_PERIOD);
    expect(periodFromSearch(new URLSearchParams('period=custom&range=9:1'), NOW)).toEqual(DEFAULT_PERIOD);
    expect(periodFromSearch(new URLSearchParams(''), NOW)).toEqual({ preset: 'last7Days' });
  });

  it('writes a custom range and keeps the other parameters; the default leaves the URL clean', () => {
    const range = { start: today - 2 * DAY_MS, end: today + END_OF_DAY_OFFSET_MS };
    const search = searchWithPeriod(new URLSearchParams('dashboard=d1'), { preset: 'custom', range });
    expect(search.get('dashboard')).toBe('d1');
    expect(periodFromSearch(search, NOW)).toEqual({ preset: 'custom', range });
    expect(searchWithPeriod(search, DEFAULT_PERIOD).toString()).toBe('dashboard=d1');
  });

  it('refuses a custom range that is missing, ends after today or exceeds the grain limits', () => {
    expect(validateCustomRange(null, NOW)).toEqual({ ok: false, error: 'period.errors.incomplete' });
    const tomorrow = { start: today, end: today + DAY_MS + END_OF_DAY_OFFSET_MS };
    expect(validateCustomRange(tomorrow, NOW)).toEqual({ ok: false, error: 'period.errors.future' });
    const tooLong = { start: today - MAX_CUSTOM_RANGE_MS - DAY_MS, end: today };
    expect(validateCustomRange(tooLong, NOW)).toEqual({ ok: false, error: 'period.errors.tooLong' });
    const fine = { start: today - 179 * DAY_MS, end: today + END_OF_DAY_OFFSET_MS };
    expect(validateCustomRange(fine, NOW)).toEqual({ ok: true, value: fine });
  });
});
