import { startOfZonedDay, zonedDateKey } from '@mirante/core';
import { createPicker, type Random } from './random.ts';

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

/** One calendar day of demo data, in America/Sao_Paulo. */
export interface DemoDay {
  /** 0 for the first (oldest) day. */
  index: number;
  /** 0 for the anchor day. */
  daysAgo: number;
  start: number;
  /** The start of the next day. */
  end: number;
  /** YYYY-MM-DD. */
  key: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  crisis: boolean;
}

/** The `days` São Paulo days ending on the anchor's day, oldest first. */
export function demoDays(anchor: number, days: number, crisisDaysAgo: number | null): DemoDay[] {
  const list: DemoDay[] = [];
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
    const start = startOfZonedDay(anchor, -daysAgo);
    list.push({
      index: days - 1 - daysAgo,
      daysAgo,
      start,
      end: startOfZonedDay(anchor, -daysAgo + 1),
      key: zonedDateKey(start),
      weekday: new Date(start + 12 * HOUR_MS).getUTCDay(),
      crisis: daysAgo === crisisDaysAgo,
    });
  }
  return list;
}

/**
 * Whole counts per day that add up to exactly `total`, proportional to the weights with some noise
 * (cumulative rounding keeps the sum exact).
 */
export function spreadTotal(
  total: number,
  weights: readonly number[],
  random: Random,
  noise = 0.08,
): number[] {
  const noisy = weights.map((w) => w * Math.exp(noise * random.gaussian()));
  const sum = noisy.reduce((a, b) => a + b, 0);
  const counts: number[] = [];
  let cumulative = 0;
  let given = 0;
  for (const weight of noisy) {
    cumulative += sum > 0 ? (total * weight) / sum : 0;
    const upTo = Math.round(cumulative);
    counts.push(upTo - given);
    given = upTo;
  }
  return counts;
}

/** Sorted instants of `count` events in a day, drawn from a 24-entry hourly profile. */
export function createDayTimes(hourWeights: readonly number[]) {
  const pickHour = createPicker(hourWeights.map((weight, hour) => [hour, weight] as const));
  return (day: DemoDay, count: number, random: Random): Float64Array => {
    const times = new Float64Array(count);
    const length = day.end - day.start;
    for (let i = 0; i < count; i += 1) {
      const offset = pickHour(random) * HOUR_MS + Math.floor(random.next() * HOUR_MS);
      times[i] = day.start + Math.min(offset, length - 1);
    }
    return times.sort();
  };
}

/** The local hour (0–23, fractional) of an instant, counted from a day start at or before it. */
export function localHour(instant: number, dayStart: number): number {
  return ((((instant - dayStart) / HOUR_MS) % 24) + 24) % 24;
}

/** The instant, at or after `instant`, that falls within [openHour, closeHour) local time. */
export function nextOpenInstant(
  instant: number,
  dayStart: number,
  openHour: number,
  closeHour: number,
): number {
  const hour = localHour(instant, dayStart);
  if (hour >= openHour && hour < closeHour) return instant;
  const untilOpen = hour < openHour ? openHour - hour : 24 - hour + openHour;
  return instant + untilOpen * HOUR_MS;
}

/** Rounds to whole milliseconds, never below a floor. */
export const at = (instant: number, floor = 0): number => Math.max(floor, Math.round(instant));
