import { type ImageContentType, StoredImage } from '@mirante/core';
import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

export interface StoredImageRow {
  id: string;
  universeId: string;
  dashboardId: string;
  contentType: ImageContentType;
  size: number;
}

export function createStorageRepository(db: Kysely<MetaDatabase>) {
  return {
    async insert(image: StoredImageRow, createdBy: string): Promise<void> {
      await db
        .insertInto('stored_images')
        .values({
          id: image.id,
          universe_id: image.universeId,
          dashboard_id: image.dashboardId,
          content_type: image.contentType,
          size: image.size,
          created_by: createdBy,
        })
        .execute();
    },

    /** The image, only when it belongs to that dashboard of that universe. */
    async find(universeId: string, dashboardId: string, id: string): Promise<StoredImageRow | null> {
      const row = await db
        .selectFrom('stored_images')
        .select(['id', 'universe_id', 'dashboard_id', 'content_type', 'size'])
        .where('id', '=', id)
        .where('universe_id', '=', universeId)
        .where('dashboard_id', '=', dashboardId)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            universeId: row.universe_id,
            dashboardId: row.dashboard_id,
            contentType: StoredImage.shape.contentType.parse(row.content_type),
            size: row.size,
          }
        : null;
    },

    /** Whether a row went away. */
    async delete(universeId: string, dashboardId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('stored_images')
        .where('id', '=', id)
        .where('universe_id', '=', universeId)
        .where('dashboard_id', '=', dashboardId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Removes every image row of a dashboard; answers their ids. */
    async deleteAllOf(universeId: string, dashboardId: string): Promise<string[]> {
      const rows = await db
        .deleteFrom('stored_images')
        .where('universe_id', '=', universeId)
        .where('dashboard_id', '=', dashboardId)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type StorageRepository = ReturnType<typeof createStorageRepository>;
