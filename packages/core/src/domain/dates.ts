export const TIME_ZONE = 'America/Sao_Paulo';
export const DAY_MS = 86_400_000;
/** The spec's end-of-day: the start of the day plus 23 h 59 min. */
export const END_OF_DAY_OFFSET_MS = 86_340_000;

export interface DateRange {
  start: number;
  end: number;
}

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function zonedParts(ms: number, timeZone = TIME_ZONE): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Local wall-clock time minus UTC, in ms, at the given instant. */
export function zoneOffsetMs(ms: number, timeZone = TIME_ZONE): number {
  const p = zonedParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (ms - (ms % 1000));
}

/** The instant at which the local calendar day `daysFromToday` away from `ms`'s day starts. */
export function startOfZonedDay(ms: number, daysFromToday = 0, timeZone = TIME_ZONE): number {
  const p = zonedParts(ms, timeZone);
  const localMidnight = Date.UTC(p.year, p.month - 1, p.day + daysFromToday);
  const target = new Date(localMidnight).toISOString().slice(0, 10);
  const firstGuess = localMidnight - zoneOffsetMs(localMidnight, timeZone);
  const secondGuess = localMidnight - zoneOffsetMs(firstGuess, timeZone);
  // Where daylight saving skipped midnight, only one guess falls on the target day: the first instant of it.
  const onTarget = [firstGuess, secondGuess].filter((t) => zonedDateKey(t, timeZone) === target);
  return onTarget.length > 0 ? Math.min(...onTarget) : secondGuess;
}

/** The local calendar date (YYYY-MM-DD) of an instant. */
export function zonedDateKey(ms: number, timeZone = TIME_ZONE): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The start, in the zone, of a calendar date written YYYY-MM-DD; null when it is not a real date. */
export function startOfZonedDateKey(key: string, timeZone = TIME_ZONE): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  // Noon UTC falls on the same calendar day in every American zone, far from any midnight shift.
  const noonUtc = Date.UTC(year, month - 1, day, 12);
  if (new Date(noonUtc).getUTCDate() !== day || new Date(noonUtc).getUTCMonth() !== month - 1) return null;
  return startOfZonedDay(noonUtc, 0, timeZone);
}

/** Last 7 days: the start of the day six days ago to the end of today, in America/Sao_Paulo. */
export function defaultDateRange(now: number = Date.now()): DateRange {
  return {
    start: startOfZonedDay(now, -6),
    end: startOfZonedDay(now) + END_OF_DAY_OFFSET_MS,
  };
}

/** The spec's `date_range` parameter: `start:end` in ms. */
export function formatDateRangeParam(range: DateRange): string {
  return `${range.start}:${range.end}`;
}

/** The `date_range` of a card request that sends none: the default period (spec §9), as of now. */
export const defaultDateRangeParam = (): string => formatDateRangeParam(defaultDateRange());

export const MINUTE_MS = 60_000;

/**
 * A picked period as the stores read it: its end inclusive to the end of its last minute. Spec §9 ends a period
 * at 23:59:00 (the start + 86,340,000 ms); a post at 23:59:21 still belongs to that day.
 */
export function inclusiveDateRange(range: DateRange): DateRange {
  return { start: range.start, end: Math.floor(range.end / MINUTE_MS) * MINUTE_MS + MINUTE_MS - 1 };
}

/**
 * The period of equal length just before a range (the comparison of a card's variation, spec §7): both taken
 * to the end of their last minute, so seven whole days come before seven whole days.
 */
export function previousDateRange(range: DateRange): DateRange {
  const length = inclusiveDateRange(range).end - range.start + 1;
  return { start: range.start - length, end: range.start - 1 };
}

export function parseDateRangeParam(value: string): DateRange | null {
  const match = /^(\d{1,15}):(\d{1,15})$/.exec(value);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  return start <= end ? { start, end } : null;
}
