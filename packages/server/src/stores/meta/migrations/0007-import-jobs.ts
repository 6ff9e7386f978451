import { type Kysely, sql } from 'kysely';

/**
 * Import jobs (spec §4: 'Processando', then 'Processada com sucesso' or an error with its reason) and the posts
 * each job stored, for the import-history card (spec §3: pid, username, posted_at, post_url, processed_at).
 * A sheet with errors keeps its error sheet (the .xlsx listing the rows to fix) on the job, for its download
 * link. file_hash is the SHA-256 of a processed file: the same document sent again to the same importer of
 * the universe is a repeat (the partial unique index holds it under concurrent uploads too).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('universe_id', 'text', (c) => c.notNull().references('universes.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('file_hash', 'text')
    .addColumn('rows', 'integer')
    .addColumn('imported', 'integer')
    .addColumn('error_sheet', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('import_jobs_universe_idx')
    .on('import_jobs')
    .columns(['universe_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('import_jobs_processed_file_idx')
    .on('import_jobs')
    .columns(['universe_id', 'kind', 'file_hash'])
    .unique()
    .where(sql.ref('status'), '=', 'processed')
    .execute();
  await db.schema
    .createTable('import_job_posts')
    .addColumn('job_id', 'text', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('pid', 'text', (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('post_url', 'text')
    .addPrimaryKeyConstraint('import_job_posts_pk', ['job_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_job_posts').execute();
  await db.schema.dropTable('import_jobs').execute();
}
