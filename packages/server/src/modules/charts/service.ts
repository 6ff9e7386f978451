import {
  CHARTS_TIMEOUT_MS,
  type ChartEntity,
  type ChartTemplate,
  channelInfo,
  type Filter,
  inclusiveDateRange,
  PAGE_GROUP_FIELDS,
  parseDateRangeParam,
  type Series,
  type SeriesResponse,
  type StudioPage,
  validateChartTemplate,
} from '@mirante/core';
import { createBoundedMemo } from '../../bounded-memo.ts';
import { AppError } from '../../http/app-error.ts';
import { compileChart, TemplateCompileError } from '../../stores/analytics/compiler/compile-series.ts';
import {
  type AnalyticsEngine,
  type AnalyticsRow,
  QueryTimeoutError,
  type SqlPlan,
} from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';

export interface ChartsRequest {
  entity: ChartEntity;
  template: ChartTemplate;
  dateRange: string;
  universeId: string;
  accountId?: string | null;
  isStaging?: boolean;
  /** The card's filter, already decoded (from filter_id); none means every row of the universe. */
  filter?: Filter;
}

export interface ChartsDeps {
  /** Shared with the war-room; one is made when none is given. */
  cache?: ResultCache;
  /** The pages a universe holds, with their names (the studio's pages lookup): pages read by name. */
  pages?: (universeId: string) => Promise<readonly StudioPage[]>;
}

/** Rows (ts, s0…sK, m0…mN) to series: one per group and metric. */
function toSeries(rows: readonly AnalyticsRow[], groups: number, metrics: readonly string[]): Series[] {
  const byKey = new Map<string, Series>();
  for (const row of rows) {
    const group = Array.from({ length: groups }, (_, i) => String(row[`s${i}`] ?? ''));
    const groupKey = JSON.stringify(group);
    metrics.forEach((metric, i) => {
      const key = `${groupKey}${i}`;
      let series = byKey.get(key);
      if (!series) {
        series = { group, metric, data: [] };
        byKey.set(key, series);
      }
      series.data.push([Number(row.ts), Number(row[`m${i}`])]);
    });
  }
  return [...byKey.values()];
}

/** Compiled requests kept, so a request asked again (a dashboard reloaded) skips the compiler. */
const MAX_COMPILED = 1_000;

export function createChartsService(engine: AnalyticsEngine, deps: ChartsDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  // A compiled chart depends on nothing but its request: kept by the request, oldest dropped first.
  const compiledByRequest = createBoundedMemo<ReturnType<typeof compileChart>>(MAX_COMPILED);
  // Series are a pure function of rows the result cache hands out again on a hit (the very same array).
  const seriesByRows = new WeakMap<readonly AnalyticsRow[], Map<string, Series[]>>();
  const seriesOf = (rows: readonly AnalyticsRow[], groups: number, fields: readonly string[]) => {
    const key = JSON.stringify([groups, fields]);
    let answers = seriesByRows.get(rows);
    if (!answers) {
      answers = new Map();
      seriesByRows.set(rows, answers);
    }
    let series = answers.get(key);
    if (!series) {
      series = toSeries(rows, groups, fields);
      answers.set(key, series);
    }
    return series;
  };

  /** The names of the universe's pages, when the template groups by a page (else null). */
  const pageNamesOf = async (universeId: string, grouping: readonly string[]) => {
    if (!deps.pages || !grouping.some((field) => PAGE_GROUP_FIELDS.includes(field))) return null;
    const pages = await deps.pages(universeId);
    return Object.fromEntries(
      pages.map((page) => [page.id, `${channelInfo(page.channel).name} · ${page.name}`]),
    );
  };

  return {
    /**
     * Runs a chart template over one universe, narrowed by the card's filter, and answers it as series
     * (points_parser=series). `cached` tells whether every statement was served from the result cache.
     */
    async series(input: ChartsRequest): Promise<{ answer: SeriesResponse; cached: boolean }> {
      const validation = validateChartTemplate(input.entity, input.template);
      if (!validation.ok) throw new AppError(400, 'VALIDATION', validation.error);
      const template = validation.value;
      const picked = parseDateRangeParam(input.dateRange);
      const range = picked && inclusiveDateRange(picked);
      if (!range)
        throw new AppError(400, 'VALIDATION', 'errors.badRequest', { date_range: 'errors.badRequest' });

      const request = {
        entity: input.entity,
        template,
        context: {
          range,
          universeId: input.universeId,
          accountId: input.accountId ?? null,
          isStaging: input.isStaging ?? false,
          filter: input.filter ?? {},
        },
      };
      const requestKey = JSON.stringify(request);
      const compiled = compiledByRequest.get(requestKey, () => {
        try {
          // One cache, one engine: its dialect needs no place in the key.
          return compileChart({ ...request, dialect: cache.dialect });
        } catch (error) {
          if (error instanceof TemplateCompileError)
            throw new AppError(400, 'VALIDATION', 'errors.groupingInvalid');
          throw error;
        }
      });

      const scope = { universeId: input.universeId, range, datasets: compiled.datasets };
      const run = (plan: SqlPlan) =>
        cache.query(plan, scope, CHARTS_TIMEOUT_MS).catch((error: unknown) => {
          if (error instanceof QueryTimeoutError) throw new AppError(504, 'TIMEOUT', 'error.timeout');
          throw error;
        });
      const [series, totals] = await Promise.all([
        run(compiled.plan),
        compiled.totals ? run(compiled.totals) : Promise.resolve(null),
      ]);

      const { fields, label } = template.metricsMetadata;
      const answer: SeriesResponse = {
        status: 'ok',
        grain: compiled.grain,
        label,
        series: seriesOf(series.rows, compiled.seriesFields.length, fields),
        totals: totals ? seriesOf(totals.rows, compiled.totalFields.length, fields) : null,
      };
      const pageNames = await pageNamesOf(input.universeId, template.grouping);
      if (pageNames) answer.pageNames = pageNames;
      return { answer, cached: series.hit && (totals?.hit ?? true) };
    },
  };
}

export type ChartsService = ReturnType<typeof createChartsService>;
