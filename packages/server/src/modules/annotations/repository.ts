import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

/** An annotation as stored (migration 0008). */
export interface StoredAnnotation {
  id: string;
  universeId: string;
  dashboardId: string;
  cardUid: string | null;
  postId: string;
  authorId: string;
  authorName: string;
  text: string;
  createdAt: number;
}

/** The universe's annotations in the meta store: one row each, read newest first within a period. */
export function createAnnotationsRepository(db: Kysely<MetaDatabase>) {
  return {
    async insert(annotation: StoredAnnotation): Promise<void> {
      await db
        .insertInto('annotations')
        .values({
          id: annotation.id,
          universe_id: annotation.universeId,
          dashboard_id: annotation.dashboardId,
          card_uid: annotation.cardUid,
          post_id: annotation.postId,
          author_id: annotation.authorId,
          author_name: annotation.authorName,
          text: annotation.text,
          created_at: new Date(annotation.createdAt),
        })
        .execute();
    },

    /** The universe's annotations written within [from, until] (ms, both inclusive), newest first, then by id. */
    async listWritten(universeId: string, from: number, until: number): Promise<StoredAnnotation[]> {
      const rows = await db
        .selectFrom('annotations')
        .selectAll()
        .where('universe_id', '=', universeId)
        .where('created_at', '>=', new Date(from))
        .where('created_at', '<=', new Date(until))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        universeId: row.universe_id,
        dashboardId: row.dashboard_id,
        cardUid: row.card_uid,
        postId: row.post_id,
        authorId: row.author_id,
        authorName: row.author_name,
        text: row.text,
        createdAt: row.created_at.getTime(),
      }));
    },
  };
}

export type AnnotationsRepository = ReturnType<typeof createAnnotationsRepository>;
