import type { DateRange, Filter } from '@mirante/core';
import { type BotStatement, createBotStatements, type StatementResult } from './bot-statements.ts';
import type { ResultCache } from './result-cache.ts';

/** What every statement of one request shares: the universe (one bot's rows, when it names one), filter and flag. */
export interface StatementScope {
  botKey?: string;
  universeId: string;
  isStaging: boolean;
  filter: Filter;
}

/** A statement with which rows it reads by their time field (`over`, the period by default) and its own filter. */
export type ScopedStatement<Over> = BotStatement & {
  over?: Over;
  /** The filter, when not the scope's. */
  filter?: Filter;
};

/**
 * Runs a module's statements for a request's scope through the compiler and the shared result cache: the rows
 * of `rangeOf(scope, over)`, within the statement's filter or else the scope's.
 */
export function createScopedStatements<
  Scope extends StatementScope,
  Over,
  Spec extends ScopedStatement<Over>,
>(cache: ResultCache, rangeOf: (scope: Scope, over: Over) => DateRange) {
  const statement = createBotStatements(cache);
  return (scope: Scope, { over, filter, ...spec }: Spec): Promise<StatementResult> =>
    statement(
      {
        ...(scope.botKey === undefined ? {} : { botKey: scope.botKey }),
        universeId: scope.universeId,
        isStaging: scope.isStaging,
        filter: filter ?? scope.filter,
        // Every module's Over names the period.
        range: rangeOf(scope, over ?? ('period' as Over)),
      },
      spec,
    );
}

const MINUTE_MS = 60_000;

/**
 * Every row up to now, to the end of its minute: a request repeated within the minute is the same statement,
 * which the result cache serves while no ingest has touched what it reads.
 */
export const upToNow = (now: number): DateRange => ({
  start: 0,
  end: Math.floor(now / MINUTE_MS) * MINUTE_MS + MINUTE_MS - 1,
});

/** Every statement was served by the result cache. */
export const allHit = (results: readonly StatementResult[]) => results.every((result) => result.hit);
