import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

export function createUniversesRepository(db: Kysely<MetaDatabase>) {
  return {
    find: (universeId: string) =>
      db.selectFrom('universes').selectAll().where('id', '=', universeId).executeTakeFirst(),
    listTenants: (universeId: string) =>
      db
        .selectFrom('tenants')
        .select(['id', 'name'])
        .where('universe_id', '=', universeId)
        .orderBy('name')
        .execute(),
    insertTenant: (universeId: string, id: string, name: string) =>
      db.insertInto('tenants').values({ universe_id: universeId, id, name }).execute(),
    /** Replaces the stored hash: the previous token stops working with this statement. */
    setIntegrationTokenHash: async (universeId: string, tokenHash: string, at: Date) =>
      (
        await db
          .updateTable('universes')
          .set({ integration_token_hash: tokenHash, integration_token_rotated_at: at })
          .where('id', '=', universeId)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,
  };
}

export type UniversesRepository = ReturnType<typeof createUniversesRepository>;
