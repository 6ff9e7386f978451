// Relative until core's index exports the proprietary contract (issue 27 integration).
import { AnalyticsSettingsAnswer, AnalyticsSettingsInput, AnalyticsSettingsQuery } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import { validateAllButBody } from '../../http/validate-all-but-body.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { AnalyticsSettingsService } from './analytics-settings-service.ts';

/**
 * GET and PUT /studio-service/universe/analytics-settings (acc_id, uni_id): a universe's CPM per channel and
 * collected share per channel, read and changed by the universe's members (its dashboards' editors, as the
 * studio's /universe checks them: 404 for anyone else); answers carry status and message (spec §7).
 */
export function analyticsSettingsRoutes(
  auth: AuthService,
  accounts: AccountsService,
  settings: AnalyticsSettingsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireSession(auth);

    app.get(
      '/studio-service/universe/analytics-settings',
      {
        schema: {
          summary: `A universe's analytics settings: CPM per channel (BRL) and collected share per channel`,
          tags: ['studio-service'],
          security: SECURITY.user,
          querystring: AnalyticsSettingsQuery,
          response: { 200: AnalyticsSettingsAnswer },
        },
        preHandler: signedIn,
      },
      async (request) => {
        const { user } = sessionOf(request);
        await accounts.requireUniverse(user.id, request.query.uni_id, request.query.acc_id);
        return { status: 'ok' as const, message: await settings.get(request.query.uni_id) };
      },
    );

    app.put(
      '/studio-service/universe/analytics-settings',
      {
        schema: {
          summary: `Replace a universe's analytics settings (channels left out take the defaults)`,
          tags: ['studio-service'],
          security: SECURITY.userChanging,
          querystring: AnalyticsSettingsQuery,
          body: AnalyticsSettingsInput,
          response: { 200: AnalyticsSettingsAnswer },
        },
        // The service checks the body: each bad field answers the catalogue's text.
        validatorCompiler: validateAllButBody,
        preHandler: signedIn,
      },
      async (request) => {
        const { user } = sessionOf(request);
        await accounts.requireUniverse(user.id, request.query.uni_id, request.query.acc_id);
        return {
          status: 'ok' as const,
          message: await settings.update(request.query.uni_id, request.body, user.email),
        };
      },
    );
  };
}
