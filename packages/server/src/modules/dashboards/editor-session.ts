import type { MessageKey } from '@mirante/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { requireSession } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';

/**
 * requireSession for changes, whose 401 can say what needs the login: the publishing options answer 'Você
 * precisar estar logado para alterar as opções de publicação' (spec §6). Guests still get 403.
 */
export function requireEditorSession(
  auth: AuthService,
  unauthenticatedKey: MessageKey = 'errors.unauthenticated',
) {
  const session = requireSession(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
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
