import type { Stores } from '../../stores/open-stores.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { type AccountsOptions, createAccountsService } from '../accounts/service.ts';
import { createFlagsRepository } from '../flags/repository.ts';
import { createFlagsService } from '../flags/service.ts';
import { createStudioRepository } from '../studio/repository.ts';
import { createStudioService } from '../studio/service.ts';
import { createUniversesRepository } from '../universes/repository.ts';
import { createUniversesService } from '../universes/service.ts';
import { createAuditLog } from './audit-log.ts';
import {
  type IdentityChange,
  type IdentityNotifier,
  localIdentityNotifier,
  openPostgresIdentityNotifier,
} from './identity-notifier.ts';
import { createAuthRepository } from './repository.ts';
import { type AuthOptions, createAuthService } from './service.ts';

export interface IdentityOptions {
  auth?: AuthOptions;
  accounts?: AccountsOptions;
}

/**
 * Who is asking and what they may see: sessions, accounts, universes, studio calls and feature flags (app.ts
 * registers their routes).
 */
export function createIdentity(
  stores: Pick<Stores, 'meta' | 'analytics' | 'secret'>,
  options: IdentityOptions = {},
) {
  const db = stores.meta.db;
  const audit = createAuditLog(db);
  let notifier: IdentityNotifier = localIdentityNotifier();
  const publish = (change: IdentityChange) => notifier.publish(change);
  const auth = createAuthService(createAuthRepository(db), stores.secret, { ...options.auth, publish });
  const accounts = createAccountsService(createAccountsRepository(db), auth, {
    ...options.accounts,
    publish,
  });
  const universes = createUniversesService(createUniversesRepository(db), audit, stores.secret);
  const studioRepository = createStudioRepository(stores.analytics);
  const studio = createStudioService({ repository: studioRepository, accounts, universes });
  const flags = createFlagsService({ repository: createFlagsRepository(db), accounts, audit });
  return {
    audit,
    auth,
    accounts,
    universes,
    studio,
    /** The pages a universe holds, with their names, for the services that name pages (no access check). */
    pagesOf: studioRepository.pages,
    flags,
    /** On PostgreSQL, starts hearing what other instances revoke, so their changes apply here at once. */
    async listen(onError: (error: unknown) => void) {
      if (!stores.meta.url) return;
      notifier = await openPostgresIdentityNotifier({ url: stores.meta.url, db, onError });
      notifier.subscribe((change) => {
        auth.forget(change);
        accounts.forget(change);
      });
    },
    close: () => notifier.close(),
  };
}

export type Identity = ReturnType<typeof createIdentity>;
