import type { MessageKey } from '../i18n/pt-BR.ts';
import {
  type DateRange,
  defaultDateRange,
  END_OF_DAY_OFFSET_MS,
  startOfZonedDay,
  zonedParts,
} from './dates.ts';

/** Period presets of spec §9; every range is computed in America/Sao_Paulo. */
export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'last24Hours',
  'currentWeek',
  'currentMonth',
  'lastMonth',
  'last7Days',
  'last30Days',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const DEFAULT_PERIOD_PRESET: PeriodPreset = 'last7Days';

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, MessageKey> = {
  today: 'period.today',
  yesterday: 'period.yesterday',
  last24Hours: 'period.last24Hours',
  currentWeek: 'period.currentWeek',
  currentMonth: 'period.currentMonth',
  lastMonth: 'period.lastMonth',
  last7Days: 'period.last7Days',
  last30Days: 'period.last30Days',
  custom: 'period.custom',
};

const HOUR_MS = 3_600_000;

/** The spec's end of a day: its start plus 86,340,000 ms (23:59). */
function endOfDay(dayStart: number): number {
  return dayStart + END_OF_DAY_OFFSET_MS;
}

/** Day of the week of the local date of `ms`, 0 = Sunday (the first day of the week in Brazil). */
function zonedWeekday(ms: number): number {
  const p = zonedParts(ms);
  return new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
}

/** The start of the first day of the local month of `ms`. */
function startOfZonedMonth(ms: number): number {
  return startOfZonedDay(ms, 1 - zonedParts(ms).day);
}

export const PERIOD_RANGES: Record<Exclude<PeriodPreset, 'custom'>, (now: number) => DateRange> = {
  today: (now) => ({ start: startOfZonedDay(now), end: endOfDay(startOfZonedDay(now)) }),
  yesterday: (now) => ({ start: startOfZonedDay(now, -1), end: endOfDay(startOfZonedDay(now, -1)) }),
  last24Hours: (now) => ({ start: now - 24 * HOUR_MS, end: now }),
  currentWeek: (now) => ({
    start: startOfZonedDay(now, -zonedWeekday(now)),
    end: endOfDay(startOfZonedDay(now)),
  }),
  currentMonth: (now) => ({ start: startOfZonedMonth(now), end: endOfDay(startOfZonedDay(now)) }),
  lastMonth: (now) => {
    const lastDay = startOfZonedDay(startOfZonedMonth(now), -1);
    return { start: startOfZonedMonth(lastDay), end: endOfDay(lastDay) };
  },
  last7Days: (now) => defaultDateRange(now),
  last30Days: (now) => ({ start: startOfZonedDay(now, -29), end: endOfDay(startOfZonedDay(now)) }),
};

/**
 * The range of a preset at `now`. A custom period is the range the user picked; without one it is the
 * default last 7 days.
 */
export function periodRange(
  preset: PeriodPreset,
  now: number = Date.now(),
  custom: DateRange | null = null,
): DateRange {
  if (preset === 'custom') return custom ?? defaultDateRange(now);
  return PERIOD_RANGES[preset](now);
}

/** The preset whose range at `now` is exactly `range`, else custom. */
export function presetOf(range: DateRange, now: number = Date.now()): PeriodPreset {
  for (const preset of PERIOD_PRESETS) {
    if (preset === 'custom') continue;
    const candidate = PERIOD_RANGES[preset](now);
    if (candidate.start === range.start && candidate.end === range.end) return preset;
  }
  return 'custom';
}
