// Relative until core's index exports the proprietary contract (issue 27 integration).
import type { AnalyticsSettingsInput } from '@mirante/core';
import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

export interface StoredAnalyticsSettings {
  settings: AnalyticsSettingsInput;
  updatedAt: Date;
  updatedBy: string;
}

/** A universe's analytics settings as its editors set them (one row per universe, none for the defaults). */
export function createAnalyticsSettingsRepository(db: Kysely<MetaDatabase>) {
  return {
    async find(universeId: string): Promise<StoredAnalyticsSettings | null> {
      const row = await db
        .selectFrom('universe_analytics_settings')
        .select(['settings', 'updated_at', 'updated_by'])
        .where('universe_id', '=', universeId)
        .executeTakeFirst();
      return row ? { settings: row.settings, updatedAt: row.updated_at, updatedBy: row.updated_by } : null;
    },

    /** Replaces what the universe set, in one statement. */
    async save(universeId: string, settings: AnalyticsSettingsInput, actor: string, at: Date): Promise<void> {
      const value = JSON.stringify(settings);
      await db
        .insertInto('universe_analytics_settings')
        .values({ universe_id: universeId, settings: value, updated_at: at, updated_by: actor })
        .onConflict((oc) =>
          oc.column('universe_id').doUpdateSet({ settings: value, updated_at: at, updated_by: actor }),
        )
        .execute();
    },
  };
}

export type AnalyticsSettingsRepository = ReturnType<typeof createAnalyticsSettingsRepository>;
