import { type Kysely, sql } from 'kysely';

/**
 * Stored images (logos, image cards) of a dashboard. The row describes the object; its bytes live in
 * DATA_DIR/blobs when embedded and in stored_image_bytes in server mode. The bytes are written before the row
 * and removed after it, so a visible row always has its bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('universe_id', 'text', (c) => c.notNull().references('universes.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('stored_images_dashboard_idx')
    .on('stored_images')
    .columns(['universe_id', 'dashboard_id'])
    .execute();
  await db.schema
    .createTable('stored_image_bytes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_image_bytes').execute();
  await db.schema.dropTable('stored_images').execute();
}
