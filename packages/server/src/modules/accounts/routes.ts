import { MeResponse } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';
import type { AccountsService } from './service.ts';

export function accountsRoutes(auth: AuthService, accounts: AccountsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/upms-legacy/:version/user/me',
      {
        schema: { params: z.object({ version: z.enum(['prod', 'staging']) }), response: { 200: MeResponse } },
        preHandler: requireSession(auth),
      },
      async (request) => {
        const { accountId: _account, ...user } = sessionOf(request).user;
        return { status: 'ok' as const, user, universes: await accounts.listUniverses(user.id) };
      },
    );
  };
}
