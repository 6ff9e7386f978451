import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createDashboardsRepository } from '../modules/dashboards/repository.ts';
import { createSettings } from '../stores/meta/settings.ts';
import { openStores } from '../stores/open-stores.ts';

/** A real server (real PGlite and DuckDB in a fresh temp dir), seeded with the demo as of `now`. */
export async function createTestApp(now = Date.now()) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-test-'));
  const config = loadConfig({ MIRANTE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const stores = await openStores(config);
  const db = stores.meta.db;
  await seedDemo({
    accounts: createAccountsRepository(db),
    dashboards: createDashboardsRepository(db),
    settings: createSettings(db),
    analytics: stores.analytics,
    secret: stores.secret,
    log: pino({ level: 'silent' }),
    now,
  });
  const app = await buildApp(config, stores, { webDist: path.join(dataDir, 'no-web') });
  return {
    app,
    stores,
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
