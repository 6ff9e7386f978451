import type { AttendantStatus } from '@mirante/core';
import { type DemoDay, HOUR_MS, MINUTE_MS } from './demo-calendar.ts';
import type { DemoRow } from './demo-row.ts';
import { OPERATORS } from './demo-vocabulary.ts';
import { createRandom, type Random, zipfWeights } from './random.ts';

/** The customer-service teams: who works when (São Paulo hours) from Monday to Saturday. */
const TEAMS = [
  { name: 'morning', shift: [7.75, 16] },
  { name: 'middle', shift: [10, 18.25] },
  { name: 'evening', shift: [14, 22.5] },
] as const;
/** On Sundays one operator of the morning team works 8–15 and one of the evening team 15–22:30. */
const SUNDAY_SHIFTS = { morning: [8, 15], evening: [15, 22.5] } as const;
/** The chance an operator works a Monday–Friday shift; on Saturdays fewer do. */
const WORKS = { weekday: 0.95, saturday: 0.6 };

const teamOf = (index: number) => TEAMS[index % TEAMS.length] ?? TEAMS[0];
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** One status change of an operator (the operator-status dataset). */
interface StatusChange {
  operator: string;
  status: AttendantStatus;
  /** Whole milliseconds. */
  time: number;
}

/** A stretch an operator is online: [from, to), whole milliseconds. */
interface OnlineSpan {
  operator: string;
  from: number;
  to: number;
}

interface ScheduledDay {
  changes: StatusChange[];
  online: OnlineSpan[];
}

/** How long a conversation waits for the operator holding it to come back from a break. */
const HOLD_MS = 90 * MINUTE_MS;
/** How much work each operator takes when several are online (heavy-tailed, as before shifts existed). */
const OPERATOR_WEIGHT = new Map<string, number>(zipfWeights(OPERATORS, 0.5));

/**
 * The SAC operators' shifts over the demo's days, fixed up front from their own seeded stream (the same seed
 * and days always give the same shifts): three teams (morning, middle, evening) from Monday to Saturday with a
 * lunch break and sometimes a coffee break, a Sunday rota of two, and the odd day off. The conversations'
 * generator asks it who makes each change and when (assign: an operator online then); `day` yields a day's
 * status changes (online, paused, offline), none after the last instant of data.
 */
export function createOperatorSchedule(options: { seed: number; days: readonly DemoDay[] }) {
  const random = createRandom(options.seed);
  const lastInstant = (options.days.at(-1)?.until ?? 1) - 1;
  const days: ScheduledDay[] = options.days.map((day) => scheduleDay(day, random));

  /** The index of the day holding an instant, or -1 before the first; the last day for later instants. */
  const dayIndexOf = (time: number): number => {
    let low = 0;
    let high = options.days.length - 1;
    if (high < 0 || time < (options.days[0]?.start ?? 0)) return -1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if ((options.days[mid]?.start ?? 0) <= time) low = mid;
      else high = mid - 1;
    }
    return low;
  };

  const onlineAt = (time: number): string[] => {
    const index = dayIndexOf(time);
    if (index < 0) return [];
    return (days[index]?.online ?? [])
      .filter((span) => span.from <= time && time < span.to)
      .map((span) => span.operator);
  };

  /** The first instant at or after `time` when `operator` (any operator with null) is online; else Infinity. */
  const nextOnline = (time: number, operator: string | null = null): number => {
    for (let index = Math.max(0, dayIndexOf(time)); index < days.length; index += 1) {
      let best = Number.POSITIVE_INFINITY;
      for (const span of days[index]?.online ?? []) {
        if (span.to > time && (operator === null || span.operator === operator)) {
          best = Math.min(best, Math.max(span.from, time));
        }
      }
      if (best < Number.POSITIVE_INFINITY) return best;
    }
    return Number.POSITIVE_INFINITY;
  };

  return {
    /** The operators online at an instant (their latest change at or before it is 'online'). */
    onlineAt,
    nextOnline,

    /**
     * Who makes a change due at `due` (whole milliseconds), and when. The operator who holds the conversation
     * keeps it: online then, or back within the hour and a half (from a break), they make it; otherwise the
     * first operator online from then on takes it (the busier ones more often). Null when nobody is online
     * any more within the demo's days.
     */
    assign(due: number, current: string | null, draw: Random): { time: number; operator: string } | null {
      if (current !== null) {
        const back = nextOnline(due, current);
        if (back <= due + HOLD_MS) return { time: back, operator: current };
      }
      const time = nextOnline(due);
      const online = onlineAt(time);
      if (online.length === 0) return null;
      const operator = draw.weighted(online.map((name) => [name, OPERATOR_WEIGHT.get(name) ?? 1] as const));
      return { time, operator };
    },

    /** The operator-status rows of one day (the days must come in order, each once). */
    *day(day: DemoDay): Generator<DemoRow> {
      const scheduled = days[day.index];
      if (!scheduled) return;
      for (const [k, change] of scheduled.changes.entries()) {
        if (change.time > lastInstant) continue;
        yield {
          dataset: 'operator-status',
          record: {
            id: `operator:${slug(change.operator)}:${day.key}:${k + 1}`,
            operator: change.operator,
            status: change.status,
            changedAt: change.time,
          },
        };
      }
    },
  };
}

