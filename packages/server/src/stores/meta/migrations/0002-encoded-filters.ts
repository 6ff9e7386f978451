import { type Kysely, sql } from 'kysely';

/** Filters encoded by POST /war-room/encode-filter: a stable id per (account, staging, normalised filter). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('encoded_filters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('is_staging', 'boolean', (c) => c.notNull())
    .addColumn('filter', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('encoded_filters').execute();
}
