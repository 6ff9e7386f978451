import {
  type DateRange,
  type IncomingAttended,
  type ProductivityDaily,
  type ProductivityOverall,
  type ProductivityTotals,
  previousDateRange,
  type RepliesByChannel,
  SLA_DEFAULT_HOURS,
  type SlaAnswer,
  type SlaScore,
} from '@mirante/core';
import type { AnalyticsRow } from '../../stores/analytics/engine.ts';
import { num, text } from '../../stores/analytics/row-values.ts';
import { allHit } from '../../stores/analytics/scoped-statements.ts';
import type { LogResult } from './logs.ts';
import {
  ANSWERED,
  HAS_OPERATOR,
  type OperatorsScope,
  operatorConditions,
  RECEIVED,
  RECEIVED_OR_ANSWERED,
  type RunStatement,
  withoutOperators,
} from './statements.ts';

/*
 * The counts of the conversations' status changes (contracts/operators.ts): cases received (posted_to_open)
 * and attendances done (open_to_answer) where they happen, productivity, the SLA and the replies per operator
 * and channel.
 */

const HOUR_MS = 3_600_000;

/** attended ÷ received × 100, 0 when nothing was received (spec §9). */
export const productivityOf = (received: number, attended: number) =>
  received === 0 ? 0 : (attended / received) * 100;

const totalsOf = (received: number, attended: number): ProductivityTotals => ({
  received,
  attended,
  productivity: productivityOf(received, attended),
});

/**
 * Cases received (m0) and attendances done (m1) over a range, or per São Paulo day of it: one statement, the
 * operator keys of the filter narrowing the attendances only.
 */
function receivedAndAnswered(run: RunStatement, scope: OperatorsScope, daily: boolean, over?: DateRange) {
  return run(scope, {
    entity: 'sac-status',
    metrics: [
      ['id', 'count'],
      ['id', 'count'],
    ],
    where: [RECEIVED_OR_ANSWERED],
    metricWhere: [[RECEIVED], [ANSWERED, ...operatorConditions(scope.filter)]],
    filter: withoutOperators(scope.filter),
    ...(daily ? { daily: true } : {}),
    ...(over ? { over } : {}),
  });
}

const totalsOfRow = (row: AnalyticsRow | undefined) => totalsOf(num(row?.m0), num(row?.m1));

/** productivity/overall: the period's; with variation, the previous period of equal length and the change. */
export async function productivityOverall(
  run: RunStatement,
  scope: OperatorsScope,
  ask: { variation: boolean },
): Promise<LogResult<ProductivityOverall>> {
  const [current, previous] = await Promise.all([
    receivedAndAnswered(run, scope, false),
    ask.variation ? receivedAndAnswered(run, scope, false, previousDateRange(scope.period)) : null,
  ]);
  const now = totalsOfRow(current.rows[0]);
  const before = previous ? totalsOfRow(previous.rows[0]) : null;
  return {
    answer: {
      status: 'ok',
      current: now,
      previous: before,
      variation: before === null ? null : now.productivity - before.productivity,
    },
    cached: allHit(previous ? [current, previous] : [current]),
  };
}

/** productivity/daily: per São Paulo day of the period, every day (zeros included). */
export async function productivityDaily(
  run: RunStatement,
  scope: OperatorsScope,
): Promise<LogResult<ProductivityDaily>> {
  const days = await receivedAndAnswered(run, scope, true);
  return {
    answer: {
      status: 'ok',
      days: days.rows.map((row) => ({ day: num(row.ts), ...totalsOfRow(row) })),
    },
    cached: days.hit,
  };
}

/** total-calls/incoming-attended/daily: the same day counts as two series. */
export async function incomingAttended(
  run: RunStatement,
  scope: OperatorsScope,
): Promise<LogResult<IncomingAttended>> {
  const days = await receivedAndAnswered(run, scope, true);
  return {
    answer: {
      status: 'ok',
      incoming: days.rows.map((row) => [num(row.ts), num(row.m0)]),
      attended: days.rows.map((row) => [num(row.ts), num(row.m1)]),
    },
    cached: days.hit,
  };
}

/**
 * The SLA over `hours`: of the conversations (postId) that arrived in the period (a posted_to_open change whose
 * postedAt is in it), those answered (an open_to_answer change of the same conversation, by the filter's
 * operators when it names any) at most `hours` after arriving, and at most twice that; the percentage, or the
 * custom score (1 within the hours, 0.5 within twice, else 0, averaged × 100). Null when none arrived.
 */
export async function sla(
  run: RunStatement,
  scope: OperatorsScope,
  ask: { hours?: number; score?: SlaScore },
): Promise<LogResult<SlaAnswer>> {
  const hours = ask.hours ?? SLA_DEFAULT_HOURS;
  const score = ask.score ?? 'standard';
  const operators = operatorConditions(scope.filter);
  const answeredWithin = (ms: number) => [
    ANSWERED,
    { field: 'responseMs', atMost: ms } as const,
    ...operators,
  ];
  const { rows, hit } = await run(scope, {
    entity: 'sac-status',
    metrics: [
      ['id', 'count'],
      ['id', 'count'],
      ['id', 'count'],
    ],
    where: [RECEIVED_OR_ANSWERED],
    metricWhere: [[RECEIVED], answeredWithin(hours * HOUR_MS), answeredWithin(2 * hours * HOUR_MS)],
    perKey: { field: 'postId', counts: [[0], [0, 1], [0, 2]] },
    timeField: 'postedAt',
    filter: withoutOperators(scope.filter),
  });
  const arrived = num(rows[0]?.m0);
  const withinHours = num(rows[0]?.m1);
  const withinDoubleHours = num(rows[0]?.m2);
  const points = score === 'custom' ? withinHours + 0.5 * (withinDoubleHours - withinHours) : withinHours;
  return {
    answer: {
      status: 'ok',
      hours,
      score,
      arrived,
      withinHours,
      withinDoubleHours,
      value: arrived === 0 ? null : (points / arrived) * 100,
    },
    cached: hit,
  };
}

/**
 * sac-reports/charts/replier-by-channel: the `take` operators with the most replies (open_to_answer changes)
 * in the period, then their replies per channel (a second statement over those operators only).
 */
export async function repliesByChannel(
  run: RunStatement,
  scope: OperatorsScope,
  ask: { take?: number },
): Promise<LogResult<RepliesByChannel>> {
  const where = [ANSWERED, HAS_OPERATOR];
  const top = await run(scope, {
    entity: 'sac-status',
    groups: ['operator'],
    metrics: [['id', 'count']],
    where,
    ...(ask.take === undefined ? {} : { take: ask.take }),
  });
  const operators = top.rows.map((row) => text(row.s0)).filter((name) => name !== '');
  if (operators.length === 0) return { answer: { status: 'ok', items: [] }, cached: top.hit };
  const split = await run(scope, {
    entity: 'sac-status',
    groups: ['operator', 'channel'],
    metrics: [['id', 'count']],
    where: [...where, { field: 'operator', oneOf: operators }],
  });
  const items = operators.map((operator) => ({
    operator,
    replies: num(top.rows.find((row) => text(row.s0) === operator)?.m0),
    channels: split.rows
      .filter((row) => text(row.s0) === operator)
      .map((row) => ({ channel: text(row.s1), replies: num(row.m0) })),
  }));
  return { answer: { status: 'ok', items }, cached: allHit([top, split]) };
}
