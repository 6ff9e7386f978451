import { ANNOTATED_POST_TEXT_MAX, type AnnotatedPost, type Filter } from '@mirante/core';
import { createBotStatements } from '../../stores/analytics/bot-statements.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';
import { num, text, textOrNull } from '../../stores/analytics/row-values.ts';
import { upToNow } from '../../stores/analytics/scoped-statements.ts';

/*
 * The annotated posts, read through the analytics compiler (no SQL here): by id, within a filter, posted up to
 * now. One statement per batch of ids, grouped by the columns a report row shows (never the author's).
 */

/** Ids asked in one statement. */
const BATCH = 500;

export interface AnnotatedPostsAsk {
  universeId: string;
  isStaging: boolean;
  /** The filter the posts must meet ({} for none). */
  filter: Filter;
  ids: readonly string[];
  now: number;
}

export function createAnnotatedPosts(cache: ResultCache) {
  const run = createBotStatements(cache);
  /** The posts of `ids` the filter keeps, by id (a post the universe does not hold, or the filter drops, is absent). */
  return async function annotatedPosts(ask: AnnotatedPostsAsk): Promise<Map<string, AnnotatedPost>> {
    const ids = [...new Set(ask.ids)].sort();
    const found = new Map<string, AnnotatedPost>();
    for (let at = 0; at < ids.length; at += BATCH) {
      const { rows } = await run(
        {
          universeId: ask.universeId,
          isStaging: ask.isStaging,
          filter: ask.filter,
          range: upToNow(ask.now),
        },
        {
          entity: 'posts',
          groups: ['id', 'channel', 'url', 'text'],
          metrics: [['postedAt', 'max']],
          sortBy: 'groups',
          ascending: true,
          where: [{ field: 'id', oneOf: ids.slice(at, at + BATCH) }],
        },
      );
      for (const row of rows) {
        const id = text(row.s0);
        found.set(id, {
          id,
          channel: text(row.s1),
          postedAt: num(row.m0),
          url: textOrNull(row.s2),
          // Whole characters (an emoji is one), not UTF-16 units.
          text: Array.from(text(row.s3)).slice(0, ANNOTATED_POST_TEXT_MAX).join(''),
        });
      }
    }
    return found;
  };
}

export type AnnotatedPosts = ReturnType<typeof createAnnotatedPosts>;
