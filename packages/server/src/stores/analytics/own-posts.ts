import type { Filter } from '@mirante/core';

/**
 * The posts whose author is the page they were posted on (uid = pid): a page's own publications, a few
 * hundred among millions of mentions. They are also kept in a table of their own, with every column of the
 * posts, by every append in the same transaction (duckdb/staged-batch.ts): a card counting the connected
 * pages' own publications (page_scope 'publications', rules/owned-pages.ts in core) reads that table instead
 * of scanning the page and author of every post of its period (the engagement matrices read 90 days: ~350 ms
 * at 10M posts, against a few ms).
 *
 * The publications condition (compiler/filter-where.ts pageScopeCondition) still applies to its rows, so the
 * table only has to hold every own publication; it holds exactly them. A migration that changes the posts'
 * columns changes this table's too.
 */
export const OWN_POSTS_TABLE = 'own_posts';

/** Migration 9: the table, filled from the posts already stored. */
export const OWN_POSTS_MIGRATION = `CREATE TABLE ${OWN_POSTS_TABLE} AS
  SELECT * FROM posts WHERE uid = pid ORDER BY universe_id, posted_at`;

/** The table a posts query within `filter` reads: the own publications' when the filter asks only for them. */
export const postsSource = (table: string, filter: Filter): string =>
  table === 'posts' && filter.page_scope === 'publications' ? OWN_POSTS_TABLE : table;
