import type { MessageKey } from '../i18n/pt-BR.ts';
import { DAY_MS } from './dates.ts';

/** Time groupings of the chart template (spec §3). */
export const TIME_GRAINS = ['minute', 'hour', 'dayOfMonth', 'week', 'month', 'quarter', 'year'] as const;
export type TimeGrain = (typeof TIME_GRAINS)[number];
export type DatePortion = TimeGrain | 'auto';

/** The grain choices a chart offers, automatic first (spec §9: minute … quarter, and auto). */
export const DATE_PORTIONS = ['auto', ...TIME_GRAINS] as const satisfies readonly DatePortion[];

export const DATE_PORTION_LABELS: Record<DatePortion, MessageKey> = {
  auto: 'grain.auto',
  minute: 'grain.minute',
  hour: 'grain.hour',
  dayOfMonth: 'grain.dayOfMonth',
  week: 'grain.week',
  month: 'grain.month',
  quarter: 'grain.quarter',
  year: 'grain.year',
};

export function isDatePortion(value: string): value is DatePortion {
  return (DATE_PORTIONS as readonly string[]).includes(value);
}

const HOUR_MS = 3_600_000;

/** Longest range each grain may cover (spec §9); grains without a limit are absent. */
export const GRAIN_MAX_RANGE_MS: Partial<Record<TimeGrain, number>> = {
  minute: 3 * HOUR_MS,
  hour: 3 * DAY_MS,
  dayOfMonth: 180 * DAY_MS,
  week: Math.round(3.5 * 365.25) * DAY_MS,
};

export function isGrainAllowed(grain: TimeGrain, rangeMs: number): boolean {
  const max = GRAIN_MAX_RANGE_MS[grain];
  return max === undefined || rangeMs <= max;
}

/** The finest grain whose limit the range fits in. */
export function autoGrain(rangeMs: number): TimeGrain {
  for (const grain of ['minute', 'hour', 'dayOfMonth', 'week'] as const) {
    if (isGrainAllowed(grain, rangeMs)) return grain;
  }
  return 'month';
}

export function resolveGrain(portion: DatePortion, rangeMs: number): TimeGrain {
  if (portion === 'auto' || !isGrainAllowed(portion, rangeMs)) return autoGrain(rangeMs);
  return portion;
}

/** The choices a range allows: automatic, and every grain whose limit the range fits in. */
export function grainOptionsFor(rangeMs: number): DatePortion[] {
  return DATE_PORTIONS.filter((portion) => portion === 'auto' || isGrainAllowed(portion, rangeMs));
}
