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
  /**
   * The instant the day's data stops (exclusive): its end, or on the anchor's day just after the anchor (the
   * present moment of the demo), so that nothing is dated later than the anchor.
   */
  until: number;
  /** YYYY-MM-DD. */
  key: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  crisis: boolean;
}

/** The `days` São Paulo days ending on the anchor's day (cut at the anchor), oldest first. */
export function demoDays(anchor: number, days: number, crisisDaysAgo: number | null): DemoDay[] {
  const list: DemoDay[] = [];
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
    const start = startOfZonedDay(anchor, -daysAgo);
    const end = startOfZonedDay(anchor, -daysAgo + 1);
    list.push({
      index: days - 1 - daysAgo,
      daysAgo,
      start,
      end,
      until: daysAgo === 0 ? Math.min(end, Math.max(start, Math.floor(anchor) + 1)) : end,
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

/** The share of the hours [hour, hour + 1) of a day that lie before `until`, per local hour. */
function hourPortions(day: DemoDay, until: number, hours: number): number[] {
  return Array.from({ length: hours }, (_, hour) =>
    Math.min(1, Math.max(0, (until - (day.start + hour * HOUR_MS)) / HOUR_MS)),
  );
}

/**
 * The share of a day's events (by a 24-entry hourly profile) that fall before `until`: 1 for a whole day,
 * less on the anchor's day, which stops at the present moment.
 */
export function elapsedShare(hourWeights: readonly number[], day: DemoDay, until = day.until): number {
  const total = hourWeights.reduce((a, b) => a + b, 0);
  if (until >= day.end || total <= 0) return 1;
  const portions = hourPortions(day, until, hourWeights.length);
  return hourWeights.reduce((sum, weight, hour) => sum + weight * (portions[hour] ?? 0), 0) / total;
}

/**
 * Sorted instants of `count` events in a day, drawn from a 24-entry hourly profile. With `until` before the
 * day's end (the anchor's day), every instant falls before it, still following the profile.
 */
export function createDayTimes(hourWeights: readonly number[]) {
  const pickHour = createPicker(hourWeights.map((weight, hour) => [hour, weight] as const));
  return (day: DemoDay, count: number, random: Random, until = day.end): Float64Array => {
    const times = new Float64Array(count);
    const length = Math.min(day.end, until) - day.start;
    let pick = pickHour;
    let portion = (_hour: number) => 1;
    if (until < day.end) {
      const portions = hourPortions(day, until, hourWeights.length);
      pick = createPicker(hourWeights.map((weight, hour) => [hour, weight * (portions[hour] ?? 0)] as const));
      portion = (hour) => portions[hour] ?? 0;
    }
    for (let i = 0; i < count; i += 1) {
      const hour = pick(random);
      const offset = hour * HOUR_MS + Math.floor(random.next() * HOUR_MS * portion(hour));
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
