import type { DateRange, Filter } from '@mirante/core';
import {
  type BotStatement,
  createBotStatements,
  type StatementResult,
} from '../../stores/analytics/bot-statements.ts';
import type { RowCondition } from '../../stores/analytics/compiler/compile-series.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';

/*
 * What operators-logs, productivity, total-calls and sac-reports ask of the analytics compiler (no SQL here):
 * statements over the conversations' status changes (sac-status) and the operators' (operator-status), within
 * the scope's filter (the connected pages and what it counts of them: the conversations) and staging flag.
 */

/** What every statement of one request shares. */
export interface OperatorsScope {
  universeId: string;
  /** The period, its end inclusive (the last ms of its last minute). */
  period: DateRange;
  isStaging: boolean;
  filter: Filter;
  /** The instant "up to now" is taken at. */
  now: number;
}

/**
 * Which rows a statement reads, by their time field: those in the period, every row up to now (the options),
 * every row before the period (the status an operator starts it in), or those of another range.
 */
export type Over = 'period' | 'present' | 'before' | DateRange;

export type Spec = BotStatement & {
  entity: 'sac-status' | 'operator-status';
  over?: Over;
  /** The filter, when not the scope's. */
  filter?: Filter;
};

const MINUTE_MS = 60_000;

export function rangeOf(scope: OperatorsScope, over: Over): DateRange {
  if (typeof over === 'object') return over;
  if (over === 'period') return scope.period;
  // Up to the end of the present minute: a request repeated within it is the same statement (cached).
  if (over === 'present')
    return { start: 0, end: Math.floor(scope.now / MINUTE_MS) * MINUTE_MS + MINUTE_MS - 1 };
  return { start: 0, end: scope.period.start - 1 };
}

/** Runs specs for a scope through the compiler and the shared result cache (no bot: every row). */
export function createStatements(cache: ResultCache) {
  const statement = createBotStatements(cache);
  return (scope: OperatorsScope, { over, filter, ...spec }: Spec): Promise<StatementResult> =>
    statement(
      {
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
/** Every statement was served by the result cache. */
export const allHit = (results: readonly StatementResult[]) => results.every((result) => result.hit);
/** Names in pt-BR order. */
export const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/** A case received (the conversation opened) and an attendance done (answered), by their transition event. */
export const RECEIVED: RowCondition = { field: 'event', equals: 'posted_to_open' };
export const ANSWERED: RowCondition = { field: 'event', equals: 'open_to_answer' };
export const RECEIVED_OR_ANSWERED: RowCondition = {
  field: 'event',
  oneOf: ['posted_to_open', 'open_to_answer'],
};
export const HAS_OPERATOR: RowCondition = { field: 'operator', isNull: false };

/**
 * Cases received belong to no operator: their statements leave out the filter's operator keys (operators,
 * sac_replier), which instead narrow the attendances through `operatorConditions`.
 */
export function withoutOperators(filter: Filter): Filter {
  const { operators: _operators, sac_replier: _replier, ...rest } = filter;
  return rest;
}

/** The filter's operator keys as conditions on the operator of an attendance (each key chosen must hold). */
export function operatorConditions(filter: Filter): RowCondition[] {
  return [filter.operators, filter.sac_replier]
    .filter((names): names is string[] => names !== undefined && names.length > 0)
    .map((names) => ({ field: 'operator', oneOf: names }));
}
