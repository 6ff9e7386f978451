import { pino } from 'pino';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { hashToken, randomToken } from '../modules/auth/tokens.ts';
import { newDashboard } from '../modules/dashboards/new-dashboard.ts';
import { createDashboardsRepository } from '../modules/dashboards/repository.ts';
import { createFlagsRepository } from '../modules/flags/repository.ts';
import { createSettings } from '../stores/meta/settings.ts';
import type { Stores } from '../stores/open-stores.ts';
import { DEMO, seedDemo } from './seed-demo.ts';

export async function hasDemoAccount(stores: Stores): Promise<boolean> {
  return (
    (await createAccountsRepository(stores.meta.db).findUniverse(DEMO.userId, DEMO.brandUniverseId)) !==
    undefined
  );
}

/**
 * A universe of the demo account the demo user can open, created (with an overview dashboard and a fresh
 * ingest token, returned once) when missing. With `seedDemo` the demo account is first seeded (or moved
 * forward) as the server does at start.
 */
export async function ensureDemoUniverse(
  stores: Stores,
  universeId: string,
  options: { seedDemo: boolean; name?: string; integrationToken?: string },
): Promise<{ created: boolean; token: string | null }> {
  const db = stores.meta.db;
  const accounts = createAccountsRepository(db);
  if (options.seedDemo) {
    await seedDemo({
      accounts,
      dashboards: createDashboardsRepository(db),
      flags: createFlagsRepository(db),
      settings: createSettings(db),
      analytics: stores.analytics,
      secret: stores.secret,
      log: pino({ level: 'silent' }),
    });
  }
  if (!(await hasDemoAccount(stores))) {
    throw new Error(
      'this data dir has no demo account: it is created on an empty store when MIRANTE_SEED_DEMO is true',
    );
  }
  if (await accounts.findUniverse(DEMO.userId, universeId)) return { created: false, token: null };
  const token = options.integrationToken ?? randomToken();
  try {
    await accounts.insertUniverse({
      id: universeId,
      account_id: DEMO.accountId,
      name: options.name ?? `Demo — ${universeId}`,
      kind: 'brand',
      is_staging: false,
      api_token: randomToken(),
      integration_token_hash: hashToken(token, stores.secret),
    });
  } catch {
    throw new Error(`universe ${universeId} already exists outside the demo account; choose another id`);
  }
  await accounts.addMember(universeId, DEMO.userId);
  await createDashboardsRepository(db).insert(
    newDashboard({
      id: `${universeId}-visao-geral`,
      universeId,
      title: 'Visão geral',
      description: 'Dados gerados pelo comando demo.',
      cardIds: ['LSN_13'],
      ownerEmail: DEMO.email,
    }),
    DEMO.email,
  );
  return { created: true, token };
}
