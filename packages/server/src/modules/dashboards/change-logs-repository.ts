import { ChangeLog, type ChangeLogInput } from '@mirante/core';
import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

export function createChangeLogsRepository(db: Kysely<MetaDatabase>) {
  return {
    /** Change logs above a control number, in control order. */
    async listAfter(control: number): Promise<ChangeLog[]> {
      const rows = await db
        .selectFrom('change_logs')
        .select('doc')
        .where('control', '>', control)
        .orderBy('control')
        .execute();
      return rows.map((row) => ChangeLog.parse(row.doc));
    },

    async insert(input: ChangeLogInput): Promise<ChangeLog> {
      const log = ChangeLog.parse(input);
      await db
        .insertInto('change_logs')
        .values({ control: log.control, doc: JSON.stringify(log) })
        .execute();
      return log;
    },
  };
}

export type ChangeLogsRepository = ReturnType<typeof createChangeLogsRepository>;
