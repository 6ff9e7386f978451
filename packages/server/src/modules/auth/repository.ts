import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';
import { createAuditLog } from './audit-log.ts';

export function createAuthRepository(db: Kysely<MetaDatabase>) {
  return {
    findUserByEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),

    findUserById: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    insertSession: (row: {
      idHash: string;
      secondHash: string;
      userId: string;
      now: Date;
      expiresAt: Date;
    }) =>
      db
        .insertInto('sessions')
        .values({
          id_hash: row.idHash,
          second_hash: row.secondHash,
          user_id: row.userId,
          created_at: row.now,
          last_seen_at: row.now,
          expires_at: row.expiresAt,
        })
        .execute(),

    findSession: (idHash: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id_hash',
          'sessions.second_hash',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'users.id as user_id',
          'users.name',
          'users.email',
          'users.is_admin',
          'users.disabled',
          'users.account_id',
        ])
        .where('sessions.id_hash', '=', idHash)
        .executeTakeFirst(),

    touchSession: (idHash: string, now: Date) =>
      db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute(),

    deleteSession: (idHash: string) => db.deleteFrom('sessions').where('id_hash', '=', idHash).execute(),

    deleteSessionsOfUser: (userId: string) =>
      db.deleteFrom('sessions').where('user_id', '=', userId).execute(),

    setPasswordHash: (userId: string, passwordHash: string) =>
      db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute(),

    setDisabled: (userId: string, disabled: boolean) =>
      db.updateTable('users').set({ disabled }).where('id', '=', userId).execute(),

    audit: createAuditLog(db).record,
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
