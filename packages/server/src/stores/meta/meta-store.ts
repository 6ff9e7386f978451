import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, type Migration, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import * as initial from './migrations/0001-initial.ts';
import * as encodedFilters from './migrations/0002-encoded-filters.ts';
import * as identity from './migrations/0003-identity.ts';
import * as dashboardsPublishing from './migrations/0004-dashboards-publishing.ts';
import * as storage from './migrations/0005-storage.ts';
import * as universeAnalyticsSettings from './migrations/0006-universe-analytics-settings.ts';
import * as importJobs from './migrations/0007-import-jobs.ts';
import * as annotations from './migrations/0008-annotations.ts';
import * as gptSuggestions from './migrations/0009-gpt-suggestions.ts';
import type { MetaDatabase } from './schema.ts';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-encoded-filters': encodedFilters,
  '0003-identity': identity,
  '0004-dashboards-publishing': dashboardsPublishing,
  '0005-storage': storage,
  '0006-universe-analytics-settings': universeAnalyticsSettings,
  '0007-import-jobs': importJobs,
  '0008-annotations': annotations,
  '0009-gpt-suggestions': gptSuggestions,
};

export interface MetaStore {
  db: Kysely<MetaDatabase>;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (for LISTEN connections); null on embedded PGlite. */
  url: string | null;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the metadata store: PostgreSQL when a URL is given, else PGlite in the data dir. Both go through
 * node-postgres (PGlite ships a pg-compatible connection), so one Kysely dialect and one set of
 * migrations serve both.
 */
export async function openMetaStore(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<MetaStore> {
  let pool: pg.Pool;
  let lite: PGlite | null = null;
  if (options.databaseUrl) {
    pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
  } else {
    const dir = path.join(options.dataDir, 'meta');
    await fs.mkdir(dir, { recursive: true });
    lite = await PGlite.create(dir);
    pool = new pg.Pool(createPgConfig(lite));
  }
  // The server may cut an idle pooled connection (restart, admin, idle timeout): the pool drops it and the
  // next query opens another. Unheard, the pool's 'error' event would end the process.
  pool.on('error', () => {});
  const db = new Kysely<MetaDatabase>({ dialect: new PostgresDialect({ pool }) });
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  }).migrateToLatest();
  if (error) {
    await db.destroy();
    await lite?.close();
    throw error;
  }
  return {
    db,
    driver: lite ? 'pglite' : 'postgres',
    url: options.databaseUrl,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await db.destroy();
      await lite?.close();
    },
  };
}
