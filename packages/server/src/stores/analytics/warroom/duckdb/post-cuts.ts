import type { SortOption } from '@mirante/core';
import { duckDbDialect as d } from '../../compiler/dialect.ts';
import type { SqlParams } from '../../compiler/sql-params.ts';
import type { PostScope } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { hotScore, iso, scopeWhere } from './post-scope.ts';

/** Date sorts and the hot cut first read the posts of the day at the edge of the period the sort starts from. */
const EDGE_DAY_MS = 86_400_000;

/**
 * A sort on a stored column: the value a post is ranked by, the condition of reaching a cut-off and, for
 * the dates, the posts the sort puts before all others (those of the period's first or last day).
 */
export interface SortColumn {
  value: string;
  direction: 'ASC' | 'DESC';
  condition: (cut: string) => string;
  edge?: (scope: PostScope, params: SqlParams) => string;
}

/** The sorts on a stored column (hot is computed per post). */
export const SORT_COLUMNS: Record<SortOption, SortColumn | null> = {
  date_asc: {
    value: 'epoch_us(posted_at)',
    direction: 'ASC',
    condition: (cut) => `posted_at <= make_timestamptz(CAST(${cut} AS BIGINT))`,
    edge: (scope, params) =>
      `posted_at <= ${d.instant(params.add(iso(Math.min(scope.range.end, scope.range.start + EDGE_DAY_MS))))}`,
  },
  date_desc: {
    value: 'epoch_us(posted_at)',
    direction: 'DESC',
    condition: (cut) => `posted_at >= make_timestamptz(CAST(${cut} AS BIGINT))`,
    edge: (scope, params) =>
      `posted_at >= ${d.instant(params.add(iso(Math.max(scope.range.start, scope.range.end - EDGE_DAY_MS))))}`,
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
 * For a date sort: the condition keeping the posts of the period's edge day that reach the day's `take`-th
 * value among the posts that `narrow` keeps (ties included), that value found in the same statement by an
 * aggregate over the day (cheaper than ordering its rows). When the day holds `take` posts, they are the
 * period's first (every other post is older, or newer); when it holds fewer, the condition keeps none.
 */
export function edgeCut(
  scope: PostScope,
  column: SortColumn,
  edge: NonNullable<SortColumn['edge']>,
  take: number,
  narrow: PostCondition,
): PostCondition {
  const best = column.direction === 'DESC' ? 'max' : 'min';
  return (params) => {
    const n = `CAST(${params.add(take)} AS BIGINT)`;
    const inEdge = `${scopeWhere(scope, params)}${narrow(params)}
      AND ${edge(scope, params)}`;
    return `${edge(scope, params)}
    AND ${column.condition(`(SELECT ${best}(${column.value}, ${n})[${n}] FROM posts
      WHERE ${inEdge})`)}`;
  };
}

/**
 * For a sort on a stored column: the condition keeping the posts that reach the `take`-th value among the
 * scope's posts that `narrow` keeps (ties included), which holds every post the sort puts first. Bound as a
 * value, it reaches the table scan, so the other posts are skipped. Null when the scope holds fewer posts.
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

/** The least the hot score's recency divides by: (0 hours + 2)^1.5, for a post at the period's end. */
const HOT_MIN_DIVISOR = 2 ** 1.5;

/**
 * For the hot sort: a condition on interactions that every post of the first `take` meets. Hot is
 * (interactions + 1) / (hours before the end + 2)^1.5, so a post whose hot reaches L has interactions + 1 ≥
 * L × 2^1.5. L is the `take`-th best hot of the period's last day (posts of a part of the scope, so no more
 * than the `take`-th best of all of it); a bound on a stored column, it reaches the table scan. Null when
 * that day holds fewer posts.
 */
export async function hotCut(
  query: ScopeQuery,
  scope: PostScope,
  take: number,
  narrow: PostCondition,
): Promise<PostCondition | null> {
  const from = Math.max(scope.range.start, scope.range.end - EDGE_DAY_MS);
  const rows = await query(
    scope,
    (params) => `
SELECT max(${hotScore(scope, params)}, CAST(${params.add(take)} AS BIGINT)) AS best FROM posts
WHERE ${scopeWhere(scope, params)}${narrow(params)}
    AND posted_at >= ${d.instant(params.add(iso(from)))}`,
  );
  // The best hot values, best first.
  const best = rows[0]?.best;
  if (!Array.isArray(best) || best.length < take) return null;
  // A little under the bound, so that rounding never drops a post that reaches it.
  const least = Math.floor(num(best[take - 1]) * HOT_MIN_DIVISOR * (1 - 1e-9)) - 1;
  if (least <= 0) return null;
  return (params) => `interactions >= CAST(${params.add(least)} AS BIGINT)`;
}
