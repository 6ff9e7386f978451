import {
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  OkEnvelope,
  SESSION_COOKIE,
  SESSION_COOKIE_2,
  SESSION_HEADER,
  SESSION_HEADER_2,
} from '@mirante/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import { RateLimitedError } from './rate-limited-error.ts';
import { type AuthService, SESSION_MAX_MS } from './service.ts';

const Version = z.object({ version: z.enum(['prod', 'staging']) });

/** Runs a step that may be rate-limited, telling the caller how long to wait when it is. */
async function withRetryAfter<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' }).clearCookie(SESSION_COOKIE_2, { path: '/' });
}

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/:version/session/login',
      {
        schema: {
          summary:
            'Sign in: answers the session ids in x-session-id and x-session-id2 and sets them as cookies',
          tags: ['auth'],
          security: SECURITY.none,
          params: Version,
          body: LoginRequest,
          response: { 200: LoginResponse },
        },
      },
      async (request, reply) => {
        const { sessionId, secondId, user } = await withRetryAfter(reply, () =>
          auth.login(request.body.username, request.body.password, request.ip),
        );
        const cookie = {
          path: '/',
          httpOnly: true,
          secure: request.protocol === 'https',
          maxAge: SESSION_MAX_MS / 1000,
        };
        reply
          .header(SESSION_HEADER, sessionId)
          .header(SESSION_HEADER_2, secondId)
          .setCookie(SESSION_COOKIE, sessionId, { ...cookie, sameSite: 'lax' })
          .setCookie(SESSION_COOKIE_2, secondId, { ...cookie, sameSite: 'strict' });
        return { status: 'ok' as const, user };
      },
    );

    app.post(
      '/auth/:version/session/logout',
      {
        schema: {
          summary: 'Sign out: ends the session and clears its cookies',
          tags: ['auth'],
          security: SECURITY.userChanging,
          params: Version,
          response: { 200: OkEnvelope },
        },
        preHandler: requireSession(auth),
      },
      async (request, reply) => {
        await auth.logout(sessionOf(request));
        clearSessionCookies(reply);
        return { status: 'ok' as const, message: 'logged out' };
      },
    );

    app.post(
      '/auth/:version/session/password',
      {
        schema: {
          summary: `Change the signed-in user's password; every session of theirs ends`,
          tags: ['auth'],
          security: SECURITY.userChanging,
          params: Version,
          body: ChangePasswordRequest,
          response: { 200: OkEnvelope },
        },
        preHandler: requireSession(auth),
      },
      async (request, reply) => {
        const { currentPassword, newPassword } = request.body;
        await withRetryAfter(reply, () =>
          auth.changePassword(sessionOf(request), currentPassword, newPassword, request.ip),
        );
        clearSessionCookies(reply);
        return { status: 'ok' as const, message: 'password changed; sign in again' };
      },
    );
  };
}
