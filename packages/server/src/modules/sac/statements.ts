import type { DateRange } from '@mirante/core';
import { pageNamesOf } from '../../stores/analytics/page-names.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';
import { createScopedStatements, type ScopedStatement } from '../../stores/analytics/scoped-statements.ts';
import type { PeriodScope } from '../card-data-ask.ts';

/*
 * What the studio SAC endpoints ask of the analytics compiler (no SQL here): one statement per spec, over the
 * posts, status changes, surveys, operators' status changes or profiles of one universe, within the scope's
 * filter and staging flag.
 */

/**
 * Which rows a statement reads, by its time field: those in the period (events counted where they happen),
 * every row up to the period's end (an operator's status then), or every row ever (a page's latest name).
 */
export type Over = 'period' | 'upToEnd' | 'allTime';

export type Spec = ScopedStatement<Over>;

/** What every statement of one request shares (the filter: owned cards carry the connected pages and page_scope). */
export type SacScope = PeriodScope;

/** The last instant a stored row may carry. */
const END_OF_TIME = Date.UTC(9999, 11, 31);

export function rangeOf(scope: SacScope, over: Over): DateRange {
  if (over === 'period') return scope.period;
  if (over === 'upToEnd') return { start: 0, end: scope.period.end };
  return { start: 0, end: END_OF_TIME };
}

/** Runs specs for a scope through the compiler and the shared result cache (no bot: every row of the universe). */
export const createSacStatements = (cache: ResultCache) =>
  createScopedStatements<SacScope, Over, Spec>(cache, rangeOf);

export type RunStatement = ReturnType<typeof createSacStatements>;

/** The pages' names (page-names.ts), read over every profile whatever the scope's filter. */
export const pageNames = (run: RunStatement, scope: SacScope, pageIds: readonly string[]) =>
  pageNamesOf((spec) => run(scope, { ...spec, over: 'allTime', filter: {} }), pageIds);
