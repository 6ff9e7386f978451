import { type Insertable, type Kysely, sql } from 'kysely';
import type {
  AccountsTable,
  MetaDatabase,
  NewUser,
  UniversesTable,
  UserGroupsTable,
} from '../../stores/meta/schema.ts';

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
    findAccount: (id: string) =>
      db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst(),
    findUser: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findUserByEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),
    /** The universe of an account whose API token this is (the panels-service passkey). */
    findUniverseByApiToken: (accountId: string, universeId: string, apiToken: string) =>
      db
        .selectFrom('universes')
        .select('id')
        .where('id', '=', universeId)
        .where('account_id', '=', accountId)
        .where('api_token', '=', apiToken)
        .executeTakeFirst(),
    rolesOf: async (userId: string, accountId: string) =>
      (
        await db
          .selectFrom('admin_roles')
          .select('role')
          .where('user_id', '=', userId)
          .where('account_id', '=', accountId)
          .orderBy('role')
          .execute()
      ).map((row) => row.role),
    findGroupByName: (accountId: string, name: string) =>
      db
        .selectFrom('user_groups')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('name', '=', name)
        .executeTakeFirst(),
    findGroupOfUser: (userId: string) =>
      db
        .selectFrom('users')
        .innerJoin('user_groups', 'user_groups.id', 'users.group_id')
        .selectAll('user_groups')
        .where('users.id', '=', userId)
        .executeTakeFirst(),
    /** The universe's dashboards as panels: id and title. */
    listPanels: (universeId: string) =>
      db
        .selectFrom('dashboards')
        .select(['id', sql<string>`doc->>'title'`.as('name')])
        .where('universe_id', '=', universeId)
        .orderBy('id')
        .execute(),

    insertAccount: (row: Insertable<AccountsTable>) => db.insertInto('accounts').values(row).execute(),
    insertUniverse: (row: Insertable<UniversesTable>) => db.insertInto('universes').values(row).execute(),
    insertUser: (row: NewUser) =>
      db
        .insertInto('users')
        .values({ ...row, email: row.email.toLowerCase() })
        .execute(),
    insertGroup: (row: Insertable<UserGroupsTable>) => db.insertInto('user_groups').values(row).execute(),
    insertRole: (userId: string, accountId: string, role: string) =>
      db
        .insertInto('admin_roles')
        .values({ user_id: userId, account_id: accountId, role })
        .onConflict((oc) => oc.doNothing())
        .execute(),
    addMember: (universeId: string, userId: string) =>
      db
        .insertInto('universe_members')
        .values({ universe_id: universeId, user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .execute(),
    /**
     * Appends a user to a dashboard's users list (and userEmails) and bumps its version, unless the e-mail
     * is there already. Answers whether the dashboard exists and whether the user was added.
     */
    addDashboardUser: async (
      universeId: string,
      dashboardId: string,
      user: { email: string; admin: boolean },
      by: string,
    ): Promise<'added' | 'present' | 'missing'> => {
      const email = user.email.toLowerCase();
      const updated = await db
        .updateTable('dashboards')
        .set({
          doc: sql`jsonb_set(jsonb_set(doc, '{users}', coalesce(doc->'users', '[]'::jsonb)
                     || jsonb_build_array(jsonb_build_object('email', ${email}::text, 'admin', ${user.admin}::boolean))),
                   '{userEmails}', coalesce(doc->'userEmails', '[]'::jsonb) || jsonb_build_array(${email}::text))`,
          version: sql`version + 1`,
          updated_at: new Date(),
          updated_by: by,
        })
        .where('universe_id', '=', universeId)
        .where('id', '=', dashboardId)
        .where(
          sql<boolean>`NOT coalesce(doc->'userEmails', '[]'::jsonb) @> jsonb_build_array(${email}::text)`,
        )
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) return 'added';
      const exists = await db
        .selectFrom('dashboards')
        .select('id')
        .where('universe_id', '=', universeId)
        .where('id', '=', dashboardId)
        .executeTakeFirst();
      return exists ? 'present' : 'missing';
    },
    removeMember: (universeId: string, userId: string) =>
      db
        .deleteFrom('universe_members')
        .where('universe_id', '=', universeId)
        .where('user_id', '=', userId)
        .execute(),
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
