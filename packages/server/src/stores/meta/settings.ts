import type { Kysely } from 'kysely';
import type { MetaDatabase } from './schema.ts';

/** Small server-wide key/value facts (e.g. the day the demo data is anchored to). */
export function createSettings(db: Kysely<MetaDatabase>) {
  return {
    async get(key: string): Promise<string | null> {
      const row = await db
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value ?? null;
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insertInto('app_settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}
