import { CardRequestRef, CHART_ENTITIES, ChartsQuery, ChartTemplate, SeriesResponse } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY } from '../../http/openapi-security.ts';
import type { FiltersService } from '../filters/service.ts';
import type { CardAccess } from '../publishing/card-access.ts';
import type { ChartsService } from './service.ts';

export function chartsRoutes(
  cardAccess: CardAccess,
  charts: ChartsService,
  filters: FiltersService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/charts-service/:entity',
      {
        schema: {
          summary: `A card's series: the entity's data for a chart template, period and filter`,
          description:
            `Guests read only the cards of their dashboard that guests see (card_id). ` +
            'Answers are cached (x-cache: hit or miss).',
          tags: ['charts-service'],
          security: SECURITY.userChangingOrGuest,
          params: z.object({ entity: z.enum(CHART_ENTITIES) }),
          // card_id: the card on the dashboard; guests may read only their dashboard's shareable cards.
          querystring: ChartsQuery.extend(CardRequestRef.shape),
          body: ChartTemplate,
          response: { 200: SeriesResponse },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { filter, dateRange, isStaging } = await cardAccess.authorize(request, reply, {
          accountId: query.account_id,
          universeId: query.universe_id,
          cardId: query.card_id,
          query: { service: 'charts-service', entity: request.params.entity, template: request.body },
          askedFilter: () => filters.resolve(query),
          dateRange: query.date_range,
          isStaging: query.is_staging === 'true',
        });
        const { answer, cached } = await charts.series({
          entity: request.params.entity,
          template: request.body,
          dateRange,
          universeId: query.universe_id,
          accountId: query.account_id,
          isStaging,
          filter,
        });
        reply.header('x-cache', cached ? 'hit' : 'miss');
        return answer;
      },
    );
  };
}
