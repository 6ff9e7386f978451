import type { UniverseSummary } from '@mirante/core';
import { notFound } from '../../http/app-error.ts';
import type { AccountsRepository } from './repository.ts';

export function createAccountsService(repository: AccountsRepository) {
  return {
    listUniverses: (userId: string): Promise<UniverseSummary[]> => repository.listUniverses(userId),

    /** The universe if the user may see it; otherwise 404, so other tenants' ids reveal nothing. */
    async requireUniverse(userId: string, universeId: string, accountId: string | null = null) {
      const universe = await repository.findUniverse(userId, universeId);
      if (!universe || (accountId !== null && universe.accountId !== accountId)) throw notFound();
      return universe;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
