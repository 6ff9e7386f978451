import type { DateRange } from '@mirante/core';
import type { Kysely } from 'kysely';
import type { GptSuggestionsTable, MetaDatabase } from '../../stores/meta/schema.ts';

export type SuggestionState = GptSuggestionsTable['state'];

export interface StoredSuggestion {
  suggestion: string | null;
  state: SuggestionState;
}

/** The post a suggestion is for, as the meta store keeps it. */
export interface SuggestedPost {
  universeId: string;
  postId: string;
  postedAt: number;
}

/** The suggestions of each universe's posts and what was done with them (migration 0009). */
export function createGptRepository(db: Kysely<MetaDatabase>) {
  return {
    /** The universe's name: the brand the model answers for. */
    async brandName(universeId: string): Promise<string | null> {
      const row = await db
        .selectFrom('universes')
        .select('name')
        .where('id', '=', universeId)
        .executeTakeFirst();
      return row?.name ?? null;
    },

    /** The posts of the period (by their own time) that were replied or dismissed. */
    async handledIn(universeId: string, period: DateRange): Promise<Set<string>> {
      const rows = await db
        .selectFrom('gpt_suggestions')
        .select('post_id')
        .where('universe_id', '=', universeId)
        .where('state', 'in', ['replied', 'dismissed'])
        .where('posted_at', '>=', String(period.start))
        .where('posted_at', '<=', String(period.end))
        .execute();
      return new Set(rows.map((row) => row.post_id));
    },

    async find(universeId: string, postIds: readonly string[]): Promise<Map<string, StoredSuggestion>> {
      if (postIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('gpt_suggestions')
        .select(['post_id', 'suggestion', 'state'])
        .where('universe_id', '=', universeId)
        .where('post_id', 'in', [...postIds])
        .execute();
      return new Map(rows.map((row) => [row.post_id, { suggestion: row.suggestion, state: row.state }]));
    },

    /** Keeps the first suggestion written for a post (two readers at once: the first one wins). */
    async saveSuggestion(post: SuggestedPost, suggestion: string, model: string, at: Date): Promise<void> {
      await db
        .insertInto('gpt_suggestions')
        .values({
          universe_id: post.universeId,
          post_id: post.postId,
          posted_at: post.postedAt,
          suggestion,
          model,
          state: 'suggested',
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['universe_id', 'post_id']).doNothing())
        .execute();
    },

    /** Marks a post replied (with the text sent) or dismissed, suggested before or not. */
    async mark(
      post: SuggestedPost,
      state: Exclude<SuggestionState, 'suggested'>,
      reply: string | null,
      actor: string,
      at: Date,
    ): Promise<void> {
      const change = { state, reply, updated_by: actor, updated_at: at };
      await db
        .insertInto('gpt_suggestions')
        .values({ universe_id: post.universeId, post_id: post.postId, posted_at: post.postedAt, ...change })
        .onConflict((oc) => oc.columns(['universe_id', 'post_id']).doUpdateSet(change))
        .execute();
    },
  };
}

export type GptRepository = ReturnType<typeof createGptRepository>;
