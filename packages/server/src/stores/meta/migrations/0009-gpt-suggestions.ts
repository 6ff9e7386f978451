import type { Kysely } from 'kysely';

/**
 * The AI reply suggestions (issue 28, docs/ai-replies.md): per post of a universe, the reply the chat model
 * suggested (written once, so a card read again asks the model only for posts it has not seen) and what the
 * users did with it: replied (with the text sent) or dismissed. posted_at is the post's own time, so the posts
 * handled in a period are counted without the analytics store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gpt_suggestions')
    .addColumn('universe_id', 'text', (c) => c.notNull().references('universes.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'bigint', (c) => c.notNull())
    .addColumn('suggestion', 'text')
    .addColumn('model', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('gpt_suggestions_pk', ['universe_id', 'post_id'])
    .execute();
  await db.schema
    .createIndex('gpt_suggestions_handled_idx')
    .on('gpt_suggestions')
    .columns(['universe_id', 'state', 'posted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gpt_suggestions').execute();
}
