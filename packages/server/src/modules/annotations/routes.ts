import { AnnotationCreated, AnnotationInput, AnnotationPath } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import { validateAllButBody } from '../../http/validate-all-but-body.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { DashboardsService } from '../dashboards/service.ts';
import type { AnnotationsService } from './service.ts';

/**
 * POST /annotations/v1/:universeId/:dashboardId: a signed-in editor of the dashboard (in its users list, spec §6)
 * annotates a post of the universe from one of its post cards. Other tenants' universes answer 404, users
 * outside the dashboard's users list and guests 403 (guests are read-only); a bad body 400 with the
 * catalogue's text per field. The report (GET /annotations/list) is a card-data route.
 */
export function annotationsRoutes(
  auth: AuthService,
  accounts: AccountsService,
  dashboards: Pick<DashboardsService, 'editable'>,
  annotations: AnnotationsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/annotations/v1/:universeId/:dashboardId',
      {
        schema: {
          summary: 'Annotate a post of the universe from a post card of the dashboard (its editors)',
          description:
            'The annotation is listed by the annotations report (GET /annotations/list) once it is 5 minutes old (spec §9): `listedFrom`.',
          tags: ['annotations'],
          security: SECURITY.userChanging,
          params: AnnotationPath,
          body: AnnotationInput,
          response: { 201: AnnotationCreated },
        },
        // The service checks the body: each bad field answers the catalogue's text.
        validatorCompiler: validateAllButBody,
        preHandler: requireSession(auth),
      },
      async (request, reply) => {
        const { user } = sessionOf(request);
        const { universeId, dashboardId } = request.params;
        await accounts.requireUniverse(user.id, universeId);
        await dashboards.editable(universeId, dashboardId, user);
        const created = await annotations.create(universeId, dashboardId, user, request.body);
        return reply.status(201).send(created);
      },
    );
  };
}
