import type { DateRange, Filter, PageScope } from '@mirante/core';
import {
  type BotStatement,
  createBotStatements,
  type StatementResult,
} from '../../stores/analytics/bot-statements.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';

/*
 * What the performance service asks of the analytics compiler (no SQL here): statements over the posts, the
 * collected profiles and the conversations' status changes, within the scope's filter and staging flag, each
 * counting one part of the connected pages (page_scope: their own publications and profiles, or the
 * conversations on them).
 */

/** What every statement of one request shares. */
export interface PerformanceScope {
  universeId: string;
  /** The period, its end inclusive (the last ms of its last minute). */
  period: DateRange;
  isStaging: boolean;
  /** The scope's filter (decoded; a guest's held to its dashboard). */
  filter: Filter;
}

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

export const num = (value: unknown) => Number(value ?? 0);
export const text = (value: unknown) => String(value ?? '');
/** A text group value, or null for a missing one (''). */
export const textOrNull = (value: unknown) => (text(value) === '' ? null : text(value));
/** An average, or null when it measured nothing (its count is 0). */
export const averageOf = (average: unknown, count: unknown) => (num(count) > 0 ? num(average) : null);
/** Every statement was served by the result cache. */
export const allHit = (results: readonly StatementResult[]) => results.every((result) => result.hit);
export const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/**
 * The connected pages' names: the latest username of each one's collected profile (uid = the page), else its
 * id; whatever the period and filter (a name is no count).
 */
export async function pageNames(
  run: RunStatement,
  scope: PerformanceScope,
  ids: readonly string[],
): Promise<{ names: Map<string, string>; hit: boolean }> {
  if (ids.length === 0) return { names: new Map(), hit: true };
  const { rows, hit } = await run(scope, {
    entity: 'users',
    part: null,
    groups: ['uid', 'username'],
    metrics: [['metricDate', 'max']],
    where: [{ field: 'uid', oneOf: ids }],
    range: ALL_TIME,
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
