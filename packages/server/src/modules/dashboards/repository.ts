import { ChatbotContract, type Dashboard, migrateCardConfigs, type SavedBy } from '@mirante/core';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DashboardsTable, MetaDatabase } from '../../stores/meta/schema.ts';

/** The document fields a save may write (everything but the columns). */
export type DashboardDoc = Omit<Dashboard, 'id' | 'universeId' | 'version'>;

/** Who saved a dashboard last, and when. */
export interface LastSave {
  version: number;
  savedAt: number;
  savedBy: SavedBy;
}

const StoredContracts = ChatbotContract.array();

/**
 * Stored card configs of older versions are brought up to date as they are read; contracts stored before they
 * named their bot read botKey ''.
 */
function toDashboard(row: Selectable<DashboardsTable>): Dashboard {
  const cards = migrateCardConfigs(row.doc.cards);
  if (!cards.ok) throw new Error(`Dashboard ${row.id} has unreadable cards: ${cards.error}`);
  const contracts = StoredContracts.safeParse(row.doc.contracts ?? []);
  if (!contracts.success) throw new Error(`Dashboard ${row.id} has unreadable contracts`);
  return {
    ...row.doc,
    cards: cards.value,
    contracts: contracts.data,
    id: row.id,
    universeId: row.universe_id,
    version: row.version,
  };
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

    async findById(id: string): Promise<Dashboard | null> {
      const row = await db.selectFrom('dashboards').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toDashboard(row) : null;
    },

    /** The published dashboard of the universe whose token link this is. */
    async findPublishedByToken(universeId: string, token: string): Promise<Dashboard | null> {
      const row = await db
        .selectFrom('dashboards')
        .selectAll()
        .where('universe_id', '=', universeId)
        .where(sql<string>`doc->>'publishedToken'`, '=', token)
        .where(sql<boolean>`(doc->>'isPublished')::boolean`, '=', true)
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

    /**
     * Merges the changed fields into the document if it is still at `expectedVersion`, and bumps the version.
     * Answers null when someone saved in between (nothing is written then).
     */
    async update(
      universeId: string,
      id: string,
      expectedVersion: number,
      patch: Partial<DashboardDoc>,
      by: string,
    ): Promise<Dashboard | null> {
      const row = await db
        .updateTable('dashboards')
        .set({
          doc: sql`doc || ${JSON.stringify(patch)}::jsonb`,
          version: sql`version + 1`,
          updated_at: new Date(),
          updated_by: by,
        })
        .where('universe_id', '=', universeId)
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .returningAll()
        .executeTakeFirst();
      return row ? toDashboard(row) : null;
    },

    async lastSave(universeId: string, id: string): Promise<LastSave | null> {
      const row = await db
        .selectFrom('dashboards')
        .leftJoin('users', 'users.email', 'dashboards.updated_by')
        .select(['dashboards.version', 'dashboards.updated_at', 'dashboards.updated_by', 'users.name'])
        .where('dashboards.universe_id', '=', universeId)
        .where('dashboards.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        version: row.version,
        savedAt: row.updated_at.getTime(),
        savedBy: { name: row.name ?? row.updated_by, email: row.updated_by },
      };
    },

    async delete(universeId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('dashboards')
        .where('universe_id', '=', universeId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type DashboardsRepository = ReturnType<typeof createDashboardsRepository>;
