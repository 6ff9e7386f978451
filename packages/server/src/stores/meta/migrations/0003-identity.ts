import { type Kysely, sql } from 'kysely';

/**
 * Identity beyond users and sessions: user groups (companies), admin roles per account, a universe's
 * tenants, the time of the last integration-token rotation, and per-account feature-flag overrides.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_groups_account_name_uq', ['account_id', 'name'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('group_id', 'text', (c) => c.references('user_groups.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('admin_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_roles_pk', ['user_id', 'account_id', 'role'])
    .execute();
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('universe_id', 'text', (c) => c.notNull().references('universes.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenants_pk', ['universe_id', 'id'])
    .execute();
  await db.schema.alterTable('universes').addColumn('integration_token_rotated_at', 'timestamptz').execute();
  await db.schema
    .createTable('account_flags')
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_flags_pk', ['account_id', 'flag'])
    .execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_action_idx').execute();
  await db.schema.dropTable('account_flags').execute();
  await db.schema.alterTable('universes').dropColumn('integration_token_rotated_at').execute();
  await db.schema.dropTable('tenants').execute();
  await db.schema.dropTable('admin_roles').execute();
  await db.schema.alterTable('users').dropColumn('group_id').execute();
  await db.schema.dropTable('user_groups').execute();
}
