import { TIME_ZONE } from '../domain/dates.ts';
import type { TimeGrain } from '../domain/time-grains.ts';
import { assertUnreachable } from '../lang/assert-unreachable.ts';

/** Dates on cards always read as in Brazil, whatever the browser's own locale and zone. */
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, ...options });

const dayMonth = dateFormat({ day: '2-digit', month: '2-digit' });
const dayMonthTime = dateFormat({ day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
const fullDate = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const fullDateTime = dateFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const monthYear = dateFormat({ month: '2-digit', year: 'numeric' });

/** Short label for a time axis tick: DD/MM, with the time for sub-day grains, MM/YYYY for long ones. */
export function formatAxisDate(ms: number, grain: TimeGrain | null): string {
  return pickFormat(grain, { subDay: dayMonthTime, day: dayMonth, long: monthYear }).format(ms);
}

/** Full label for one data point (tooltips, table rows). */
export function formatPointDate(ms: number, grain: TimeGrain | null): string {
  return pickFormat(grain, { subDay: fullDateTime, day: fullDate, long: monthYear }).format(ms);
}

interface GrainFormats {
  subDay: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  long: Intl.DateTimeFormat;
}

function pickFormat(grain: TimeGrain | null, formats: GrainFormats): Intl.DateTimeFormat {
  if (grain === null) return formats.day;
  switch (grain) {
    case 'minute':
    case 'hour':
      return formats.subDay;
    case 'dayOfMonth':
    case 'week':
      return formats.day;
    case 'month':
    case 'quarter':
    case 'year':
      return formats.long;
    default:
      return assertUnreachable(grain);
  }
}
