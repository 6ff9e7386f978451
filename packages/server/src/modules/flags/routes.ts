import { FeatureFlagsQuery, FeatureFlagsResponse, FlagOverrideRequest, FlagParams } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';
import type { FlagsService } from './service.ts';

export function flagsRoutes(auth: AuthService, flags: FlagsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/feature-flags/v1/:accountId',
      {
        schema: {
          summary: 'The feature flags of an account, as they apply to the caller',
          tags: ['feature-flags'],
          security: SECURITY.user,
          params: z.object({ accountId: z.string().min(1) }),
          querystring: FeatureFlagsQuery,
          response: { 200: FeatureFlagsResponse },
        },
        preHandler: requireSession(auth),
      },
      async (request) => ({
        status: 'ok' as const,
        ...(await flags.flagsFor(sessionOf(request).user, request.params.accountId, request.query)),
      }),
    );

    app.put(
      '/feature-flags/v1/:accountId/:flag',
      {
        schema: {
          summary: 'Override one feature flag for the account, or clear the override (account admins)',
          tags: ['feature-flags'],
          security: SECURITY.userChanging,
          params: FlagParams,
          body: FlagOverrideRequest,
          response: { 200: FeatureFlagsResponse },
        },
        preHandler: requireSession(auth),
      },
      async (request) => ({
        status: 'ok' as const,
        ...(await flags.setOverride(
          sessionOf(request).user,
          request.params.accountId,
          request.params.flag,
          request.body.enabled,
        )),
      }),
    );
  };
}
