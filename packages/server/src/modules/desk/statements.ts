import type { DateRange, Filter } from '@mirante/core';
import {
  type BotStatement,
  createBotStatements,
  type StatementResult,
} from '../../stores/analytics/bot-statements.ts';
import type { RowCondition } from '../../stores/analytics/compiler/compile-series.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';

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
export type Spec = BotStatement & {
  entity: DeskEntity;
  over?: Over;
  /** The filter, when not the ask's (lists that feed a filter key leave that key out). */
  filter?: Filter;
};

/** What every statement of one request shares. */
export interface DeskScope {
  botKey: string;
  universeId: string;
  /** The period, its end inclusive (the last ms of its last minute). */
  period: DateRange;
  isStaging: boolean;
  filter: Filter;
  /** The instant monitoring and availability are taken at. */
  now: number;
}

const MINUTE_MS = 60_000;

/**
 * The rows' range: the period; or up to now, to the end of its minute (a request repeated within the minute
 * is the same statement, which the result cache serves while no ingest has touched the desk); or before the
 * period's first ms.
 */
export function rangeOf(scope: DeskScope, over: Over): DateRange {
  if (over === 'period') return scope.period;
  if (over === 'present')
    return { start: 0, end: Math.floor(scope.now / MINUTE_MS) * MINUTE_MS + MINUTE_MS - 1 };
  return { start: 0, end: scope.period.start - 1 };
}

/** Runs specs for a scope through the compiler and the shared result cache. */
export function createStatements(cache: ResultCache) {
  const statement = createBotStatements(cache);
  return (scope: DeskScope, { over, filter, ...spec }: Spec): Promise<StatementResult> =>
    statement(
      {
        botKey: scope.botKey,
        universeId: scope.universeId,
        isStaging: scope.isStaging,
        filter: filter ?? scope.filter,
        range: rangeOf(scope, over ?? 'period'),
      },
      spec,
    );
}

export type RunStatement = ReturnType<typeof createStatements>;

export const num = (value: unknown) => Number(value ?? 0);
export const text = (value: unknown) => String(value ?? '');
/** An average, or null when it measured nothing (its count is 0). */
export const averageOf = (average: unknown, count: unknown) => (num(count) > 0 ? num(average) : null);
/** Every statement was served by the result cache. */
export const allHit = (results: readonly StatementResult[]) => results.every((result) => result.hit);

/** Names in pt-BR order. */
export const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

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
