import { hasLoginErrors, type SessionUser, validateLogin } from '@mirante/core';
import { AppError, unauthenticated } from '../../http/app-error.ts';
import type { IdentityChange } from './identity-notifier.ts';
import { createLoginLimiter, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './login-limiter.ts';
import { hashPassword, newPasswordProblem, verifyPassword } from './passwords.ts';
import { RateLimitedError } from './rate-limited-error.ts';
import type { AuthRepository } from './repository.ts';
import { hashToken, randomToken } from './tokens.ts';
import { createTtlCache } from './ttl-cache.ts';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** …and in any case this long after login. */
export const SESSION_MAX_MS = 7 * 24 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;
/** Resolved sessions are kept this long in memory; other instances see a revocation within this time. */
export const SESSION_CACHE_TTL_MS = 30_000;

export interface Session {
  idHash: string;
  secondHash: string;
  user: SessionUser & { accountId: string };
}

export interface AuthOptions {
  limits?: LoginLimits;
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
  /** The clock (tests move it to cross the idle and absolute limits). */
  now?: () => number;
  /** Tells the other instances what to forget (PostgreSQL NOTIFY); by default nobody else is told. */
  publish?: (change: IdentityChange) => Promise<void>;
}

interface CachedSession {
  session: Session;
  expiresAt: number;
  /** The last request this instance saw, and the last one written to the store. */
  lastSeen: number;
  storedLastSeen: number;
}

export function createAuthService(repository: AuthRepository, secret: string, options: AuthOptions = {}) {
  const hash = (token: string) => hashToken(token, secret);
  const now = options.now ?? Date.now;
  const limiter = createLoginLimiter(options.limits ?? DEFAULT_LOGIN_LIMITS, now);
  const cache = createTtlCache<CachedSession>({
    ttlMs: options.cacheTtlMs ?? SESSION_CACHE_TTL_MS,
    maxEntries: options.cacheMaxEntries ?? 10_000,
    now,
  });
  const publish = options.publish ?? (async () => {});
  const alive = (expiresAt: number, lastSeen: number, t: number) =>
    t < expiresAt && t < lastSeen + SESSION_IDLE_MS;

  function guard(ip: string, account: string) {
    const wait = limiter.attempt(ip, account);
    if (wait !== null) throw new RateLimitedError(wait);
  }

  /** Drops what a change (here or on another instance) made stale. */
  function forget(change: IdentityChange) {
    if (change.kind === 'session') cache.delete(change.idHash);
    else if (change.kind === 'user')
      cache.deleteWhere((_key, entry) => entry.session.user.id === change.userId);
  }

  async function revokeUser(userId: string) {
    await repository.deleteSessionsOfUser(userId);
    forget({ kind: 'user', userId });
    await publish({ kind: 'user', userId });
  }

  async function touch(entry: CachedSession, t: number) {
    entry.lastSeen = t;
    if (t - entry.storedLastSeen > TOUCH_EVERY_MS) {
      entry.storedLastSeen = t;
      await repository.touchSession(entry.session.idHash, new Date(t));
    }
  }

  return {
    /** Checks the credentials and opens a new session (new ids every time: no fixation). */
    async login(username: string, password: string, ip: string) {
      const fieldErrors = validateLogin({ email: username, password });
      if (hasLoginErrors(fieldErrors)) {
        const fields = Object.fromEntries(Object.entries(fieldErrors).filter(([, key]) => key !== null));
        const first = fieldErrors.email ?? fieldErrors.password ?? 'errors.badRequest';
        throw new AppError(400, 'VALIDATION', first, fields);
      }
      const email = username.trim().toLowerCase();
      try {
        guard(ip, email);
      } catch (error) {
        await repository.audit('login.failure', email, { ip, reason: 'rate-limit' });
        throw error;
      }
      const user = await repository.findUserByEmail(email);
      if (!user || user.disabled) {
        limiter.failed(ip, email);
        await repository.audit('login.failure', email, { ip, reason: 'user' });
        throw new AppError(401, 'USER_NOT_FOUND', 'login.errors.userNotFound');
      }
      if (!(await verifyPassword(user.password_hash, password))) {
        limiter.failed(ip, email);
        await repository.audit('login.failure', user.email, { ip, reason: 'password' });
        throw new AppError(401, 'WRONG_PASSWORD', 'login.errors.wrongPassword');
      }
      limiter.succeeded(email);
      const sessionId = randomToken();
      const secondId = randomToken();
      const at = new Date(now());
      await repository.insertSession({
        idHash: hash(sessionId),
        secondHash: hash(secondId),
        userId: user.id,
        now: at,
        expiresAt: new Date(at.getTime() + SESSION_MAX_MS),
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

    /**
     * The live session behind an id, or an error: unknown, expired (idle or absolute) or disabled. A session
     * resolved in the last seconds comes from memory; anything that looks expired there is re-read.
     */
    async resolve(sessionId: string | undefined): Promise<Session> {
      if (!sessionId) throw unauthenticated();
      const idHash = hash(sessionId);
      const t = now();
      const cached = cache.get(idHash);
      if (cached && alive(cached.expiresAt, cached.lastSeen, t)) {
        await touch(cached, t);
        return cached.session;
      }
      const row = await repository.findSession(idHash);
      if (!row || row.disabled || !alive(row.expires_at.getTime(), row.last_seen_at.getTime(), t)) {
        cache.delete(idHash);
        if (row) await repository.deleteSession(idHash);
        throw unauthenticated();
      }
      const entry: CachedSession = {
        session: {
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
        },
        expiresAt: row.expires_at.getTime(),
        lastSeen: row.last_seen_at.getTime(),
        storedLastSeen: row.last_seen_at.getTime(),
      };
      await touch(entry, t);
      cache.set(idHash, entry);
      return entry.session;
    },

    matchesSecondId: (session: Session, secondId: string | undefined) =>
      secondId !== undefined && hash(secondId) === session.secondHash,

    async logout(session: Session) {
      const change = { kind: 'session', idHash: session.idHash } as const;
      forget(change);
      await repository.deleteSession(session.idHash);
      await publish(change);
      await repository.audit('logout', session.user.email, {});
    },

    /** Changes the caller's password; every session of the user ends, this one included. */
    async changePassword(session: Session, currentPassword: string, newPassword: string, ip: string) {
      const { user } = session;
      guard(ip, user.email);
      const stored = await repository.findUserById(user.id);
      if (!stored || !(await verifyPassword(stored.password_hash, currentPassword))) {
        limiter.failed(ip, user.email);
        await repository.audit('password.change.failure', user.email, { ip });
        throw new AppError(400, 'VALIDATION', 'login.errors.wrongPassword', {
          currentPassword: 'login.errors.wrongPassword',
        });
      }
      const problem = newPasswordProblem(newPassword, currentPassword);
      if (problem) throw new AppError(400, 'VALIDATION', problem, { newPassword: problem });
      await repository.setPasswordHash(user.id, await hashPassword(newPassword));
      await revokeUser(user.id);
      await repository.audit('password.change', user.email, { ip });
    },

    /** Disables or re-enables a user; disabling ends all of the user's sessions at once. */
    async setUserDisabled(userId: string, disabled: boolean, actor: string) {
      await repository.setDisabled(userId, disabled);
      if (disabled) await revokeUser(userId);
      await repository.audit(disabled ? 'user.disable' : 'user.enable', actor, { userId });
    },

    /** Sets a password without the old one (operators, through the CLI); ends the user's sessions. */
    async setPassword(userId: string, password: string, actor: string) {
      const problem = newPasswordProblem(password, null);
      if (problem) throw new AppError(400, 'VALIDATION', problem, { password: problem });
      await repository.setPasswordHash(userId, await hashPassword(password));
      await revokeUser(userId);
      await repository.audit('password.set', actor, { userId });
    },

    revokeUser,
    forget,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
