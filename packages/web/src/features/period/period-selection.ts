import {
  autoGrain,
  type DateRange,
  DEFAULT_PERIOD_PRESET,
  END_OF_DAY_OFFSET_MS,
  fail,
  formatDateRangeParam,
  GRAIN_MAX_RANGE_MS,
  ok,
  PERIOD_PRESETS,
  type PeriodPreset,
  parseDateRangeParam,
  periodRange,
  type Result,
  startOfZonedDay,
  type TimeGrain,
} from '@mirante/core';

/** The period on screen: a preset (its range computed when chosen) or a custom range. */
export type PeriodSelection =
  | { preset: Exclude<PeriodPreset, 'custom'> }
  | { preset: 'custom'; range: DateRange };

/** The URL query that keeps the period across reloads: `?period=last30Days` or `?period=custom&range=a:b`. */
export const PERIOD_QUERY = 'period';
export const RANGE_QUERY = 'range';

export const DEFAULT_PERIOD: PeriodSelection = {
  preset: DEFAULT_PERIOD_PRESET as Exclude<PeriodPreset, 'custom'>,
};

const isPreset = (value: string | null): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly (string | null)[]).includes(value);

/** The longest custom range: the limit of the coarsest grain with one (weeks, spec §9). */
export const MAX_CUSTOM_RANGE_MS = GRAIN_MAX_RANGE_MS.week ?? Number.POSITIVE_INFINITY;

/**
 * A custom range as the user picked it, checked: both dates, ending no later than today, and no longer than
 * the grain limits allow.
 */
export function validateCustomRange(range: DateRange | null, now: number = Date.now()): Result<DateRange> {
  if (range === null) return fail('period.errors.incomplete');
  if (range.end > startOfZonedDay(now) + END_OF_DAY_OFFSET_MS) return fail('period.errors.future');
  if (range.end - range.start > MAX_CUSTOM_RANGE_MS) return fail('period.errors.tooLong');
  return ok(range);
}

/** The grain the cards group a range by when they choose automatically. */
export function grainOfRange(range: DateRange): TimeGrain {
  return autoGrain(range.end - range.start);
}

/** The period the URL names; anything unknown or invalid is the default (last 7 days). */
export function periodFromSearch(search: URLSearchParams, now: number = Date.now()): PeriodSelection {
  const preset = search.get(PERIOD_QUERY);
  if (!isPreset(preset)) return DEFAULT_PERIOD;
  if (preset !== 'custom') return { preset };
  const range = parseDateRangeParam(search.get(RANGE_QUERY) ?? '');
  const checked = validateCustomRange(range, now);
  return checked.ok ? { preset: 'custom', range: checked.value } : DEFAULT_PERIOD;
}

/** The URL query with the period written in (the default period leaves the URL clean). */
export function searchWithPeriod(search: URLSearchParams, period: PeriodSelection): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(PERIOD_QUERY);
  next.delete(RANGE_QUERY);
  if (period.preset === 'custom') {
    next.set(PERIOD_QUERY, 'custom');
    next.set(RANGE_QUERY, formatDateRangeParam(period.range));
  } else if (period.preset !== DEFAULT_PERIOD.preset) {
    next.set(PERIOD_QUERY, period.preset);
  }
  return next;
}

export function rangeOfPeriod(period: PeriodSelection, now: number = Date.now()): DateRange {
  return period.preset === 'custom' ? period.range : periodRange(period.preset, now);
}
