import { type Kysely, sql } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

export function createPublishingRepository(db: Kysely<MetaDatabase>) {
  return {
    async accountOf(universeId: string): Promise<string | null> {
      const row = await db
        .selectFrom('universes')
        .select('account_id')
        .where('id', '=', universeId)
        .executeTakeFirst();
      return row?.account_id ?? null;
    },

    async accessCode(dashboardId: string): Promise<string | null> {
      const row = await db
        .selectFrom('dashboard_access_codes')
        .select('code')
        .where('dashboard_id', '=', dashboardId)
        .executeTakeFirst();
      return row?.code ?? null;
    },

    async setAccessCode(dashboardId: string, universeId: string, code: string): Promise<void> {
      await db
        .insertInto('dashboard_access_codes')
        .values({ dashboard_id: dashboardId, universe_id: universeId, code })
        .onConflict((oc) => oc.column('dashboard_id').doUpdateSet({ code }))
        .execute();
    },

    async dashboardOfCode(universeId: string, code: string): Promise<string | null> {
      const row = await db
        .selectFrom('dashboard_access_codes')
        .select('dashboard_id')
        .where('universe_id', '=', universeId)
        .where('code', '=', code)
        .executeTakeFirst();
      return row?.dashboard_id ?? null;
    },

    /** Unpublishing forgets the code and ends every guest session of the dashboard. */
    async revokeAll(dashboardId: string): Promise<void> {
      await db.deleteFrom('dashboard_access_codes').where('dashboard_id', '=', dashboardId).execute();
      await db.deleteFrom('guest_sessions').where('dashboard_id', '=', dashboardId).execute();
    },

    insertGuestSession: (row: {
      idHash: string;
      dashboardId: string;
      email: string;
      credentialHash: string;
      expiresAt: Date;
    }) =>
      db
        .insertInto('guest_sessions')
        .values({
          id_hash: row.idHash,
          dashboard_id: row.dashboardId,
          email: row.email,
          credential_hash: row.credentialHash,
          expires_at: row.expiresAt,
        })
        .execute(),

    findGuestSession: (idHash: string) =>
      db.selectFrom('guest_sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst(),

    /** Ended guest sessions nobody came back with; removed as new ones open. */
    deleteExpiredGuestSessions: (now: Date) =>
      db.deleteFrom('guest_sessions').where('expires_at', '<=', now).execute(),

    deleteGuestSession: (idHash: string) =>
      db.deleteFrom('guest_sessions').where('id_hash', '=', idHash).execute(),

    addPublicUser: (universeId: string, dashboardId: string, email: string) =>
      db
        .insertInto('public_users')
        .values({ universe_id: universeId, dashboard_id: dashboardId, email })
        .execute(),

    listPublicUsers: (universeId: string) =>
      db
        .selectFrom('public_users')
        .select(['email', 'dashboard_id', 'created_at'])
        .where('universe_id', '=', universeId)
        .orderBy('id')
        .execute(),

    /** Failed guest entries from one address since a moment (read from the audit log). */
    async countFailures(ip: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('action', '=', 'guest.failure')
        .where('at', '>', since)
        .where(sql<string>`detail->>'ip'`, '=', ip)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type PublishingRepository = ReturnType<typeof createPublishingRepository>;
