import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';
import type { BlobStore } from './blob-store.ts';

/** Server mode: the bytes in a PostgreSQL table, so every instance behind the load balancer sees them. */
export function createPostgresBlobStore(db: Kysely<MetaDatabase>): BlobStore {
  return {
    async put(id, bytes) {
      await db
        .insertInto('stored_image_bytes')
        .values({ id, bytes })
        .onConflict((oc) => oc.column('id').doUpdateSet({ bytes }))
        .execute();
    },
    async get(id) {
      const row = await db
        .selectFrom('stored_image_bytes')
        .select('bytes')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? Buffer.from(row.bytes) : null;
    },
    async delete(id) {
      await db.deleteFrom('stored_image_bytes').where('id', '=', id).execute();
    },
  };
}
