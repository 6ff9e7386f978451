import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { type AppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { randomToken } from '../modules/auth/tokens.ts';
import { createDashboardsRepository } from '../modules/dashboards/repository.ts';
import { createFlagsRepository } from '../modules/flags/repository.ts';
import { dropClickHouseDatabase } from '../stores/analytics/clickhouse/clickhouse-engine.ts';
import { createSettings } from '../stores/meta/settings.ts';
import { openStores } from '../stores/open-stores.ts';
import { createTestDatabase, type TestStore } from './test-database.ts';
import { freshClickHouseUrl, openChdbEngine, type TestEngineName } from './test-engines.ts';

/**
 * A real server (real DuckDB in a fresh temp dir, or with `analytics: 'clickhouse'` a fresh database on the
 * TEST_CLICKHOUSE_URL servers, or with 'chdb' a current ClickHouse release in-process; metadata in PGlite there, or with `store: 'postgres'` in a fresh database of
 * the TEST_DATABASE_URL server), seeded with the demo as of `now`. It serves no web app unless
 * `options.webDist` names a build; `env` adds configuration variables.
 */
export async function createTestApp(
  now = Date.now(),
  {
    store = 'pglite',
    analytics = 'duckdb',
    env = {},
    ...options
  }: AppOptions & { store?: TestStore; analytics?: TestEngineName; env?: Record<string, string> } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-test-'));
  const database = store === 'postgres' ? await createTestDatabase() : null;
  const config = loadConfig({
    MIRANTE_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(database ? { DATABASE_URL: database.url, MIRANTE_SECRET: randomToken(48) } : {}),
    ...(analytics === 'clickhouse' ? { ANALYTICS_URL: freshClickHouseUrl() } : {}),
    ...env,
  });
  const stores = await openStores(config, analytics === 'chdb' ? openChdbEngine : undefined);
  const db = stores.meta.db;
  await seedDemo({
    accounts: createAccountsRepository(db),
    dashboards: createDashboardsRepository(db),
    flags: createFlagsRepository(db),
    settings: createSettings(db),
    analytics: stores.analytics,
    secret: stores.secret,
    log: pino({ level: 'silent' }),
    now,
  });
  const app = await buildApp(config, stores, { webDist: path.join(dataDir, 'no-web'), ...options });
  return {
    app,
    stores,
    async close() {
      await app.close();
      await database?.drop();
      if (config.analytics.engine === 'clickhouse') await dropClickHouseDatabase(config.analytics.target);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
