import type { Insertable, Kysely } from 'kysely';
import type { AccountsTable, MetaDatabase, NewUser, UniversesTable } from '../../stores/meta/schema.ts';

export function createAccountsRepository(db: Kysely<MetaDatabase>) {
  const universesOfUser = (userId: string) =>
    db
      .selectFrom('universe_members')
      .innerJoin('universes', 'universes.id', 'universe_members.universe_id')
      .innerJoin('accounts', 'accounts.id', 'universes.account_id')
      .select([
        'universes.id as universeId',
        'universes.name',
        'universes.kind',
        'universes.is_staging as isStaging',
        'accounts.id as accountId',
        'accounts.name as accountName',
      ])
      .where('universe_members.user_id', '=', userId);

  return {
    listUniverses: (userId: string) => universesOfUser(userId).orderBy('universes.created_at').execute(),
    findUniverse: (userId: string, universeId: string) =>
      universesOfUser(userId).where('universes.id', '=', universeId).executeTakeFirst(),
    countAccounts: async () =>
      Number(
        (
          await db
            .selectFrom('accounts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    insertAccount: (row: Insertable<AccountsTable>) => db.insertInto('accounts').values(row).execute(),
    insertUniverse: (row: Insertable<UniversesTable>) => db.insertInto('universes').values(row).execute(),
    insertUser: (row: NewUser) =>
      db
        .insertInto('users')
        .values({ ...row, email: row.email.toLowerCase() })
        .execute(),
    addMember: (universeId: string, userId: string) =>
      db.insertInto('universe_members').values({ universe_id: universeId, user_id: userId }).execute(),
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
