import { type Dashboard, migrateCardConfigs } from '@mirante/core';
import type { Kysely, Selectable } from 'kysely';
import type { DashboardsTable, MetaDatabase } from '../../stores/meta/schema.ts';

/** Stored card configs of older versions are brought up to date as they are read. */
function toDashboard(row: Selectable<DashboardsTable>): Dashboard {
  const cards = migrateCardConfigs(row.doc.cards);
  if (!cards.ok) throw new Error(`Dashboard ${row.id} has unreadable cards: ${cards.error}`);
  return { ...row.doc, cards: cards.value, id: row.id, universeId: row.universe_id, version: row.version };
}

export function createDashboardsRepository(db: Kysely<MetaDatabase>) {
  return {
    async listByUniverse(universeId: string): Promise<Dashboard[]> {
      const rows = await db
        .selectFrom('dashboards')
        .selectAll()
        .where('universe_id', '=', universeId)
        .orderBy('updated_at', 'desc')
        .execute();
      return rows.map(toDashboard);
    },

    async find(universeId: string, id: string): Promise<Dashboard | null> {
      const row = await db
        .selectFrom('dashboards')
        .selectAll()
        .where('universe_id', '=', universeId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toDashboard(row) : null;
    },

    async insert(dashboard: Dashboard, by: string): Promise<void> {
      const { id, universeId, version, ...doc } = dashboard;
      await db
        .insertInto('dashboards')
        .values({
          id,
          universe_id: universeId,
          doc: JSON.stringify(doc),
          version,
          updated_at: new Date(),
          updated_by: by,
        })
        .execute();
    },
  };
}

export type DashboardsRepository = ReturnType<typeof createDashboardsRepository>;
