import type { Replier, StudioPage, UniverseInfo } from '@mirante/core';
import type { AccountsService } from '../accounts/service.ts';
import type { Session } from '../auth/service.ts';
import type { UniversesService } from '../universes/service.ts';
import type { StudioRepository } from './repository.ts';

type User = Session['user'];

/** The studio service's account calls (spec §7): pages, universe and repliers, for members only. */
export function createStudioService(deps: {
  repository: StudioRepository;
  accounts: AccountsService;
  universes: UniversesService;
}) {
  return {
    async pages(user: User, accountId: string, universeId: string): Promise<StudioPage[]> {
      await deps.accounts.requireUniverse(user.id, universeId, accountId);
      return deps.repository.pages(universeId);
    },

    async universe(user: User, accountId: string, universeId: string): Promise<UniverseInfo> {
      await deps.accounts.requireUniverse(user.id, universeId, accountId);
      return deps.universes.info(universeId);
    },

    /** The repliers of the account's universes that the user is a member of. */
    async repliers(user: User, accountId: string): Promise<Replier[]> {
      await deps.accounts.account(user, accountId);
      const universes = (await deps.accounts.listUniverses(user.id)).filter((u) => u.accountId === accountId);
      return deps.repository.repliers(universes.map((u) => u.universeId));
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
