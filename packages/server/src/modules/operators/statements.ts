import type { DateRange, Filter } from '@mirante/core';
import type { RowCondition } from '../../stores/analytics/compiler/compile-series.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';
import {
  createScopedStatements,
  type ScopedStatement,
  upToNow,
} from '../../stores/analytics/scoped-statements.ts';
import type { PeriodScope } from '../card-data-ask.ts';

/*
 * What operators-logs, productivity, total-calls and sac-reports ask of the analytics compiler (no SQL here):
 * statements over the conversations' status changes (sac-status) and the operators' (operator-status), within
 * the scope's filter (the connected pages and what it counts of them: the conversations) and staging flag.
 */

/** What every statement of one request shares, and the instant "up to now" is taken at. */
export type OperatorsScope = PeriodScope & { now: number };

/**
 * Which rows a statement reads, by their time field: those in the period, every row up to now (the options),
 * every row before the period (the status an operator starts it in), or those of another range.
 */
export type Over = 'period' | 'present' | 'before' | DateRange;

export type Spec = ScopedStatement<Over> & { entity: 'sac-status' | 'operator-status' };

export function rangeOf(scope: OperatorsScope, over: Over): DateRange {
  if (typeof over === 'object') return over;
  if (over === 'period') return scope.period;
  if (over === 'present') return upToNow(scope.now);
  return { start: 0, end: scope.period.start - 1 };
}

/** Runs specs for a scope through the compiler and the shared result cache (no bot: every row). */
export const createStatements = (cache: ResultCache) =>
  createScopedStatements<OperatorsScope, Over, Spec>(cache, rangeOf);

export type RunStatement = ReturnType<typeof createStatements>;

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
