import {
  type ChartEntity,
  type ChartTemplate,
  type Filter,
  parseDateRangeParam,
  type Series,
  type SeriesResponse,
  validateChartTemplate,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import { compileChart, TemplateCompileError } from '../../stores/analytics/compiler/compile-series.ts';
import { type AnalyticsEngine, type AnalyticsRow, QueryTimeoutError } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';

export const CHARTS_TIMEOUT_MS = 60_000;

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
}

/**
 * Rows (ts, series, m0…mN) to series: one per group, or per group and metric when there are several. Without
 * grouping fields the one series is named by the metric label.
 */
function toSeries(
  rows: readonly AnalyticsRow[],
  grouped: boolean,
  metrics: readonly string[],
  label: string,
): Series[] {
  const byKey = new Map<string, [number, number][]>();
  for (const row of rows) {
    const base = grouped ? String(row.series ?? '') : label;
    metrics.forEach((field, i) => {
      const key = metrics.length > 1 ? `${base}|${field}` : base;
      let points = byKey.get(key);
      if (!points) {
        points = [];
        byKey.set(key, points);
      }
      points.push([Number(row.ts), Number(row[`m${i}`])]);
    });
  }
  return [...byKey].map(([key, data]) => ({ key, data }));
}

export function createChartsService(engine: AnalyticsEngine, deps: ChartsDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);

  return {
    /**
     * Runs a chart template over one universe, narrowed by the card's filter, and answers it as series
     * (points_parser=series). `cached` tells whether every statement was served from the result cache.
     */
    async series(input: ChartsRequest): Promise<{ answer: SeriesResponse; cached: boolean }> {
      const validation = validateChartTemplate(input.entity, input.template);
      if (!validation.ok) throw new AppError(400, 'VALIDATION', validation.error);
      const template = validation.value;
      const range = parseDateRangeParam(input.dateRange);
      if (!range)
        throw new AppError(400, 'VALIDATION', 'errors.badRequest', { date_range: 'errors.badRequest' });

      let compiled: ReturnType<typeof compileChart>;
      try {
        compiled = compileChart({
          entity: input.entity,
          template,
          context: {
            range,
            universeId: input.universeId,
            accountId: input.accountId ?? null,
            isStaging: input.isStaging ?? false,
            filter: input.filter ?? {},
          },
        });
      } catch (error) {
        if (error instanceof TemplateCompileError)
          throw new AppError(400, 'VALIDATION', 'errors.groupingInvalid');
        throw error;
      }

      const scope = { universeId: input.universeId, range, datasets: compiled.datasets };
      const run = (plan: (typeof compiled)['plan']) =>
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
        series: toSeries(series.rows, compiled.seriesFields.length > 0, fields, label),
        totals: totals ? toSeries(totals.rows, true, fields, label) : null,
      };
      return { answer, cached: series.hit && (totals?.hit ?? true) };
    },
  };
}

export type ChartsService = ReturnType<typeof createChartsService>;
