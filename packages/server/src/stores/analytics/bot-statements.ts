import {
  CARD_DATA_TIMEOUT_MS,
  type DateRange,
  type Filter,
  type Operator,
  QUERY_ENTITY_TIME_FIELD,
  type QueryEntity,
  type ValidTemplate,
} from '@mirante/core';
import { createBoundedMemo } from '../../bounded-memo.ts';
import { AppError } from '../../http/app-error.ts';
import { compileChart, type PerKey, type RowCondition } from './compiler/compile-series.ts';
import type { AnalyticsRow } from './engine.ts';
import { QueryTimeoutError } from './engine.ts';
import type { ResultCache } from './result-cache.ts';

/*
 * One statement of a server endpoint (modules/chatbot, modules/desk, modules/studio): what it asks of an
 * entity, compiled for one bot when the scope names one and run through a result cache (no SQL in the modules).
 */

/** What one compiled statement asks of an entity. */
export interface BotStatement {
  entity: QueryEntity;
  /** Grouping fields besides the day (one series per value; a list field, one per element). */
  groups?: readonly string[];
  metrics: readonly (readonly [field: string, operator: Operator])[];
  /** Series order: by the first metric (default) or by the groups, largest first unless `ascending`. */
  sortBy?: 'metric' | 'groups';
  ascending?: boolean;
  where?: readonly RowCondition[];
  metricWhere?: readonly (readonly RowCondition[] | undefined)[];
  take?: number;
  perKey?: PerKey;
  /** The date field the rows are taken on: by default the entity's (its dataset's time field). */
  timeField?: string;
  /** Per São Paulo day of the time field (every day of the range present), else one point for it. */
  daily?: boolean;
  /** Only each value's latest row (by the time field): an attendant's present status. */
  latestPer?: string;
}

/** Where a statement runs: one bot (or every row, without one) of one universe, over a range, within a filter. */
export interface BotStatementScope {
  botKey?: string;
  universeId: string;
  isStaging: boolean;
  filter: Filter;
  range: DateRange;
}

export interface StatementResult {
  rows: AnalyticsRow[];
  /** The result cache served it. */
  hit: boolean;
}

function templateOf(spec: BotStatement, timeField: string): ValidTemplate {
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

/** Compiled statements kept, so a request asked again (a dashboard reloaded) skips the compiler. */
const MAX_COMPILED = 2_000;

/**
 * Runs statements through the compiler and the shared result cache; past the card-data timeout, 504. A
 * compiled statement depends on nothing but its scope and spec: it is kept by them, and the result cache then
 * meets the same plan object again (it normalises a plan once).
 */
export function createBotStatements(cache: ResultCache) {
  const compiled = createBoundedMemo<ReturnType<typeof compileChart>>(MAX_COMPILED);
  const compile = (scope: BotStatementScope, spec: BotStatement) => {
    const timeField = spec.timeField ?? QUERY_ENTITY_TIME_FIELD[spec.entity];
    return compileChart({
      dialect: cache.dialect,
      entity: spec.entity,
      template: templateOf(spec, timeField),
      grain: spec.daily ? 'dayOfMonth' : null,
      context: {
        range: scope.range,
        universeId: scope.universeId,
        accountId: null,
        isStaging: scope.isStaging,
        filter: scope.filter,
      },
      timeField,
      // The request's bot, besides the filter's bots (both hold: the intersection).
      where: [
        ...(scope.botKey === undefined ? [] : [{ field: 'botKey', equals: scope.botKey }]),
        ...(spec.where ?? []),
      ],
      ...(spec.metricWhere ? { metricWhere: spec.metricWhere } : {}),
      ...(spec.take === undefined ? {} : { take: spec.take }),
      ...(spec.perKey ? { perKey: spec.perKey } : {}),
      ...(spec.latestPer === undefined ? {} : { latestPer: spec.latestPer }),
    });
  };
  return async function run(scope: BotStatementScope, spec: BotStatement): Promise<StatementResult> {
    const { plan, datasets } = compiled.get(JSON.stringify([scope, spec]), () => compile(scope, spec));
    try {
      return await cache.query(
        plan,
        { universeId: scope.universeId, range: scope.range, datasets },
        CARD_DATA_TIMEOUT_MS,
      );
    } catch (error) {
      if (error instanceof QueryTimeoutError) throw new AppError(504, 'TIMEOUT', 'error.timeout');
      throw error;
    }
  };
}
