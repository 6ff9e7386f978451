import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

/** The append-only audit log: who did what, when (login, logout, password, disable, token, flags). */
export function createAuditLog(db: Kysely<MetaDatabase>) {
  return {
    async record(action: string, actor: string, detail: Record<string, unknown>): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({ action, actor, detail: JSON.stringify(detail) })
        .execute();
    },
    /** The newest entries first, optionally of one action. */
    list: (options: { action?: string; limit?: number } = {}) => {
      let query = db.selectFrom('audit_log').selectAll();
      if (options.action) query = query.where('action', '=', options.action);
      return query
        .orderBy('id', 'desc')
        .limit(options.limit ?? 100)
        .execute();
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
