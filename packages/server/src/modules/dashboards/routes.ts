import { DashboardListResponse, DashboardResponse } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { DashboardsService } from './service.ts';

export function dashboardsRoutes(
  auth: AuthService,
  accounts: AccountsService,
  dashboards: DashboardsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboards/v1/:universeId',
      {
        schema: { params: z.object({ universeId: z.string() }), response: { 200: DashboardListResponse } },
        preHandler: requireSession(auth),
      },
      async (request) => {
        const { user } = sessionOf(request);
        await accounts.requireUniverse(user.id, request.params.universeId);
        return {
          status: 'ok' as const,
          dashboards: await dashboards.list(request.params.universeId, user.email),
        };
      },
    );

    app.get(
      '/dashboards/v1/:universeId/:dashboardId',
      {
        schema: {
          params: z.object({ universeId: z.string(), dashboardId: z.string() }),
          response: { 200: DashboardResponse },
        },
        preHandler: requireSession(auth),
      },
      async (request) => {
        const { user } = sessionOf(request);
        const { universeId, dashboardId } = request.params;
        await accounts.requireUniverse(user.id, universeId);
        return {
          status: 'ok' as const,
          dashboard: await dashboards.get(universeId, dashboardId, user.email),
        };
      },
    );
  };
}
