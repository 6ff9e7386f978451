import { hasLoginErrors, type SessionUser, validateLogin } from '@mirante/core';
import { verify } from '@node-rs/argon2';
import { AppError, unauthenticated } from '../../http/app-error.ts';
import type { AuthRepository } from './repository.ts';
import { hashToken, randomToken } from './tokens.ts';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** …and in any case this long after login. */
export const SESSION_MAX_MS = 7 * 24 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;

export interface Session {
  idHash: string;
  secondHash: string;
  user: SessionUser & { accountId: string };
}

export function createAuthService(repository: AuthRepository, secret: string) {
  const hash = (token: string) => hashToken(token, secret);

  return {
    /** Checks the credentials and opens a new session (new ids every time: no fixation). */
    async login(username: string, password: string, ip: string) {
      const fieldErrors = validateLogin({ email: username, password });
      if (hasLoginErrors(fieldErrors)) {
        const fields = Object.fromEntries(Object.entries(fieldErrors).filter(([, key]) => key !== null));
        const first = fieldErrors.email ?? fieldErrors.password ?? 'errors.badRequest';
        throw new AppError(400, 'VALIDATION', first, fields);
      }
      const user = await repository.findUserByEmail(username.trim());
      if (!user || user.disabled) {
        await repository.audit('login.failure', username.trim().toLowerCase(), { ip, reason: 'user' });
        throw new AppError(401, 'USER_NOT_FOUND', 'login.errors.userNotFound');
      }
      if (!(await verify(user.password_hash, password))) {
        await repository.audit('login.failure', user.email, { ip, reason: 'password' });
        throw new AppError(401, 'WRONG_PASSWORD', 'login.errors.wrongPassword');
      }
      const sessionId = randomToken();
      const secondId = randomToken();
      const now = new Date();
      await repository.insertSession({
        idHash: hash(sessionId),
        secondHash: hash(secondId),
        userId: user.id,
        now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
      });
      await repository.audit('login.success', user.email, { ip });
      const sessionUser: SessionUser = {
        id: user.id,
        name: user.name,
        email: user.email,
        username: user.email,
        isAdmin: user.is_admin,
      };
      return { sessionId, secondId, user: sessionUser };
    },

    /** The live session behind an id, or an error: unknown, expired (idle or absolute) or disabled. */
    async resolve(sessionId: string | undefined): Promise<Session> {
      if (!sessionId) throw unauthenticated();
      const idHash = hash(sessionId);
      const row = await repository.findSession(idHash);
      const now = Date.now();
      if (
        !row ||
        row.disabled ||
        row.expires_at.getTime() <= now ||
        row.last_seen_at.getTime() + SESSION_IDLE_MS <= now
      ) {
        if (row) await repository.deleteSession(idHash);
        throw unauthenticated();
      }
      if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS)
        await repository.touchSession(idHash, new Date(now));
      return {
        idHash,
        secondHash: row.second_hash,
        user: {
          id: row.user_id,
          name: row.name,
          email: row.email,
          username: row.email,
          isAdmin: row.is_admin,
          accountId: row.account_id,
        },
      };
    },

    matchesSecondId: (session: Session, secondId: string | undefined) =>
      secondId !== undefined && hash(secondId) === session.secondHash,

    logout: (session: Session) => repository.deleteSession(session.idHash),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
