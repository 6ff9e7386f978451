import { CHART_ENTITIES, type ChartEntity, type ChartsQuery, type ChartTemplate } from '@mirante/core';
import { z } from 'zod';
import type { CardDataHandler } from '../../http/card-data-routes.ts';
import type { ChartsService } from './service.ts';

/** The charts service's entry of core's endpoint registry (`POST /charts-service/:entity`, spec §7). */
export function chartsHandlers(charts: ChartsService) {
  return {
    'charts-service': {
      summary: `A card's series: the entity's data for a chart template, period and filter`,
      description: 'Answers are cached (x-cache: hit or miss).',
      params: z.object({ entity: z.enum(CHART_ENTITIES) }),
      handle: ({ params, query, body, scope }) =>
        charts.series({
          entity: params.entity,
          template: body,
          dateRange: scope.dateRange,
          universeId: query.universe_id,
          accountId: query.account_id,
          isStaging: scope.isStaging,
          filter: scope.filter,
        }),
    },
  } satisfies Record<string, CardDataHandler<ChartsQuery, ChartTemplate, { entity: ChartEntity }>>;
}
