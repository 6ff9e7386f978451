import type { CustomComponent } from '@mirante/core';
import { type Kysely, sql } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

/** The universe's custom-cards document (collection cards, document custom, field components). */
export function createCustomCardsRepository(db: Kysely<MetaDatabase>) {
  return {
    async list(universeId: string): Promise<CustomComponent[]> {
      const row = await db
        .selectFrom('custom_cards')
        .select('components')
        .where('universe_id', '=', universeId)
        .executeTakeFirst();
      return row?.components ?? [];
    },

    /** Appends in one statement, so two people adding components at once both keep theirs. */
    async add(universeId: string, component: CustomComponent): Promise<void> {
      const item = JSON.stringify([component]);
      const now = new Date();
      await db
        .insertInto('custom_cards')
        .values({ universe_id: universeId, components: item, updated_at: now })
        .onConflict((oc) =>
          oc.column('universe_id').doUpdateSet({
            components: sql`custom_cards.components || ${item}::jsonb`,
            updated_at: now,
          }),
        )
        .execute();
    },

    async remove(universeId: string, componentId: string): Promise<boolean> {
      const result = await db
        .updateTable('custom_cards')
        .set({
          components: sql`coalesce((select jsonb_agg(c) from jsonb_array_elements(components) c where c->>'id' <> ${componentId}), '[]'::jsonb)`,
          updated_at: new Date(),
        })
        .where('universe_id', '=', universeId)
        .where(sql<boolean>`components @> ${JSON.stringify([{ id: componentId }])}::jsonb`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type CustomCardsRepository = ReturnType<typeof createCustomCardsRepository>;
