import { RotateTokenResponse } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { UniversesService } from './service.ts';

export function universesRoutes(
  auth: AuthService,
  accounts: AccountsService,
  universes: UniversesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    /** An admin of the universe's account rotates its ingest token (configuration → integration token). */
    app.post(
      '/universes/v1/:universeId/integration-token',
      {
        schema: {
          summary: `Rotate the universe's integration token (account admins); the old one stops working`,
          tags: ['universes'],
          security: SECURITY.userChanging,
          params: z.object({ universeId: z.string().min(1) }),
          response: { 200: RotateTokenResponse },
        },
        preHandler: requireSession(auth),
      },
      async (request) => {
        const { user } = sessionOf(request);
        const { universeId } = request.params;
        const universe = await accounts.requireUniverse(user.id, universeId);
        await accounts.requireAdmin(user, universe.accountId);
        const integrationToken = await universes.rotateIntegrationToken(universeId, user.email);
        return { status: 'ok' as const, universeId, integrationToken };
      },
    );
  };
}
