import { DASHBOARD_TOKEN_COOKIE, type MessageKey, SESSION_COOKIE, SESSION_HEADER } from '@mirante/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../../http/app-error.ts';
import { requireSession } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';

/**
 * A preHandler for changes: a signed-in user (with the anti-forgery header). A guest (dashboard-token cookie,
 * no session) gets 403: guest sessions are read-only. Without either, 401 with `unauthenticatedKey`.
 */
export function requireEditorSession(
  auth: AuthService,
  unauthenticatedKey: MessageKey = 'errors.unauthenticated',
) {
  const session = requireSession(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const hasSession = request.headers[SESSION_HEADER] !== undefined || request.cookies[SESSION_COOKIE];
    if (!hasSession && request.cookies[DASHBOARD_TOKEN_COOKIE]) throw forbidden();
    try {
      await session(request, reply);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) {
        throw new AppError(401, 'UNAUTHENTICATED', unauthenticatedKey);
      }
      throw error;
    }
  };
}
