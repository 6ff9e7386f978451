import { type Kysely, sql } from 'kysely';

/**
 * Dashboards and publishing: change logs, per-user onboarding documents, the universe's custom-cards
 * document, access codes of published dashboards, guest sessions and the public users they record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_logs')
    .addColumn('control', 'integer', (c) => c.primaryKey())
    .addColumn('doc', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('dashboard_onboarding')
    .addColumn('dashboard_id', 'text', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('doc', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_onboarding_pk', ['dashboard_id', 'email'])
    .execute();
  await db.schema
    .createTable('custom_cards')
    .addColumn('universe_id', 'text', (c) => c.primaryKey().references('universes.id').onDelete('cascade'))
    .addColumn('components', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('dashboard_access_codes')
    .addColumn('dashboard_id', 'text', (c) => c.primaryKey().references('dashboards.id').onDelete('cascade'))
    .addColumn('universe_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('dashboard_access_codes_code_idx')
    .on('dashboard_access_codes')
    .columns(['universe_id', 'code'])
    .execute();
  await db.schema
    .createTable('guest_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('dashboard_id', 'text', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('credential_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('public_users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('universe_id', 'text', (c) => c.notNull().references('universes.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Counting recent failed access-code attempts per address reads the audit log by action and time.
  await db.schema.createIndex('audit_log_action_at_idx').on('audit_log').columns(['action', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_action_at_idx').execute();
  for (const table of [
    'public_users',
    'guest_sessions',
    'dashboard_access_codes',
    'custom_cards',
    'dashboard_onboarding',
    'change_logs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
