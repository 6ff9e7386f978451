import type { AnalyticsTarget, Config } from '../config.ts';
import { resolveSecret } from '../secret.ts';
import { openClickHouseEngine } from './analytics/clickhouse/clickhouse-engine.ts';
import { openDuckDbEngine } from './analytics/duckdb/duckdb-engine.ts';
import type { AnalyticsEngine } from './analytics/engine.ts';
import { type MetaStore, openMetaStore } from './meta/meta-store.ts';

export interface Stores {
  meta: MetaStore;
  analytics: AnalyticsEngine;
  secret: string;
}

/** Opens (creating and migrating when new) the analytics store a target names. */
export const openAnalytics = (target: AnalyticsTarget): Promise<AnalyticsEngine> =>
  target.engine === 'duckdb' ? openDuckDbEngine(target.path) : openClickHouseEngine(target.target);

/**
 * Opens (creating and migrating when new) the metadata and analytics stores named by the config; `openEngine`
 * opens the analytics (a test gives a current ClickHouse release in-process).
 */
export async function openStores(
  config: Config,
  openEngine: (target: AnalyticsTarget) => Promise<AnalyticsEngine> = openAnalytics,
): Promise<Stores> {
  const secret = await resolveSecret(config.secret, config.dataDir);
  const meta = await openMetaStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return { meta, analytics: await openEngine(config.analytics), secret };
  } catch (error) {
    await meta.close();
    throw error;
  }
}

export async function closeStores(stores: Stores): Promise<void> {
  await Promise.allSettled([stores.meta.close(), stores.analytics.close()]);
}
