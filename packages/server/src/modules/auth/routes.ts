import {
  LoginRequest,
  LoginResponse,
  OkEnvelope,
  SESSION_COOKIE,
  SESSION_HEADER,
  SESSION_HEADER_2,
} from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionOf } from '../../http/session.ts';
import { type AuthService, SESSION_MAX_MS } from './service.ts';

const Version = z.object({ version: z.enum(['prod', 'staging']) });

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/:version/session/login',
      { schema: { params: Version, body: LoginRequest, response: { 200: LoginResponse } } },
      async (request, reply) => {
        const { sessionId, secondId, user } = await auth.login(
          request.body.username,
          request.body.password,
          request.ip,
        );
        reply
          .header(SESSION_HEADER, sessionId)
          .header(SESSION_HEADER_2, secondId)
          .setCookie(SESSION_COOKIE, sessionId, {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: request.protocol === 'https',
            maxAge: SESSION_MAX_MS / 1000,
          });
        return { status: 'ok' as const, user };
      },
    );

    app.post(
      '/auth/:version/session/logout',
      { schema: { params: Version, response: { 200: OkEnvelope } }, preHandler: requireSession(auth) },
      async (request, reply) => {
        await auth.logout(sessionOf(request));
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { status: 'ok' as const, message: 'logged out' };
      },
    );
  };
}
