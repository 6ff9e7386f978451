import type { Kysely } from 'kysely';

/**
 * A universe's analytics settings (issue 27): the CPM per channel of the advertising value and the collected
 * share per channel of the projection, as the editors set them (core AnalyticsSettingsInput; the channels left
 * out keep the documented defaults). One row per universe, none while it keeps every default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('universe_analytics_settings')
    .addColumn('universe_id', 'text', (c) => c.primaryKey().references('universes.id').onDelete('cascade'))
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('universe_analytics_settings').execute();
}
