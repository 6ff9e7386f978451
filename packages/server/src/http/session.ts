import { DASHBOARD_TOKEN_COOKIE, SESSION_COOKIE, SESSION_HEADER, SESSION_HEADER_2 } from '@mirante/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService, Session } from '../modules/auth/service.ts';
import { forbidden } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A preHandler that requires a signed-in user. The session id comes from the header or the HttpOnly
 * cookie; requests that change something must also carry the second id as a header (anti-forgery).
 * A guest (dashboard-token cookie, no session) asking to change something gets 403: guests are read-only.
 */
export function requireSession(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const id = headerValue(request, SESSION_HEADER) ?? request.cookies[SESSION_COOKIE];
    const changes = !SAFE_METHODS.has(request.method);
    if (changes && !id && request.cookies[DASHBOARD_TOKEN_COOKIE]) throw forbidden();
    const session = await auth.resolve(id);
    if (changes && !auth.matchesSecondId(session, headerValue(request, SESSION_HEADER_2))) throw forbidden();
    request.session = session;
  };
}

export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('route registered without requireSession');
  return request.session;
}
