import {
  CARD_DATA_TIMEOUT_MS,
  type DateRange,
  type Filter,
  type Operator,
  type ValidTemplate,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import { compileChart, type RowCondition } from '../../stores/analytics/compiler/compile-series.ts';
import { type AnalyticsRow, QueryTimeoutError } from '../../stores/analytics/engine.ts';
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

/** What one compiled statement asks. */
export interface Spec {
  entity: DeskEntity;
  /** Grouping fields (one row per value; a list field, tags or teams, one row per element). */
  groups?: readonly string[];
  metrics: readonly (readonly [field: string, operator: Operator])[];
  /** Row order: by the first metric (default) or by the groups, largest first unless `ascending`. */
  sortBy?: 'metric' | 'groups';
  ascending?: boolean;
  where?: readonly RowCondition[];
  metricWhere?: readonly (readonly RowCondition[] | undefined)[];
  take?: number;
  /** The date field the rows are taken on: by default the entity's (openedAt, changedAt). */
  timeField?: string;
  /** Per São Paulo day of the time field (every day of the period present). */
  daily?: boolean;
  /** Only each value's latest row (by the time field): an attendant's present status. */
  latestPer?: string;
  over?: Over;
  /** The filter, when not the ask's (lists that feed a filter key leave that key out). */
  filter?: Filter;
}

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

const TIME_FIELD: Record<DeskEntity, string> = {
  'desk-tickets': 'openedAt',
  'attendant-status': 'changedAt',
};

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

function templateOf(spec: Spec, timeField: string): ValidTemplate {
  const groups = [...(spec.groups ?? [])];
  const fields = spec.metrics.map(([field]) => field);
  return {
    grouping: spec.daily ? [timeField, ...groups] : groups,
    datePortion: spec.daily ? 'dayOfMonth' : null,
    sorting: spec.ascending ? 'asc' : 'desc',
    sortFields: spec.sortBy === 'groups' ? groups : fields.slice(0, 1),
    metricsMetadata: {
      fields,
      label: '',
      groupingForTotal: [],
      operators: spec.metrics.map(([, operator]) => operator),
    },
    method: spec.metrics[0]?.[1] ?? 'count',
    defaultTimeSeriesValue: 0,
  };
}

export interface StatementResult {
  rows: AnalyticsRow[];
  /** The result cache served it. */
  hit: boolean;
}

/** Runs specs for a scope through the compiler and the shared result cache. */
export function createStatements(cache: ResultCache) {
  return async function run(scope: DeskScope, spec: Spec): Promise<StatementResult> {
    const range = rangeOf(scope, spec.over ?? 'period');
    const timeField = spec.timeField ?? TIME_FIELD[spec.entity];
    const compiled = compileChart({
      entity: spec.entity,
      template: templateOf(spec, timeField),
      grain: spec.daily ? 'dayOfMonth' : null,
      context: {
        range,
        universeId: scope.universeId,
        accountId: null,
        isStaging: scope.isStaging,
        filter: spec.filter ?? scope.filter,
      },
      timeField,
      // The request's bot, besides the filter's bots (both hold: the intersection).
      where: [{ field: 'botKey', equals: scope.botKey }, ...(spec.where ?? [])],
      ...(spec.metricWhere ? { metricWhere: spec.metricWhere } : {}),
      ...(spec.take === undefined ? {} : { take: spec.take }),
      ...(spec.latestPer === undefined ? {} : { latestPer: spec.latestPer }),
    });
    const cacheScope = { universeId: scope.universeId, range, datasets: compiled.datasets };
    try {
      return await cache.query(compiled.plan, cacheScope, CARD_DATA_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof QueryTimeoutError) throw new AppError(504, 'TIMEOUT', 'error.timeout');
      throw error;
    }
  };
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
