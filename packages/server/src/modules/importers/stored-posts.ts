import type { IngestRecord } from '@mirante/core';
import { createBotStatements } from '../../stores/analytics/bot-statements.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';
import { num, text, textOrNull } from '../../stores/analytics/row-values.ts';
import { upToNow } from '../../stores/analytics/scoped-statements.ts';

/*
 * Whole stored posts by id, read through the analytics compiler (no SQL here), so the tag importer can send a
 * post again with its tags merged: the append replaces a post by id and keeps every rollup right. Scalar
 * fields come grouped (texts) or as their max (numbers: one row per id, so the max is the value); each list
 * field (tag, theme, group) and the flags in statements of their own, a list giving one row per element.
 */

/** Ids asked in one statement. */
const BATCH = 500;

const TEXTS = [
  'id',
  'channel',
  'text',
  'url',
  'uid',
  'username',
  'pid',
  'device',
  'postType',
  'sacType',
  'sacStatus',
  'sacLastStatus',
  'operator',
] as const;
const NUMBERS = [
  'postedAt',
  'likes',
  'comments',
  'interactions',
  'shares',
  'quotes',
  'views',
  'fbViews',
  'impressions',
  'reach',
  'followers',
  'polarity',
  'gender',
] as const;
const LISTS = ['tag', 'theme', 'group'] as const;
const FLAGS = ['replied', 'darkPost', 'favorite'] as const;

type Post = IngestRecord<'posts'>;

const flag = (value: unknown) => value === true || value === 'true' || value === 1 || value === 1n;

export function createStoredPosts(cache: ResultCache) {
  const run = createBotStatements(cache);
  /** The universe's posts of `ids`, by id (an id the universe does not hold is absent). */
  return async function storedPosts(
    universeId: string,
    ids: readonly string[],
    now: number,
  ): Promise<Map<string, Post>> {
    const unique = [...new Set(ids)].sort();
    const found = new Map<string, Post>();
    const scope = { universeId, isStaging: false, filter: {}, range: upToNow(now) };
    for (let at = 0; at < unique.length; at += BATCH) {
      const where = [{ field: 'id', oneOf: unique.slice(at, at + BATCH) }];
      const base = await run(scope, {
        entity: 'posts',
        groups: TEXTS,
        metrics: NUMBERS.map((field) => [field, 'max'] as const),
        sortBy: 'groups',
        ascending: true,
        where,
      });
      for (const row of base.rows) {
        const post: Record<string, unknown> = { tag: [], theme: [], group: [] };
        TEXTS.forEach((field, i) => {
          post[field] =
            field === 'id' || field === 'channel' || field === 'text'
              ? text(row[`s${i}`])
              : textOrNull(row[`s${i}`]);
        });
        NUMBERS.forEach((field, i) => {
          post[field] = num(row[`m${i}`]);
        });
        found.set(String(post.id), post as Post);
      }
      for (const list of LISTS) {
        const { rows } = await run(scope, {
          entity: 'posts',
          groups: ['id', list],
          metrics: [['postedAt', 'max']],
          sortBy: 'groups',
          ascending: true,
          where,
        });
        for (const row of rows) {
          const value = textOrNull(row.s1);
          const post = found.get(text(row.s0)) as Record<string, string[]> | undefined;
          if (post && value !== null) post[list]?.push(value);
        }
      }
      const flags = await run(scope, {
        entity: 'posts',
        groups: ['id', ...FLAGS],
        metrics: [['postedAt', 'max']],
        sortBy: 'groups',
        ascending: true,
        where,
      });
      for (const row of flags.rows) {
        const post = found.get(text(row.s0)) as Record<string, unknown> | undefined;
        if (!post) continue;
        FLAGS.forEach((field, i) => {
          post[field] = flag(row[`s${i + 1}`]);
        });
      }
    }
    return found;
  };
}
