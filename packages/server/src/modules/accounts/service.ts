import {
  type Account,
  ADMIN_GRANTING_ROLES,
  ADMIN_ROLES,
  type AdminRole,
  type Panel,
  type UniverseSummary,
  type UserGroup,
} from '@mirante/core';
import { forbidden, notFound, unauthenticated } from '../../http/app-error.ts';
import type { IdentityChange } from '../auth/identity-notifier.ts';
import type { AuthService, Session } from '../auth/service.ts';
import { createTtlCache } from '../auth/ttl-cache.ts';
import type { AccountsRepository } from './repository.ts';

type SessionUserOfAccount = Session['user'];

/** Memberships found in the store are kept this long in memory (other instances: bounded staleness). */
export const MEMBERSHIP_CACHE_TTL_MS = 30_000;

const isAdminRole = (role: string): role is AdminRole => (ADMIN_ROLES as readonly string[]).includes(role);

export interface AccountsOptions {
  cacheTtlMs?: number;
  now?: () => number;
  /** Tells the other instances what to forget (PostgreSQL NOTIFY); by default nobody else is told. */
  publish?: (change: IdentityChange) => Promise<void>;
}

export function createAccountsService(
  repository: AccountsRepository,
  auth: AuthService | null = null,
  options: AccountsOptions = {},
) {
  const memberships = createTtlCache<UniverseSummary>({
    ttlMs: options.cacheTtlMs ?? MEMBERSHIP_CACHE_TTL_MS,
    maxEntries: 20_000,
    ...(options.now ? { now: options.now } : {}),
  });
  const membershipKey = (userId: string, universeId: string) => `${userId}\u0000${universeId}`;
  const publish = options.publish ?? (async () => {});

  /** Drops the memberships a change (here or on another instance) made stale. */
  function forget(change: IdentityChange) {
    if (change.kind === 'membership') memberships.delete(membershipKey(change.userId, change.universeId));
    else if (change.kind === 'user')
      memberships.deleteWhere((key) => key.startsWith(`${change.userId}\u0000`));
  }

  async function roles(user: SessionUserOfAccount, accountId: string): Promise<AdminRole[]> {
    const held = new Set((await repository.rolesOf(user.id, accountId)).filter(isAdminRole));
    if (user.isAdmin && user.accountId === accountId) held.add('accountAdmin');
    return ADMIN_ROLES.filter((role) => held.has(role));
  }

  async function isAdmin(user: SessionUserOfAccount, accountId: string) {
    const held = await roles(user, accountId);
    return { isAdmin: held.some((role) => ADMIN_GRANTING_ROLES.includes(role)), roles: held };
  }

  /** The universe if the user may see it; otherwise 404, so other tenants' ids reveal nothing. */
  async function requireUniverse(userId: string, universeId: string, accountId: string | null = null) {
    const key = membershipKey(userId, universeId);
    let universe = memberships.get(key);
    if (!universe) {
      universe = await repository.findUniverse(userId, universeId);
      if (universe) memberships.set(key, universe);
    }
    if (!universe || (accountId !== null && universe.accountId !== accountId)) throw notFound();
    return universe;
  }

  return {
    listUniverses: (userId: string): Promise<UniverseSummary[]> => repository.listUniverses(userId),
    requireUniverse,
    isAdmin,

    /** 403 unless the user is an admin of the account. */
    async requireAdmin(user: SessionUserOfAccount, accountId: string) {
      if (!(await isAdmin(user, accountId)).isAdmin) throw forbidden();
    },

    /** The account, to its own users and to holders of a role in it; 404 to anyone else. */
    async account(user: SessionUserOfAccount, accountId: string): Promise<Account> {
      const row = await repository.findAccount(accountId);
      if (!row || (user.accountId !== accountId && (await roles(user, accountId)).length === 0)) {
        throw notFound();
      }
      return { id: row.id, name: row.name, createdAt: row.created_at.getTime() };
    },

    /** The group of that name in the user's account, or the user's own group. */
    async company(user: SessionUserOfAccount, name: string | undefined): Promise<UserGroup> {
      const row = name
        ? await repository.findGroupByName(user.accountId, name)
        : await repository.findGroupOfUser(user.id);
      if (!row) throw notFound();
      return { id: row.id, accountId: row.account_id, name: row.name };
    },

    /** The universe's panels, for a member or for a caller holding the universe's API token. */
    async panels(
      user: SessionUserOfAccount | null,
      accountId: string,
      universeId: string,
      passkey: string | undefined,
    ): Promise<Panel[]> {
      if (user) await requireUniverse(user.id, universeId, accountId);
      else if (!passkey) throw unauthenticated();
      else if (!(await repository.findUniverseByApiToken(accountId, universeId, passkey))) throw notFound();
      return repository.listPanels(universeId);
    },

    /** An admin of the user's account disables (or re-enables) the user; disabling ends its sessions. */
    async setUserDisabled(actor: SessionUserOfAccount, userId: string, disabled: boolean) {
      const target = await repository.findUser(userId);
      if (!target) throw notFound();
      const { isAdmin: admin } = await isAdmin(actor, target.account_id);
      if (!admin) throw actor.accountId === target.account_id ? forbidden() : notFound();
      if (target.id === actor.id) throw forbidden();
      if (!auth) throw new Error('accounts service built without the auth service');
      await auth.setUserDisabled(userId, disabled, actor.email);
      forget({ kind: 'user', userId });
    },

    async addMember(universeId: string, userId: string) {
      await repository.addMember(universeId, userId);
      memberships.delete(membershipKey(userId, universeId));
    },

    async removeMember(universeId: string, userId: string) {
      await repository.removeMember(universeId, userId);
      const change = { kind: 'membership', userId, universeId } as const;
      forget(change);
      await publish(change);
    },

    forget,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