export type OperatorSchedule = ReturnType<typeof createOperatorSchedule>;

/** One day's shifts: each working operator's status changes and the spans they are online. */
function scheduleDay(day: DemoDay, random: Random): ScheduledDay {
  const changes: StatusChange[] = [];
  const online: OnlineSpan[] = [];
  const week = Math.floor(day.index / 7);
  OPERATORS.forEach((operator, index) => {
    const team = teamOf(index);
    let shift: readonly [number, number] | null = null;
    if (day.weekday === 0) {
      // The Sunday rota: one member of the morning team and one of the evening team, taking turns.
      const members = OPERATORS.map((_, i) => i).filter((i) => teamOf(i).name === team.name);
      const onDuty = members[week % Math.max(1, members.length)];
      if (index === onDuty && (team.name === 'morning' || team.name === 'evening')) {
        shift = SUNDAY_SHIFTS[team.name];
      }
    } else if (random.chance(day.weekday === 6 ? WORKS.saturday : WORKS.weekday)) {
      shift = team.shift;
    }
    // Every draw is made whether or not the operator works, so one day off never moves another's shift.
    const start = day.start + (shift?.[0] ?? 0) * HOUR_MS + random.gaussian() * 6 * MINUTE_MS;
    const end = day.start + (shift?.[1] ?? 0) * HOUR_MS + random.logNormal(5 * MINUTE_MS, 0.6);
    const length = (shift?.[1] ?? 0) - (shift?.[0] ?? 0);
    // Lunch is staggered across a team's members, so a team is seldom all away at once.
    const lunch = start + (length >= 8 ? 3.5 : 2.5) * HOUR_MS + (index % 3) * 40 * MINUTE_MS;
    const lunchEnd = lunch + random.logNormal(50 * MINUTE_MS, 0.2);
    const coffee = random.chance(0.6)
      ? start + (length - 1.75) * HOUR_MS + random.gaussian() * 15 * MINUTE_MS
      : null;
    const coffeeEnd = (coffee ?? 0) + random.logNormal(12 * MINUTE_MS, 0.3);
    if (!shift) return;
    const own: [number, AttendantStatus][] = [
      [start, 'online'],
      [lunch, 'paused'],
      [lunchEnd, 'online'],
    ];
    if (coffee !== null && coffee > lunchEnd + 30 * MINUTE_MS && coffeeEnd < end - 10 * MINUTE_MS) {
      own.push([coffee, 'paused'], [coffeeEnd, 'online']);
    }
    own.push([end, 'offline']);
    const timed = own.map(([time, status]) => ({ operator, status, time: Math.round(time) }));
    changes.push(...timed);
    timed.forEach((change, k) => {
      const next = timed[k + 1];
      if (change.status === 'online' && next && next.time > change.time) {
        online.push({ operator, from: change.time, to: next.time });
      }
    });
  });
  changes.sort((a, b) => a.time - b.time || a.operator.localeCompare(b.operator));
  return { changes, online };
}
