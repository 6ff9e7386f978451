import { EncodeFilterQuery, EncodeFilterResponse } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';
import type { FiltersService } from './service.ts';

export function filtersRoutes(auth: AuthService, filters: FiltersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/war-room/encode-filter',
      {
        // The body is checked by the service: a missing or bad filter answers the spec's 'Invalid filter'.
        schema: {
          querystring: EncodeFilterQuery,
          body: z.unknown(),
          response: { 200: EncodeFilterResponse },
        },
        preHandler: requireSession(auth),
      },
      async (request) => filters.encode(sessionOf(request).user.accountId, request.body),
    );
  };
}
