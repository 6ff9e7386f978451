import {
  checkFlagIdentity,
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlags,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuditLog } from '../auth/audit-log.ts';
import type { Session } from '../auth/service.ts';
import type { FlagsRepository } from './repository.ts';

type User = Session['user'];

const isFlag = (name: string): name is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(name);

/** Feature flags of spec §6: the defaults (all off but share management) under each account's overrides. */
export function createFlagsService(deps: {
  repository: FlagsRepository;
  accounts: AccountsService;
  audit: AuditLog;
}) {
  async function overridesOf(accountId: string): Promise<Partial<FeatureFlags>> {
    const overrides: Partial<FeatureFlags> = {};
    for (const row of await deps.repository.overrides(accountId)) {
      if (isFlag(row.flag)) overrides[row.flag] = row.enabled;
    }
    return overrides;
  }

  return {
    /**
     * The flags for a user looking at a dashboard of a universe. The identity of spec §5 (account,
     * dashboard, universe, user e-mail, name, id and group) must be complete; what is missing is reported.
     */
    async flagsFor(user: User, accountId: string, where: { dashboard?: string; universe?: string }) {
      await deps.accounts.account(user, accountId);
      const group = await deps.accounts.company(user, undefined).catch(() => null);
      const identity = checkFlagIdentity({
        account: accountId,
        dashboard: where.dashboard ?? null,
        universe: where.universe ?? null,
        userEmail: user.email,
        userName: user.name,
        userId: user.id,
        userGroup: group?.name ?? null,
      });
      if (!identity.ok) throw new AppError(400, 'VALIDATION', identity.error, identity.fields ?? null);
      await deps.accounts.requireUniverse(user.id, identity.value.universe, accountId);
      const overrides = await overridesOf(accountId);
      return { flags: { ...DEFAULT_FEATURE_FLAGS, ...overrides }, overrides };
    },

    /** An admin of the account turns a flag on or off for it, or (null) back to the default. */
    async setOverride(user: User, accountId: string, flag: string, enabled: boolean | null) {
      await deps.accounts.account(user, accountId);
      await deps.accounts.requireAdmin(user, accountId);
      if (!isFlag(flag))
        throw new AppError(400, 'VALIDATION', 'flags.errors.unknownFlag', {
          flag: 'flags.errors.unknownFlag',
        });
      if (enabled === null) await deps.repository.clearOverride(accountId, flag);
      else await deps.repository.setOverride(accountId, flag, enabled, user.email);
      await deps.audit.record('flags.override', user.email, { accountId, flag, enabled });
      const overrides = await overridesOf(accountId);
      return { flags: { ...DEFAULT_FEATURE_FLAGS, ...overrides }, overrides };
    },
  };
}

export type FlagsService = ReturnType<typeof createFlagsService>;
