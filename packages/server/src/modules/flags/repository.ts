import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

export function createFlagsRepository(db: Kysely<MetaDatabase>) {
  return {
    overrides: (accountId: string) =>
      db
        .selectFrom('account_flags')
        .select(['flag', 'enabled'])
        .where('account_id', '=', accountId)
        .execute(),
    setOverride: (accountId: string, flag: string, enabled: boolean, by: string) =>
      db
        .insertInto('account_flags')
        .values({ account_id: accountId, flag, enabled, updated_at: new Date(), updated_by: by })
        .onConflict((oc) =>
          oc.columns(['account_id', 'flag']).doUpdateSet({ enabled, updated_at: new Date(), updated_by: by }),
        )
        .execute(),
    clearOverride: (accountId: string, flag: string) =>
      db.deleteFrom('account_flags').where('account_id', '=', accountId).where('flag', '=', flag).execute(),
  };
}

export type FlagsRepository = ReturnType<typeof createFlagsRepository>;
