import { CHART_ENTITIES, ChartsQuery, ChartTemplate, SeriesResponse } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { FiltersService } from '../filters/service.ts';
import type { ChartsService } from './service.ts';

export function chartsRoutes(
  auth: AuthService,
  accounts: AccountsService,
  charts: ChartsService,
  filters: FiltersService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/charts-service/:entity',
      {
        schema: {
          params: z.object({ entity: z.enum(CHART_ENTITIES) }),
          querystring: ChartsQuery,
          body: ChartTemplate,
          response: { 200: SeriesResponse },
        },
        preHandler: requireSession(auth),
      },
      async (request, reply) => {
        const { user } = sessionOf(request);
        const query = request.query;
        await accounts.requireUniverse(user.id, query.universe_id, query.account_id);
        const filter = await filters.resolve(query);
        const { answer, cached } = await charts.series({
          entity: request.params.entity,
          template: request.body,
          dateRange: query.date_range,
          universeId: query.universe_id,
          accountId: query.account_id,
          isStaging: query.is_staging === 'true',
          filter,
        });
        reply.header('x-cache', cached ? 'hit' : 'miss');
        return answer;
      },
    );
  };
}
