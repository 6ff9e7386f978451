import type { Config } from '../config.ts';
import { resolveSecret } from '../secret.ts';
import { openDuckDbEngine } from './analytics/duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from './analytics/engine.ts';
import { type MetaStore, openMetaStore } from './meta/meta-store.ts';

export interface Stores {
  meta: MetaStore;
  analytics: AnalyticsEngine;
  secret: string;
}

/** Opens (creating and migrating when new) the metadata and analytics stores named by the config. */
export async function openStores(config: Config): Promise<Stores> {
  const secret = await resolveSecret(config.secret, config.dataDir);
  const meta = await openMetaStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return { meta, analytics: await openDuckDbEngine(config.analyticsPath), secret };
  } catch (error) {
    await meta.close();
    throw error;
  }
}

export async function closeStores(stores: Stores): Promise<void> {
  await Promise.allSettled([stores.meta.close(), stores.analytics.close()]);
}
