import type { Kysely } from 'kysely';

/**
 * Annotations of posts (issue 28, docs/annotations.md): what a signed-in editor wrote about a post of the
 * universe, from a post card of one of its dashboards. The analyst is kept by id and by the name they had when
 * writing (the report shows that name). The dashboard is only where it was written: removing the dashboard
 * keeps the universe's annotations. Read by universe, newest first, within a period: (universe_id, created_at).
 * Kept here rather than in the analytics store's `annotations` table: they are written one at a time by
 * signed-in users (never by the ingest), and their analytics table has no post column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('annotations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('universe_id', 'text', (c) => c.notNull().references('universes.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'text', (c) => c.notNull())
    .addColumn('card_uid', 'text')
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('annotations_universe_created_idx')
    .on('annotations')
    .columns(['universe_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('annotations').execute();
}
