import type { SortOption } from '@mirante/core';
import { duckDbDialect as d } from '../../stores/analytics/compiler/dialect.ts';
import type { SqlParams } from '../../stores/analytics/compiler/sql-params.ts';
import { type PostScope, scopeWhere } from './post-scope.ts';
import { num } from './row-values.ts';
import type { ScopeQuery } from './scope-query.ts';

/** A sort on a stored column: the value a post is ranked by and the condition of reaching a cut-off. */
export interface SortColumn {
  value: string;
  direction: 'ASC' | 'DESC';
  condition: (cut: string) => string;
}

/** The sorts on a stored column (hot is computed per post). */
export const SORT_COLUMNS: Record<SortOption, SortColumn | null> = {
  date_asc: {
    value: 'epoch_us(posted_at)',
    direction: 'ASC',
    condition: (cut) => `posted_at <= make_timestamptz(CAST(${cut} AS BIGINT))`,
  },
  date_desc: {
    value: 'epoch_us(posted_at)',
    direction: 'DESC',
    condition: (cut) => `posted_at >= make_timestamptz(CAST(${cut} AS BIGINT))`,
  },
  comments: {
    value: 'comments',
    direction: 'DESC',
    condition: (cut) => `comments >= CAST(${cut} AS BIGINT)`,
  },
  hot: null,
  influence: {
    value: 'followers',
    direction: 'DESC',
    condition: (cut) => `followers >= CAST(${cut} AS BIGINT)`,
  },
  interactions: {
    value: 'interactions',
    direction: 'DESC',
    condition: (cut) => `interactions >= CAST(${cut} AS BIGINT)`,
  },
  likes: { value: 'likes', direction: 'DESC', condition: (cut) => `likes >= CAST(${cut} AS BIGINT)` },
  shares: { value: 'shares', direction: 'DESC', condition: (cut) => `shares >= CAST(${cut} AS BIGINT)` },
};

/** A condition on posts, its cut-off value bound by the statement that uses it. */
export type PostCondition = (params: SqlParams) => string;

/**
 * For a sort on a stored column: the condition keeping the posts that reach the `take`-th value among the
 * scope's posts that `narrow` keeps (ties included), which holds every post the sort puts first. Bound as a
 * value, it reaches the table scan, so the columns of the other posts are never read. Null when the scope
 * holds fewer posts.
 */
export async function columnCut(
  query: ScopeQuery,
  scope: PostScope,
  column: SortColumn,
  take: number,
  narrow: PostCondition,
): Promise<PostCondition | null> {
  const rows = await query(
    scope,
    (params) => `
SELECT ${column.value} AS cut FROM posts
WHERE ${scopeWhere(scope, params)}${narrow(params)}
ORDER BY ${column.value} ${column.direction}
${d.limit(params.add(1))} OFFSET CAST(${params.add(take - 1)} AS BIGINT)`,
  );
  if (rows.length === 0) return null;
  const value = num(rows[0]?.cut);
  return (params) => column.condition(params.add(value));
}
