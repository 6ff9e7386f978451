import {
  PagesAnswer,
  RepliersAnswer,
  StudioAccountQuery,
  StudioUniverseQuery,
  UniverseAnswer,
} from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';
import type { StudioService } from './service.ts';

/** GET /studio-service/pages, /universe and /repliers; answers carry status and message (spec §7). */
export function studioRoutes(auth: AuthService, studio: StudioService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireSession(auth);

    app.get(
      '/studio-service/pages',
      {
        schema: {
          summary: 'The pages (profiles) connected to a universe',
          tags: ['studio-service'],
          security: SECURITY.user,
          querystring: StudioUniverseQuery,
          response: { 200: PagesAnswer },
        },
        preHandler: signedIn,
      },
      async (request) => ({
        status: 'ok' as const,
        message: await studio.pages(sessionOf(request).user, request.query.acc_id, request.query.uni_id),
      }),
    );

    app.get(
      '/studio-service/universe',
      {
        schema: {
          summary: 'A universe of the account: name, kind, staging flag, API token and tenants',
          tags: ['studio-service'],
          security: SECURITY.user,
          querystring: StudioUniverseQuery,
          response: { 200: UniverseAnswer },
        },
        preHandler: signedIn,
      },
      async (request) => ({
        status: 'ok' as const,
        message: await studio.universe(sessionOf(request).user, request.query.acc_id, request.query.uni_id),
      }),
    );

    app.get(
      '/studio-service/repliers',
      {
        schema: {
          summary: `The repliers (operators) of the account`,
          tags: ['studio-service'],
          security: SECURITY.user,
          querystring: StudioAccountQuery,
          response: { 200: RepliersAnswer },
        },
        preHandler: signedIn,
      },
      async (request) => ({
        status: 'ok' as const,
        message: await studio.repliers(sessionOf(request).user, request.query.acc_id),
      }),
    );
  };
}
