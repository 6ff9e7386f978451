import {
  type AttendantAvailability,
  type DeskReport,
  isAttendantStatus,
  type ReportType,
} from '@mirante/core';
import type { RowCondition } from '../../stores/analytics/compiler/compile-series.ts';
import type { AnalyticsRow } from '../../stores/analytics/engine.ts';
import { averageOf, byName, num, text } from '../../stores/analytics/row-values.ts';
import { allHit } from '../../stores/analytics/scoped-statements.ts';
import { availability, type StatusChange } from './availability.ts';
import {
  attendantNames,
  BY_ATTENDANT,
  type DeskScope,
  NOT_TRANSFERRED,
  type RunStatement,
  TRANSFERRED,
} from './statements.ts';

/*
 * The desk's period tables (contracts/desk.ts): the reports per attendant, team and tag, and the attendants'
 * availability. Each event counted in the period where it happens, each time measured when it ends.
 */

/** The ticket field each report groups by (a ticket with two tags counts under each). */
const REPORT_KEY: Record<ReportType, string> = { attendants: 'attendant', teams: 'team', tags: 'tags' };

/**
 * Per attendant, team or tag: tickets opened (openedAt), closed and attended (closedAt), and the average
 * queue (assignedAt), first response (firstResponseAt) and attendance (closedAt) times. Most opened first.
 */
export async function deskReport(
  run: RunStatement,
  scope: DeskScope,
  reportType: ReportType,
  ask: { take?: number },
): Promise<{ answer: DeskReport; cached: boolean }> {
  const key = REPORT_KEY[reportType];
  // Tickets never assigned have no attendant: no row of the attendants' report.
  const where: RowCondition[] = reportType === 'attendants' ? [{ field: key, isNull: false }] : [];
  const by = { entity: 'desk-tickets', groups: [key], where } as const;
  const [opened, closed, queue, firstResponse, names] = await Promise.all([
    run(scope, { ...by, metrics: [['id', 'count']], timeField: 'openedAt' }),
    run(scope, {
      ...by,
      metrics: [
        ['id', 'count'],
        ['id', 'count'],
        ['id', 'count'],
        ['attendanceMs', 'avg'],
        ['attendanceMs', 'count'],
      ],
      metricWhere: [undefined, [TRANSFERRED], [BY_ATTENDANT, NOT_TRANSFERRED]],
      timeField: 'closedAt',
    }),
    run(scope, {
      ...by,
      metrics: [
        ['queueMs', 'avg'],
        ['queueMs', 'count'],
      ],
      timeField: 'assignedAt',
    }),
    run(scope, {
      ...by,
      metrics: [
        ['firstResponseMs', 'avg'],
        ['firstResponseMs', 'count'],
      ],
      timeField: 'firstResponseAt',
    }),
    reportType === 'attendants' ? attendantNames(run, scope) : Promise.resolve(null),
  ]);
  type Item = DeskReport['items'][number];
  const items = new Map<string, Item>();
  const itemOf = (row: AnalyticsRow): Item => {
    const rowKey = text(row.s0);
    let item = items.get(rowKey);
    if (!item) {
      item = {
        key: rowKey,
        name: names?.names.get(rowKey) ?? rowKey,
        opened: 0,
        closed: 0,
        attended: 0,
        avgQueueMs: null,
        avgFirstResponseMs: null,
        avgAttendanceMs: null,
      };
      items.set(rowKey, item);
    }
    return item;
  };
  for (const row of opened.rows) itemOf(row).opened = num(row.m0);
  for (const row of closed.rows) {
    const item = itemOf(row);
    item.closed = num(row.m0);
    item.attended = num(row.m1) + num(row.m2);
    item.avgAttendanceMs = averageOf(row.m3, row.m4);
  }
  for (const row of queue.rows) itemOf(row).avgQueueMs = averageOf(row.m0, row.m1);
  for (const row of firstResponse.rows) itemOf(row).avgFirstResponseMs = averageOf(row.m0, row.m1);
  const sorted = [...items.values()]
    .filter((item) => item.key !== '')
    .sort(
      (a, b) => b.opened - a.opened || b.closed - a.closed || byName(a.name, b.name) || byName(a.key, b.key),
    );
  const answer: DeskReport = {
    status: 'ok',
    botKey: scope.botKey,
    reportType,
    items: ask.take === undefined ? sorted : sorted.slice(0, ask.take),
  };
  return { answer, cached: allHit([opened, closed, queue, firstResponse]) && (names?.hit ?? true) };
}

/**
 * The time each attendant spent online, paused and offline within the period (up to now): the period's
 * changes and each attendant's last change before it, through the compiler; the durations in TypeScript.
 */
export async function deskAvailability(
  run: RunStatement,
  scope: DeskScope,
): Promise<{ answer: AttendantAvailability; cached: boolean }> {
  const changes = {
    entity: 'attendant-status',
    groups: ['attendant', 'status', 'id'],
    metrics: [['changedAt', 'max']],
  } as const;
  const [during, before, names] = await Promise.all([
    run(scope, changes),
    run(scope, { ...changes, latestPer: 'attendant', over: 'before' }),
    attendantNames(run, scope),
  ]);
  const all: StatusChange[] = [...before.rows, ...during.rows].flatMap((row) => {
    const status = text(row.s1);
    return isAttendantStatus(status)
      ? [{ attendant: text(row.s0), status, id: text(row.s2), at: num(row.m0) }]
      : [];
  });
  const from = scope.period.start;
  const to = Math.max(from, Math.min(scope.period.end + 1, scope.now));
  const answer: AttendantAvailability = {
    status: 'ok',
    botKey: scope.botKey,
    items: availability(all, from, to)
      .map((spent) => ({ ...spent, name: names.names.get(spent.attendant) ?? spent.attendant }))
      .sort((a, b) => byName(a.name, b.name) || byName(a.attendant, b.attendant))
      .map(({ attendant, name, onlineMs, pausedMs, offlineMs }) => ({
        attendant,
        name,
        onlineMs,
        pausedMs,
        offlineMs,
      })),
  };
  return { answer, cached: allHit([during, before]) && names.hit };
}
