import { EncodeFilterQuery, EncodeFilterRequest, EncodeFilterResponse } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import { validateAllButBody } from '../../http/validate-all-but-body.ts';
import type { AuthService } from '../auth/service.ts';
import type { FiltersService } from './service.ts';

export function filtersRoutes(auth: AuthService, filters: FiltersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/war-room/encode-filter',
      {
        schema: {
          summary: 'Encode a filter into an id that card requests can name (filter_id)',
          tags: ['war-room'],
          security: SECURITY.userChanging,
          querystring: EncodeFilterQuery,
          body: EncodeFilterRequest,
          response: { 200: EncodeFilterResponse },
        },
        // The service checks the body: a missing or bad filter answers the spec's 'Invalid filter'.
        validatorCompiler: validateAllButBody,
        preHandler: requireSession(auth),
      },
      async (request) => filters.encode(sessionOf(request).user.accountId, request.body),
    );
  };
}
