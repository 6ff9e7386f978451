import {
  AccountResponse,
  CompanyQuery,
  CompanyResponse,
  IsAdminQuery,
  IsAdminResponse,
  MeResponse,
  OkEnvelope,
  PanelsQuery,
  PanelsResponse,
  SESSION_COOKIE,
  SESSION_HEADER,
} from '@mirante/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';
import type { AccountsService } from './service.ts';

const Version = z.object({ version: z.enum(['prod', 'staging']) });

export function accountsRoutes(auth: AuthService, accounts: AccountsService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireSession(auth);

    app.get(
      '/upms-legacy/:version/user/me',
      {
        schema: {
          summary: 'The signed-in user and the universes they belong to',
          tags: ['upms-legacy'],
          security: SECURITY.user,
          params: Version,
          response: { 200: MeResponse },
        },
        preHandler: signedIn,
      },
      async (request) => {
        const { accountId: _account, ...user } = sessionOf(request).user;
        return { status: 'ok' as const, user, universes: await accounts.listUniverses(user.id) };
      },
    );

    app.get(
      '/upms-legacy/:version/user-roles/is-admin',
      {
        schema: {
          summary: 'Whether the signed-in user is an admin of an account',
          tags: ['upms-legacy'],
          security: SECURITY.user,
          params: Version,
          querystring: IsAdminQuery,
          response: { 200: IsAdminResponse },
        },
        preHandler: signedIn,
      },
      async (request) => ({
        status: 'ok' as const,
        ...(await accounts.isAdmin(sessionOf(request).user, request.query.accountId)),
      }),
    );

    app.get(
      '/upms-legacy/:version/company/',
      {
        schema: {
          summary: `A company (user group) of the user's account, by name, or the user's own`,
          tags: ['upms-legacy'],
          security: SECURITY.user,
          params: Version,
          querystring: CompanyQuery,
          response: { 200: CompanyResponse },
        },
        preHandler: signedIn,
      },
      async (request) => ({
        status: 'ok' as const,
        company: await accounts.company(sessionOf(request).user, request.query.name),
      }),
    );

    app.get(
      '/upms-legacy/:version/account/:id',
      {
        schema: {
          summary: `An account the signed-in user belongs to or has a role in`,
          tags: ['upms-legacy'],
          security: SECURITY.user,
          params: Version.extend({ id: z.string().min(1) }),
          response: { 200: AccountResponse },
        },
        preHandler: signedIn,
      },
      async (request) => ({
        status: 'ok' as const,
        account: await accounts.account(sessionOf(request).user, request.params.id),
      }),
    );

    for (const [action, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const) {
      app.post(
        `/upms-legacy/:version/user/:userId/${action}`,
        {
          schema: {
            summary: `${disabled ? 'Disable' : 'Enable'} a user of an account the caller administers${disabled ? ' (their sessions end)' : ''}`,
            tags: ['upms-legacy'],
            security: SECURITY.userChanging,
            params: Version.extend({ userId: z.string().min(1) }),
            response: { 200: OkEnvelope },
          },
          preHandler: signedIn,
        },
        async (request) => {
          await accounts.setUserDisabled(sessionOf(request).user, request.params.userId, disabled);
          return { status: 'ok' as const, message: disabled ? 'user disabled' : 'user enabled' };
        },
      );
    }

    /** A session when the request carries one; the passkey (universe API token) stands in otherwise. */
    const optionalUser = async (request: FastifyRequest) => {
      const sessionId = sessionIdOf(request);
      return sessionId ? (await auth.resolve(sessionId)).user : null;
    };

    app.get(
      '/panels-service/:version/panels/:accountId/:universeId',
      {
        schema: {
          summary: 'The panels of a universe, for a signed-in user or by the universe API token (passkey)',
          tags: ['panels-service'],
          security: SECURITY.userOrPasskey,
          params: Version.extend({ accountId: z.string().min(1), universeId: z.string().min(1) }),
          querystring: PanelsQuery,
          response: { 200: PanelsResponse },
        },
      },
      async (request) => {
        const { accountId, universeId } = request.params;
        const user = await optionalUser(request);
        return {
          status: 'ok' as const,
          panels: await accounts.panels(user, accountId, universeId, request.query.passkey),
        };
      },
    );
  };
}

function sessionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers[SESSION_HEADER];
  return (Array.isArray(header) ? header[0] : header) ?? request.cookies[SESSION_COOKIE];
}
