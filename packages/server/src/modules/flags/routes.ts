import { FeatureFlagsQuery, FeatureFlagsResponse, FlagOverrideRequest, FlagParams } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';
import type { FlagsService } from './service.ts';

export function flagsRoutes(auth: AuthService, flags: FlagsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/feature-flags/v1/:accountId',
      {
        schema: {
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
        schema: { params: FlagParams, body: FlagOverrideRequest, response: { 200: FeatureFlagsResponse } },
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
