import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

export function createIngestRepository(db: Kysely<MetaDatabase>) {
  return {
    /** The universe when the hash is its integration token's; undefined for an unknown universe or token alike. */
    findUniverseByTokenHash: (universeId: string, tokenHash: string) =>
      db
        .selectFrom('universes')
        .select(['id', 'account_id as accountId'])
        .where('id', '=', universeId)
        .where('integration_token_hash', '=', tokenHash)
        .executeTakeFirst(),
  };
}

export type IngestRepository = ReturnType<typeof createIngestRepository>;
