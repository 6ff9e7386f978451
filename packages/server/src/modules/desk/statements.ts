import type { DateRange } from '@mirante/core';
import type { RowCondition } from '../../stores/analytics/compiler/compile-series.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';
import { text } from '../../stores/analytics/row-values.ts';
import {
  createScopedStatements,
  type ScopedStatement,
  upToNow,
} from '../../stores/analytics/scoped-statements.ts';
import type { PeriodScope } from '../card-data-ask.ts';

/*
 * What the desk services ask of the analytics compiler (no SQL here): one statement per spec, over the desk's
 * two internal entities, for one bot, within the scope's filter and staging flag.
 */

export type DeskEntity = 'desk-tickets' | 'attendant-status';

/**
 * Which rows a statement reads, by their time field: those in the period (events counted where they happen),
 * every row up to now (the present state: monitoring ignores the period), or every row before the period.
 */
export type Over = 'period' | 'present' | 'before';

/** A desk statement: of a desk dataset, over the period, the present or before the period. */
/** A desk statement (its filter, when not the ask's: lists that feed a filter key leave that key out). */
export type Spec = ScopedStatement<Over> & { entity: DeskEntity };

/** What every statement of one request shares: the bot, and the instant monitoring and availability are taken at. */
export type DeskScope = PeriodScope & { botKey: string; now: number };

/**
 * The rows' range: the period; or up to now, to the end of its minute (upToNow: served by the result cache while
 * no ingest has touched the desk); or before the period's first ms.
 */
export function rangeOf(scope: DeskScope, over: Over): DateRange {
  if (over === 'period') return scope.period;
  if (over === 'present') return upToNow(scope.now);
  return { start: 0, end: scope.period.start - 1 };
}

/** Runs specs for a scope, of its bot, through the compiler and the shared result cache. */
export const createStatements = (cache: ResultCache) =>
  createScopedStatements<DeskScope, Over, Spec>(cache, rangeOf);

export type RunStatement = ReturnType<typeof createStatements>;

// Ticket states and outcomes (contracts/desk.ts) as row conditions.
export const NOT_CLOSED: RowCondition = { field: 'closedAt', isNull: true };
export const NOT_ASSIGNED: RowCondition = { field: 'assignedAt', isNull: true };
export const ASSIGNED: RowCondition = { field: 'assignedAt', isNull: false };
export const TRANSFERRED: RowCondition = { field: 'transferred', equals: true };
export const NOT_TRANSFERRED: RowCondition = { field: 'transferred', equals: false };
export const BY_CLIENT: RowCondition = { field: 'closedBy', equals: 'client' };
export const BY_ATTENDANT: RowCondition = { field: 'closedBy', equals: 'attendant' };

/**
 * Each attendant's name: the `name` of their latest status change (tickets carry only the id), whatever the
 * filter (a name is looked up for the attendants already counted).
 */
export async function attendantNames(
  run: RunStatement,
  scope: DeskScope,
): Promise<{ names: Map<string, string>; hit: boolean }> {
  const { rows, hit } = await run(scope, {
    entity: 'attendant-status',
    groups: ['attendant', 'name'],
    metrics: [['changedAt', 'max']],
    latestPer: 'attendant',
    over: 'present',
    filter: {},
  });
  return { names: new Map(rows.map((row) => [text(row.s0), text(row.s1)])), hit };
}
