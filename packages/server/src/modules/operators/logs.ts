import {
  ATTENDANT_STATUSES,
  type AttendantStatus,
  isAttendantStatus,
  type OperatorsOptions,
  type OperatorsTable,
  STATUS_CHANGES_DEFAULT_TAKE,
  type StatusChangeSort,
  type StatusChanges,
  type StudioPage,
} from '@mirante/core';
import { byName, num, text } from '../../stores/analytics/row-values.ts';
import { allHit } from '../../stores/analytics/scoped-statements.ts';
import { availability, type StatusChange } from '../desk/availability.ts';
import {
  ANSWERED,
  HAS_OPERATOR,
  type OperatorsScope,
  type RunStatement,
  withoutOperators,
} from './statements.ts';

/*
 * The operators' logs (contracts/operators.ts): their time in each status and attendances in the period, the
 * status changes of the period, and what the filters offer.
 */

export interface LogResult<A> {
  answer: A;
  cached: boolean;
}

/** A change's record id orders changes at the same ms (the last one holds), as availability does. */
const byTime = (a: StatusChange, b: StatusChange) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The period's operator status changes and, per operator, the last change before the period (the status the
 * period starts in), through the compiler.
 */
async function changesOf(run: RunStatement, scope: OperatorsScope) {
  const changes = {
    entity: 'operator-status',
    groups: ['operator', 'status', 'id'],
    metrics: [['changedAt', 'max']],
  } as const;
  const [during, before] = await Promise.all([
    run(scope, changes),
    run(scope, { ...changes, latestPer: 'operator', over: 'before' }),
  ]);
  const read = (rows: typeof during.rows): StatusChange[] =>
    rows.flatMap((row) => {
      const status = text(row.s1);
      return isAttendantStatus(status)
        ? [{ attendant: text(row.s0), status, id: text(row.s2), at: num(row.m0) }]
        : [];
    });
  return { during: read(during.rows), before: read(before.rows), hit: allHit([during, before]) };
}

/**
 * Per operator: the time Ativo, Em pausa and Ausente within the period (up to now while it is not over; the
 * same rules as the desk's attendants, desk/availability.ts) and the attendances done (open_to_answer changes)
 * in it. Most attendances first, then most time active, then by name; operators with neither left out.
 */
export async function operatorsTable(
  run: RunStatement,
  scope: OperatorsScope,
  ask: { take?: number },
): Promise<LogResult<OperatorsTable>> {
  const [changes, answered] = await Promise.all([
    changesOf(run, scope),
    run(scope, {
      entity: 'sac-status',
      groups: ['operator'],
      metrics: [['id', 'count']],
      where: [ANSWERED, HAS_OPERATOR],
    }),
  ]);
  const from = scope.period.start;
  const to = Math.max(from, Math.min(scope.period.end + 1, scope.now));
  const items = new Map<string, OperatorsTable['items'][number]>();
  const itemOf = (operator: string) => {
    let item = items.get(operator);
    if (!item) {
      item = { operator, onlineMs: 0, pausedMs: 0, offlineMs: 0, answered: 0 };
      items.set(operator, item);
    }
    return item;
  };
  for (const spent of availability([...changes.before, ...changes.during], from, to)) {
    Object.assign(itemOf(spent.attendant), {
      onlineMs: spent.onlineMs,
      pausedMs: spent.pausedMs,
      offlineMs: spent.offlineMs,
    });
  }
  for (const row of answered.rows) itemOf(text(row.s0)).answered = num(row.m0);
  const sorted = [...items.values()]
    .filter(
      (item) => item.operator !== '' && item.onlineMs + item.pausedMs + item.offlineMs + item.answered > 0,
    )
    .sort((a, b) => b.answered - a.answered || b.onlineMs - a.onlineMs || byName(a.operator, b.operator));
  return {
    answer: { status: 'ok', items: ask.take === undefined ? sorted : sorted.slice(0, ask.take) },
    cached: changes.hit && answered.hit,
  };
}

/**
 * The period's status changes, each with the status it left (the operator's change just before it, in the
 * period or before it; null when none is known), newest first (or oldest first), `take` of them (100).
 */
export async function statusChanges(
  run: RunStatement,
  scope: OperatorsScope,
  ask: { take?: number; sort?: StatusChangeSort },
): Promise<LogResult<StatusChanges>> {
  const changes = await changesOf(run, scope);
  const previous = new Map<string, AttendantStatus>();
  const last = new Map<string, AttendantStatus>();
  for (const change of changes.before) last.set(change.attendant, change.status);
  for (const change of [...changes.during].sort(byTime)) {
    const before = last.get(change.attendant);
    if (before !== undefined) previous.set(change.id, before);
    last.set(change.attendant, change.status);
  }
  const ordered = [...changes.during].sort(byTime);
  if ((ask.sort ?? 'date_desc') === 'date_desc') ordered.reverse();
  const items = ordered.slice(0, ask.take ?? STATUS_CHANGES_DEFAULT_TAKE).map((change) => ({
    id: change.id,
    operator: change.attendant,
    from: previous.get(change.id) ?? null,
    to: change.status,
    changedAt: change.at,
  }));
  return { answer: { status: 'ok', total: ordered.length, items }, cached: changes.hit };
}

/**
 * What the operators' filters offer: every operator who changed status or handled a conversation up to now
 * (the filter's own operator keys left out, as a list a key is chosen from must), the universe's pages by
 * name (studio's pages lookup) and the three operator statuses.
 */
export async function operatorOptions(
  run: RunStatement,
  scope: OperatorsScope,
  pages: (universeId: string) => Promise<StudioPage[]>,
): Promise<LogResult<OperatorsOptions>> {
  const filter = withoutOperators(scope.filter);
  const [statuses, handled, offered] = await Promise.all([
    run(scope, {
      entity: 'operator-status',
      groups: ['operator'],
      metrics: [['id', 'count']],
      over: 'present',
      filter,
    }),
    run(scope, {
      entity: 'sac-status',
      groups: ['operator'],
      metrics: [['id', 'count']],
      where: [HAS_OPERATOR],
      over: 'present',
      filter,
    }),
    pages(scope.universeId),
  ]);
  const operators = [...new Set([...statuses.rows, ...handled.rows].map((row) => text(row.s0)))]
    .filter((name) => name !== '')
    .sort(byName);
  return {
    answer: {
      status: 'ok',
      operators,
      pages: offered.map(({ id, channel, name }) => ({ id, channel, name })),
      statuses: [...ATTENDANT_STATUSES],
    },
    // The pages lookup has a cache of its own.
    cached: allHit([statuses, handled]),
  };
}
