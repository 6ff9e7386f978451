import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Stores } from '../../stores/open-stores.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { accountsRoutes } from '../accounts/routes.ts';
import { type AccountsOptions, createAccountsService } from '../accounts/service.ts';
import { createFlagsRepository } from '../flags/repository.ts';
import { flagsRoutes } from '../flags/routes.ts';
import { createFlagsService } from '../flags/service.ts';
import { createStudioRepository } from '../studio/repository.ts';
import { studioRoutes } from '../studio/routes.ts';
import { createStudioService } from '../studio/service.ts';
import { createUniversesRepository } from '../universes/repository.ts';
import { universesRoutes } from '../universes/routes.ts';
import { createUniversesService } from '../universes/service.ts';
import { createAuditLog } from './audit-log.ts';
import { createAuthRepository } from './repository.ts';
import { authRoutes } from './routes.ts';
import { type AuthOptions, createAuthService } from './service.ts';

export interface IdentityOptions {
  auth?: AuthOptions;
  accounts?: AccountsOptions;
}

/** Who is asking and what they may see: sessions, accounts, universes, studio calls and feature flags. */
export function createIdentity(
  stores: Pick<Stores, 'meta' | 'analytics' | 'secret'>,
  options: IdentityOptions = {},
) {
  const db = stores.meta.db;
  const audit = createAuditLog(db);
  const auth = createAuthService(createAuthRepository(db), stores.secret, options.auth);
  const accounts = createAccountsService(createAccountsRepository(db), auth, options.accounts);
  const universes = createUniversesService(createUniversesRepository(db), audit, stores.secret);
  const studio = createStudioService({
    repository: createStudioRepository(stores.analytics),
    accounts,
    universes,
  });
  const flags = createFlagsService({ repository: createFlagsRepository(db), accounts, audit });
  return { audit, auth, accounts, universes, studio, flags };
}

export type Identity = ReturnType<typeof createIdentity>;

export function identityRoutes(identity: Identity): FastifyPluginAsyncZod {
  const { auth, accounts } = identity;
  return async (app) => {
    await app.register(authRoutes(auth));
    await app.register(accountsRoutes(auth, accounts));
    await app.register(universesRoutes(auth, accounts, identity.universes));
    await app.register(studioRoutes(auth, identity.studio));
    await app.register(flagsRoutes(auth, identity.flags));
  };
}
