import {
  type ChartEntity,
  type ChartTemplate,
  ENTITY_FIELDS,
  parseDateRangeParam,
  resolveGrain,
  type SeriesResponse,
  validateChartTemplate,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import { compileSeries } from '../../stores/analytics/compiler/compile-series.ts';
import { type AnalyticsEngine, QueryTimeoutError } from '../../stores/analytics/engine.ts';

export const CHARTS_TIMEOUT_MS = 60_000;

export function createChartsService(engine: AnalyticsEngine) {
  return {
    /** Runs a chart template over one universe and answers it as series (points_parser=series). */
    async series(input: {
      entity: ChartEntity;
      template: ChartTemplate;
      dateRange: string;
      universeId: string;
    }): Promise<SeriesResponse> {
      const validation = validateChartTemplate(input.entity, input.template);
      if (!validation.ok) throw new AppError(400, 'VALIDATION', validation.error);
      const template = validation.value;
      const range = parseDateRangeParam(input.dateRange);
      if (!range)
        throw new AppError(400, 'VALIDATION', 'errors.badRequest', { date_range: 'errors.badRequest' });
      const fields = ENTITY_FIELDS[input.entity];
      const hasDate = template.grouping.some((field) => fields[field] === 'date');
      const grain = hasDate ? resolveGrain(template.datePortion ?? 'auto', range.end - range.start) : null;
      const plan = compileSeries({
        entity: input.entity,
        template,
        grain,
        range,
        universeId: input.universeId,
      });

      const rows = await engine.query(plan, CHARTS_TIMEOUT_MS).catch((error: unknown) => {
        if (error instanceof QueryTimeoutError) throw new AppError(504, 'TIMEOUT', 'error.timeout');
        throw error;
      });

      const metrics = template.metricsMetadata.fields;
      const label = template.metricsMetadata.label;
      const byKey = new Map<string, [number, number][]>();
      for (const row of rows) {
        metrics.forEach((field, i) => {
          const group = String(row.series ?? '');
          const base = group === '' ? label : group;
          const key = metrics.length > 1 ? `${base}|${field}` : base;
          let points = byKey.get(key);
          if (!points) {
            points = [];
            byKey.set(key, points);
          }
          points.push([Number(row.ts), Number(row[`m${i}`])]);
        });
      }
      return {
        status: 'ok',
        grain,
        label,
        series: [...byKey].map(([key, data]) => ({ key, data })),
      };
    },
  };
}

export type ChartsService = ReturnType<typeof createChartsService>;
