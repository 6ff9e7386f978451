import {
  type DeskAnswer,
  type DeskTiming,
  TICKET_TYPES,
  type TicketCounts,
  type TicketType,
  type TimingType,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import type { RowCondition } from '../../stores/analytics/compiler/compile-series.ts';
import type { AnalyticsRow } from '../../stores/analytics/engine.ts';
import { averageOf, byName, num, text } from '../../stores/analytics/row-values.ts';
import { allHit } from '../../stores/analytics/scoped-statements.ts';
import { deskAvailability, deskReport } from './period-tables.ts';
import {
  ASSIGNED,
  BY_ATTENDANT,
  BY_CLIENT,
  type DeskScope,
  NOT_ASSIGNED,
  NOT_TRANSFERRED,
  type RunStatement,
  type Spec,
  TRANSFERRED,
} from './statements.ts';

/*
 * The desk's period reports (contracts/desk.ts): each event counted in the period where it happens (a ticket
 * opened on its openedAt; closed, missed, abandoned, attended on its closedAt) and each time measured when it
 * ends (queue on assignedAt, first response and wait on firstResponseAt, attendance and response on closedAt);
 * and the names the desk's filters offer.
 */

/** What a period report asks besides the scope. */
export interface AnalyticsAsk {
  interval: 'NI' | 'D';
  ticketType?: readonly TicketType[];
  timingType?: TimingType;
  take?: number;
}

interface Result<E extends AnalyticsEndpoint> {
  answer: DeskAnswer<E>;
  cached: boolean;
}

export type AnalyticsEndpoint =
  | 'desk/agents'
  | 'desk/teams'
  | 'desk/tags/active'
  | 'desk/analytics/reports/tickets'
  | 'desk/analytics/attendants/productivity'
  | 'desk/analytics/timings'
  | 'desk/analytics/attendants'
  | 'desk/analytics/teams'
  | 'desk/analytics/tags';

/**
 * The closed ticket types, counted on closedAt: a partition of the closed tickets (the attended are those
 * closed by the attendant and the transferred; abandoned is closedClient).
 */
const CLOSED_TYPES: Record<Exclude<TicketType, 'open'>, readonly RowCondition[]> = {
  missed: [BY_CLIENT, NOT_TRANSFERRED, NOT_ASSIGNED],
  closedClient: [BY_CLIENT, NOT_TRANSFERRED, ASSIGNED],
  closedAttendant: [BY_ATTENDANT, NOT_TRANSFERRED],
  transferred: [TRANSFERRED],
  closed: [],
};

/** Each time: the computed duration (entity-columns.ts), its aggregate and the instant it is measured on. */
const TIMINGS: Record<TimingType, { field: string; operator: 'max' | 'avg'; timeField: string }> = {
  maxQueueTime: { field: 'queueMs', operator: 'max', timeField: 'assignedAt' },
  avgQueueTime: { field: 'queueMs', operator: 'avg', timeField: 'assignedAt' },
  maxFirstResponseTime: { field: 'firstResponseMs', operator: 'max', timeField: 'firstResponseAt' },
  avgFirstResponseTime: { field: 'firstResponseMs', operator: 'avg', timeField: 'firstResponseAt' },
  avgWaitTime: { field: 'waitMs', operator: 'avg', timeField: 'firstResponseAt' },
  avgResponseTime: { field: 'responseTimeMs', operator: 'avg', timeField: 'closedAt' },
  avgAttendanceTime: { field: 'attendanceMs', operator: 'avg', timeField: 'closedAt' },
};

const dayPoints = (rows: readonly AnalyticsRow[], metric: string): [number, number][] =>
  rows.map((row) => [num(row.ts), num(row[metric])]);

export function createDeskAnalytics(run: RunStatement) {
  /** A list a filter key is chosen from ignores that key (it would otherwise offer only what is chosen). */
  const without = (scope: DeskScope, key: 'operators' | 'teams' | 'tags') => {
    const { [key]: _ignored, ...filter } = scope.filter;
    return filter;
  };

  /** The present attendants (their latest change): name and teams. */
  async function agents(scope: DeskScope) {
    const filter = without(scope, 'operators');
    const latest = { entity: 'attendant-status', latestPer: 'attendant', over: 'present', filter } as const;
    const [people, teams] = await Promise.all([
      run(scope, { ...latest, groups: ['attendant', 'name'], metrics: [['changedAt', 'max']] }),
      run(scope, { ...latest, groups: ['attendant', 'teams'], metrics: [['changedAt', 'max']] }),
    ]);
    const teamsOf = new Map<string, string[]>();
    for (const row of teams.rows) {
      const list = teamsOf.get(text(row.s0)) ?? [];
      list.push(text(row.s1));
      teamsOf.set(text(row.s0), list);
    }
    const items = people.rows
      .map((row) => ({
        attendant: text(row.s0),
        name: text(row.s1),
        teams: (teamsOf.get(text(row.s0)) ?? []).sort(byName),
      }))
      .sort((a, b) => byName(a.name, b.name) || byName(a.attendant, b.attendant));
    return { items, cached: allHit([people, teams]) };
  }

  /** Per asked type, the period's count and its days (interval D); `open` on openedAt, the rest on closedAt. */
  async function ticketCounts(
    scope: DeskScope,
    ask: AnalyticsAsk,
  ): Promise<Result<'desk/analytics/reports/tickets'>> {
    const asked = ask.ticketType ?? TICKET_TYPES;
    const closedTypes = asked.filter((type): type is Exclude<TicketType, 'open'> => type !== 'open');
    const specs: Spec[] = [];
    if (asked.includes('open'))
      specs.push({ entity: 'desk-tickets', metrics: [['id', 'count']], timeField: 'openedAt' });
    if (closedTypes.length > 0)
      specs.push({
        entity: 'desk-tickets',
        metrics: closedTypes.map(() => ['id', 'count'] as const),
        metricWhere: closedTypes.map((type) => CLOSED_TYPES[type]),
        timeField: 'closedAt',
      });
    const results = await Promise.all(
      specs.flatMap((spec) => [
        run(scope, spec),
        ...(ask.interval === 'D' ? [run(scope, { ...spec, daily: true })] : []),
      ]),
    );
    const perSpec = ask.interval === 'D' ? 2 : 1;
    const counted = new Map<TicketType, { total: number; points: [number, number][] }>();
    specs.forEach((spec, i) => {
      const period = results[i * perSpec]?.rows ?? [];
      const days = ask.interval === 'D' ? (results[i * perSpec + 1]?.rows ?? []) : [];
      const types: TicketType[] = spec.timeField === 'openedAt' ? ['open'] : closedTypes;
      types.forEach((type, m) => {
        counted.set(type, { total: num(period[0]?.[`m${m}`]), points: dayPoints(days, `m${m}`) });
      });
    });
    const answer: TicketCounts = {
      status: 'ok',
      botKey: scope.botKey,
      interval: ask.interval,
      types: [...new Set(asked)].map((ticketType) => ({
        ticketType,
        ...(counted.get(ticketType) ?? { total: 0, points: [] }),
      })),
    };
    return { answer, cached: allHit(results) };
  }

  async function timing(scope: DeskScope, ask: AnalyticsAsk): Promise<Result<'desk/analytics/timings'>> {
    const timingType = ask.timingType;
    if (timingType === undefined)
      throw new AppError(400, 'VALIDATION', 'errors.badRequest', { timingType: 'errors.badRequest' });
    const { field, operator, timeField } = TIMINGS[timingType];
    const { rows, hit } = await run(scope, {
      entity: 'desk-tickets',
      metrics: [
        [field, operator],
        [field, 'count'],
      ],
      timeField,
    });
    const answer: DeskTiming = {
      status: 'ok',
      botKey: scope.botKey,
      timingType,
      valueMs: averageOf(rows[0]?.m0, rows[0]?.m1),
      measured: num(rows[0]?.m1),
    };
    return { answer, cached: hit };
  }

  /** The teams (queues) known now: the tickets' and the attendants' (their latest change). */
  async function teams(scope: DeskScope): Promise<Result<'desk/teams'>> {
    const filter = without(scope, 'teams');
    const [tickets, attendants] = await Promise.all([
      run(scope, {
        entity: 'desk-tickets',
        groups: ['team'],
        metrics: [['id', 'count']],
        over: 'present',
        filter,
      }),
      run(scope, {
        entity: 'attendant-status',
        groups: ['teams'],
        metrics: [['attendant', 'count']],
        latestPer: 'attendant',
        over: 'present',
        filter,
      }),
    ]);
    const names = new Set([...tickets.rows, ...attendants.rows].map((row) => text(row.s0)));
    names.delete('');
    return {
      answer: {
        status: 'ok',
        botKey: scope.botKey,
        items: [...names].sort(byName).map((name) => ({ name })),
      },
      cached: allHit([tickets, attendants]),
    };
  }

  /** The tags the tickets carry, up to now. */
  async function tags(scope: DeskScope): Promise<Result<'desk/tags/active'>> {
    const result = await run(scope, {
      entity: 'desk-tickets',
      groups: ['tags'],
      metrics: [['id', 'count']],
      over: 'present',
      filter: without(scope, 'tags'),
    });
    const names = [...new Set(result.rows.map((row) => text(row.s0)))].filter((name) => name !== '');
    return {
      answer: { status: 'ok', botKey: scope.botKey, items: names.sort(byName).map((name) => ({ name })) },
      cached: result.hit,
    };
  }

  const endpoints: {
    [E in AnalyticsEndpoint]: (scope: DeskScope, ask: AnalyticsAsk) => Promise<Result<E>>;
  } = {
    async 'desk/agents'(scope) {
      const { items, cached } = await agents(scope);
      return { answer: { status: 'ok', botKey: scope.botKey, items }, cached };
    },
    'desk/teams': (scope) => teams(scope),
    'desk/tags/active': (scope) => tags(scope),
    'desk/analytics/reports/tickets': ticketCounts,
    'desk/analytics/attendants/productivity': (scope) => deskAvailability(run, scope),
    'desk/analytics/timings': timing,
    'desk/analytics/attendants': (scope, ask) => deskReport(run, scope, 'attendants', ask),
    'desk/analytics/teams': (scope, ask) => deskReport(run, scope, 'teams', ask),
    'desk/analytics/tags': (scope, ask) => deskReport(run, scope, 'tags', ask),
  };
  return endpoints;
}
