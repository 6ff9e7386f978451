import type { Filter } from '@mirante/core';
import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

export interface EncodedFilterRow {
  id: string;
  accountId: string;
  isStaging: boolean;
  filter: Filter;
}

export function createFiltersRepository(db: Kysely<MetaDatabase>) {
  return {
    /** Stores an encoded filter once; encoding the same filter again is a no-op. */
    async save(row: EncodedFilterRow): Promise<void> {
      await db
        .insertInto('encoded_filters')
        .values({
          id: row.id,
          account_id: row.accountId,
          is_staging: row.isStaging,
          filter: JSON.stringify(row.filter),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async find(id: string): Promise<EncodedFilterRow | null> {
      const row = await db
        .selectFrom('encoded_filters')
        .select(['id', 'account_id', 'is_staging', 'filter'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? { id: row.id, accountId: row.account_id, isStaging: row.is_staging, filter: row.filter }
        : null;
    },
  };
}

export type FiltersRepository = ReturnType<typeof createFiltersRepository>;
