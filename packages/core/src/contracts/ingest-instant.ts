import { z } from 'zod';
import { startOfZonedDateKey } from '../domain/dates.ts';

/**
 * A date and a time of day, `T` or a space between them (exports write both), seconds and their fraction
 * optional, then the offset: `Z`, `±hh:mm`, `±hhmm` or `±hh` (all ISO 8601). Letters in either case.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a text instant reads as: ms since the epoch, or why not. `noOffset` is a valid date and time that does
 * not say its offset from UTC: it is refused rather than guessed (an export in UTC read as São Paulo time
 * would be three hours off), and the error says to add one.
 */
export type InstantReading = { ms: number } | { problem: 'noOffset' | 'invalid' };

const invalid: InstantReading = { problem: 'invalid' };

/** Reads an ISO 8601 instant with its offset, or a calendar date (its start in America/Sao_Paulo). */
export function readInstantText(input: string): InstantReading {
  const text = input.trim();
  if (DATE.test(text)) {
    const ms = startOfZonedDateKey(text);
    return ms === null ? invalid : { ms };
  }
  const m = DATE_TIME.exec(text);
  if (!m) return invalid;
  const part = (index: number) => Number(m[index] ?? 0);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const back = new Date(local);
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!real) return invalid;
  if (m[8]) return { ms: local };
  if (!m[9]) return { problem: 'noOffset' };
  const [offsetHours, offsetMinutes] = [part(10), part(11)];
  if (offsetHours > 23 || offsetMinutes > 59) return invalid;
  const sign = m[9] === '-' ? -1 : 1;
  return { ms: local - sign * (offsetHours * 60 + offsetMinutes) * 60_000 };
}

/** An instant: ms since the epoch, an ISO 8601 date and time with its offset, or an ISO calendar date. */
export const Instant = z.union([
  z.number().int().min(0),
  z.string().transform((text, context) => {
    const reading = readInstantText(text);
    if ('ms' in reading) return reading.ms;
    context.addIssue({ code: 'custom', message: 'errors.invalidRecord' });
    return z.NEVER;
  }),
]);
