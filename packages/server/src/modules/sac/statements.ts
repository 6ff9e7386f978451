import type { DateRange, Filter } from '@mirante/core';
import {
  type BotStatement,
  createBotStatements,
  type StatementResult,
} from '../../stores/analytics/bot-statements.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';

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

export type Spec = BotStatement & {
  over?: Over;
  /** The filter, when not the scope's (a name lookup reads every profile). */
  filter?: Filter;
};

/** What every statement of one request shares. */
export interface SacScope {
  universeId: string;
  /** The period, its end inclusive (the last ms of its last minute). */
  period: DateRange;
  isStaging: boolean;
  /** Decoded, as the scope allows it (owned cards carry the connected pages and page_scope). */
  filter: Filter;
}

/** The last instant a stored row may carry. */
const END_OF_TIME = Date.UTC(9999, 11, 31);

export function rangeOf(scope: SacScope, over: Over): DateRange {
  if (over === 'period') return scope.period;
  if (over === 'upToEnd') return { start: 0, end: scope.period.end };
  return { start: 0, end: END_OF_TIME };
}

/** Runs specs for a scope through the compiler and the shared result cache (no bot: every row of the universe). */
export function createSacStatements(cache: ResultCache) {
  const statement = createBotStatements(cache);
  return (scope: SacScope, { over, filter, ...spec }: Spec): Promise<StatementResult> =>
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

export type RunStatement = ReturnType<typeof createSacStatements>;

export const num = (value: unknown) => Number(value ?? 0);
export const text = (value: unknown) => String(value ?? '');
/** A grouped text that may be missing ('' for NULL): null then. */
export const textOrNull = (value: unknown) => {
  const written = text(value);
  return written === '' ? null : written;
};
export const allHit = (results: readonly StatementResult[]) => results.every((result) => result.hit);

/**
 * Each page's name: the latest username of its collected profile (the profile whose uid is the page id), else
 * its id, whatever the filter (only the pages already in an answer are looked up).
 */
export async function pageNames(
  run: RunStatement,
  scope: SacScope,
  pageIds: readonly string[],
): Promise<{ names: Map<string, string>; hit: boolean }> {
  const ids = [...new Set(pageIds.filter((id) => id !== ''))].sort();
  if (ids.length === 0) return { names: new Map(), hit: true };
  const { rows, hit } = await run(scope, {
    entity: 'users',
    groups: ['uid', 'username'],
    metrics: [['metricDate', 'max']],
    where: [{ field: 'uid', oneOf: ids }],
    over: 'allTime',
    filter: {},
  });
  const latest = new Map<string, { name: string; at: number }>();
  for (const row of rows) {
    const at = num(row.m0);
    const known = latest.get(text(row.s0));
    if (text(row.s1) !== '' && (!known || at > known.at))
      latest.set(text(row.s0), { name: text(row.s1), at });
  }
  return { names: new Map(ids.map((id) => [id, latest.get(id)?.name ?? id])), hit };
}
