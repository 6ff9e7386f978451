import {
  ATTENDANT_STATUSES,
  type AttendantStatus,
  type AttendantStatusMetrics,
  type DeskAnswer,
  isAttendantStatus,
  type LiveAttendants,
  type LiveTags,
  type LiveTeams,
  type OpenTickets,
  type TicketMetrics,
  type WaitingTickets,
} from '@mirante/core';
import type { RowCondition } from '../../stores/analytics/compiler/compile-series.ts';
import type { AnalyticsRow } from '../../stores/analytics/engine.ts';
import { byName, num, text } from '../../stores/analytics/row-values.ts';
import { allHit } from '../../stores/analytics/scoped-statements.ts';
import {
  ASSIGNED,
  attendantNames,
  type DeskScope,
  NOT_ASSIGNED,
  NOT_CLOSED,
  type RunStatement,
  type Spec,
} from './statements.ts';

/*
 * The desk's present state (contracts/desk.ts), whatever the period: every row up to now. A ticket is waiting
 * while neither assigned nor closed, in attendance while assigned and not closed; an attendant's status is
 * their latest change.
 */

export type MonitoringEndpoint =
  | 'desk/monitoring/ticket-metrics'
  | 'desk/monitoring/tickets'
  | 'desk/monitoring/attendant-status-metrics'
  | 'desk/monitoring/open-tickets'
  | 'desk/monitoring/waiting-tickets'
  | 'desk/monitoring/attendants'
  | 'desk/monitoring/teams'
  | 'desk/monitoring/tags-metrics';

export interface MonitoringAsk {
  take?: number;
}

interface Result<E extends MonitoringEndpoint> {
  answer: DeskAnswer<E>;
  cached: boolean;
}

/** The live ticket lists show at most this many tickets (the oldest) unless the request takes fewer. */
export const LIVE_TICKETS_TAKE = 500;

const ONLINE: RowCondition = { field: 'status', equals: 'online' };
const statusIs = (status: AttendantStatus): RowCondition => ({ field: 'status', equals: status });

/** Open tickets, every one up to now. */
const OPEN = {
  entity: 'desk-tickets',
  over: 'present',
  where: [NOT_CLOSED],
} as const satisfies Partial<Spec>;
/** Each attendant's latest change, up to now. */
const LATEST = {
  entity: 'attendant-status',
  latestPer: 'attendant',
  over: 'present',
} as const satisfies Partial<Spec>;

/** Waiting (m0) and in attendance (m1) among the open tickets. */
const WAITING_AND_IN_ATTENDANCE = {
  metrics: [
    ['id', 'count'],
    ['id', 'count'],
  ],
  metricWhere: [[NOT_ASSIGNED], [ASSIGNED]],
} as const satisfies Partial<Spec>;

/** Values of a list field per key, from rows grouped by (key, list field). */
function listsOf(rows: readonly AnalyticsRow[]): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const row of rows) {
    const list = lists.get(text(row.s0)) ?? [];
    list.push(text(row.s1));
    lists.set(text(row.s0), list);
  }
  for (const list of lists.values()) list.sort(byName);
  return lists;
}

