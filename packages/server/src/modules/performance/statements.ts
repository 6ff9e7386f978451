import type { DateRange, Filter, PageScope } from '@mirante/core';
import {
  type BotStatement,
  createBotStatements,
  type StatementResult,
} from '../../stores/analytics/bot-statements.ts';
import { pageNamesOf } from '../../stores/analytics/page-names.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';
import type { PeriodScope } from '../card-data-ask.ts';

/*
 * What the performance service asks of the analytics compiler (no SQL here): statements over the posts, the
 * collected profiles and the conversations' status changes, within the scope's filter and staging flag, each
 * counting one part of the connected pages (page_scope: their own publications and profiles, or the
 * conversations on them).
 */

/** What every statement of one request shares (the filter decoded; a guest's held to its dashboard). */
export type PerformanceScope = PeriodScope;

/** A statement, over the period unless it names its range, of one part of the connected pages. */
export type Spec = BotStatement & {
  /** Which rows of the connected pages it counts (null: the filter is used as it is, for names). */
  part: PageScope | null;
  range?: DateRange;
  /** Added to the scope's filter (lovers_and_haters). */
  narrow?: Filter;
};

/** Every instant a stored row may carry: a page's name is its latest, whenever. */
export const ALL_TIME: DateRange = { start: 0, end: Date.UTC(9999, 11, 31) };

/**
 * The scope's filter counting one part of the connected pages: whatever page_scope a request carried, an
 * endpoint counts what it is about (the pages' publications and profiles, or the conversations on them); the
 * pages are the filter's (without any, no row).
 */
export const partOf = (filter: Filter, part: PageScope): Filter => ({ ...filter, page_scope: part });

export function createStatements(cache: ResultCache) {
  const statement = createBotStatements(cache);
  return (scope: PerformanceScope, { part, range, narrow, ...spec }: Spec): Promise<StatementResult> =>
    statement(
      {
        universeId: scope.universeId,
        isStaging: scope.isStaging,
        filter: part === null ? {} : partOf({ ...scope.filter, ...narrow }, part),
        range: range ?? scope.period,
      },
      spec,
    );
}

export type RunStatement = ReturnType<typeof createStatements>;

/** The connected pages' names (page-names.ts), read over every profile whatever the period and filter. */
export const pageNames = (run: RunStatement, scope: PerformanceScope, ids: readonly string[]) =>
  pageNamesOf((spec) => run(scope, { ...spec, part: null, range: ALL_TIME }), ids);