export function createDeskMonitoring(run: RunStatement) {
  /** The tags of the given tickets. */
  async function tagsOf(scope: DeskScope, ids: readonly string[]) {
    if (ids.length === 0) return { tags: new Map<string, string[]>(), hit: true };
    const { rows, hit } = await run(scope, {
      entity: 'desk-tickets',
      over: 'present',
      groups: ['id', 'tags'],
      metrics: [['id', 'count']],
      where: [{ field: 'id', oneOf: ids }],
    });
    return { tags: listsOf(rows), hit };
  }

  /** Tickets in attendance per attendant. */
  const inAttendancePerAttendant = (scope: DeskScope) =>
    run(scope, { ...OPEN, where: [NOT_CLOSED, ASSIGNED], groups: ['attendant'], metrics: [['id', 'count']] });

  const endpoints: {
    [E in MonitoringEndpoint]: (scope: DeskScope, ask: MonitoringAsk) => Promise<Result<E>>;
  } = {
    async 'desk/monitoring/ticket-metrics'(scope) {
      const [tickets, online] = await Promise.all([
        run(scope, { ...OPEN, ...WAITING_AND_IN_ATTENDANCE }),
        run(scope, { ...LATEST, metrics: [['attendant', 'count']], metricWhere: [[ONLINE]] }),
      ]);
      const inAttendance = num(tickets.rows[0]?.m1);
      const attendantsOnline = num(online.rows[0]?.m0);
      const answer: TicketMetrics = {
        status: 'ok',
        botKey: scope.botKey,
        waiting: num(tickets.rows[0]?.m0),
        inAttendance,
        attendantsOnline,
        ticketsPerAttendant: attendantsOnline === 0 ? null : inAttendance / attendantsOnline,
      };
      return { answer, cached: allHit([tickets, online]) };
    },

    async 'desk/monitoring/tickets'(scope) {
      const [tickets, names] = await Promise.all([
        inAttendancePerAttendant(scope),
        attendantNames(run, scope),
      ]);
      const items = tickets.rows
        .filter((row) => text(row.s0) !== '')
        .map((row) => ({
          attendant: text(row.s0),
          name: names.names.get(text(row.s0)) ?? text(row.s0),
          inAttendance: num(row.m0),
        }));
      return { answer: { status: 'ok', botKey: scope.botKey, items }, cached: tickets.hit && names.hit };
    },

    async 'desk/monitoring/attendant-status-metrics'(scope) {
      const { rows, hit } = await run(scope, {
        ...LATEST,
        metrics: ATTENDANT_STATUSES.map(() => ['attendant', 'count'] as const),
        metricWhere: ATTENDANT_STATUSES.map((status) => [statusIs(status)]),
      });
      const answer: AttendantStatusMetrics = {
        status: 'ok',
        botKey: scope.botKey,
        online: num(rows[0]?.m0),
        paused: num(rows[0]?.m1),
        offline: num(rows[0]?.m2),
      };
      return { answer, cached: hit };
    },

    async 'desk/monitoring/open-tickets'(scope, ask) {
      const [tickets, names] = await Promise.all([
        run(scope, {
          ...OPEN,
          where: [NOT_CLOSED, ASSIGNED],
          groups: ['id', 'team', 'attendant'],
          metrics: [
            ['openedAt', 'max'],
            ['assignedAt', 'max'],
            ['firstResponseAt', 'max'],
            ['firstResponseAt', 'count'],
          ],
          ascending: true,
          take: ask.take ?? LIVE_TICKETS_TAKE,
        }),
        attendantNames(run, scope),
      ]);
      const tags = await tagsOf(
        scope,
        tickets.rows.map((row) => text(row.s0)),
      );
      const answer: OpenTickets = {
        status: 'ok',
        botKey: scope.botKey,
        items: tickets.rows.map((row) => ({
          id: text(row.s0),
          team: text(row.s1),
          tags: tags.tags.get(text(row.s0)) ?? [],
          openedAt: num(row.m0),
          attendant: text(row.s2),
          attendantName: names.names.get(text(row.s2)) ?? text(row.s2),
          assignedAt: num(row.m1),
          firstResponseAt: num(row.m3) > 0 ? num(row.m2) : null,
        })),
      };
      return { answer, cached: tickets.hit && names.hit && tags.hit };
    },

    async 'desk/monitoring/waiting-tickets'(scope, ask) {
      const tickets = await run(scope, {
        ...OPEN,
        where: [NOT_CLOSED, NOT_ASSIGNED],
        groups: ['id', 'team'],
        metrics: [['openedAt', 'max']],
        ascending: true,
        take: ask.take ?? LIVE_TICKETS_TAKE,
      });
      const tags = await tagsOf(
        scope,
        tickets.rows.map((row) => text(row.s0)),
      );
      const answer: WaitingTickets = {
        status: 'ok',
        botKey: scope.botKey,
        items: tickets.rows.map((row) => ({
          id: text(row.s0),
          team: text(row.s1),
          tags: tags.tags.get(text(row.s0)) ?? [],
          openedAt: num(row.m0),
        })),
      };
      return { answer, cached: tickets.hit && tags.hit };
    },

    async 'desk/monitoring/attendants'(scope) {
      const [latest, teams, tickets] = await Promise.all([
        run(scope, { ...LATEST, groups: ['attendant', 'name', 'status'], metrics: [['changedAt', 'max']] }),
        run(scope, { ...LATEST, groups: ['attendant', 'teams'], metrics: [['changedAt', 'max']] }),
        inAttendancePerAttendant(scope),
      ]);
      const teamsOf = listsOf(teams.rows);
      const inAttendance = new Map(tickets.rows.map((row) => [text(row.s0), num(row.m0)]));
      const order = (status: AttendantStatus) => ATTENDANT_STATUSES.indexOf(status);
      const items: LiveAttendants['items'] = latest.rows.flatMap((row) => {
        const status = text(row.s2);
        if (!isAttendantStatus(status)) return [];
        const attendant = text(row.s0);
        return [
          {
            attendant,
            name: text(row.s1),
            teams: teamsOf.get(attendant) ?? [],
            status,
            since: num(row.m0),
            inAttendance: inAttendance.get(attendant) ?? 0,
          },
        ];
      });
      items.sort(
        (a, b) =>
          order(a.status) - order(b.status) || byName(a.name, b.name) || byName(a.attendant, b.attendant),
      );
      return {
        answer: { status: 'ok', botKey: scope.botKey, items },
        cached: allHit([latest, teams, tickets]),
      };
    },

    async 'desk/monitoring/teams'(scope) {
      const [tickets, online] = await Promise.all([
        run(scope, { ...OPEN, ...WAITING_AND_IN_ATTENDANCE, groups: ['team'] }),
        run(scope, {
          ...LATEST,
          groups: ['teams'],
          metrics: [['attendant', 'count']],
          metricWhere: [[ONLINE]],
        }),
      ]);
      const items = new Map<string, LiveTeams['items'][number]>();
      const itemOf = (team: string) => {
        let item = items.get(team);
        if (!item) {
          item = { team, waiting: 0, inAttendance: 0, attendantsOnline: 0 };
          items.set(team, item);
        }
        return item;
      };
      for (const row of tickets.rows) {
        const item = itemOf(text(row.s0));
        item.waiting = num(row.m0);
        item.inAttendance = num(row.m1);
      }
      for (const row of online.rows) itemOf(text(row.s0)).attendantsOnline = num(row.m0);
      items.delete('');
      return {
        answer: {
          status: 'ok',
          botKey: scope.botKey,
          items: [...items.values()].sort((a, b) => byName(a.team, b.team)),
        },
        cached: allHit([tickets, online]),
      };
    },

    async 'desk/monitoring/tags-metrics'(scope) {
      const { rows, hit } = await run(scope, { ...OPEN, ...WAITING_AND_IN_ATTENDANCE, groups: ['tags'] });
      const items: LiveTags['items'] = rows
        .map((row) => ({ tag: text(row.s0), waiting: num(row.m0), inAttendance: num(row.m1) }))
        .filter((item) => item.tag !== '')
        .sort((a, b) => b.waiting + b.inAttendance - (a.waiting + a.inAttendance) || byName(a.tag, b.tag));
      return { answer: { status: 'ok', botKey: scope.botKey, items }, cached: hit };
    },
  };
  return endpoints;
}
