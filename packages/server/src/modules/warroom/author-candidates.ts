import { duckDbDialect as d } from '../../stores/analytics/compiler/dialect.ts';
import type { SqlParams } from '../../stores/analytics/compiler/sql-params.ts';
import { AUTHOR_ORDER, type AuthorSort } from './author-order.ts';
import { type PostScope, scopeWhere } from './post-scope.ts';
import { num } from './row-values.ts';
import type { ScopeQuery } from './scope-query.ts';

/** The candidate pass reads this many best profiles per result asked to find the cut-off score. */
const CANDIDATE_PROFILES_PER_RESULT = 8;
/** More candidate profiles than this (a cut-off shared by very many) and the answer reads every profile. */
export const MAX_CANDIDATE_PROFILES = 2_000;

export interface CandidateOptions {
  sort: AuthorSort;
  take: number;
  /** A condition on posts narrowing the authors (the username search), or ''. */
  usernameMatch: (params: SqlParams) => string;
  /** The hot score's aggregate (only read when the sort is hot). */
  hot: (params: SqlParams) => string;
  maxCandidateProfiles: number;
}

/**
 * The author keys (stores/analytics/author-keys.ts) of every profile of the merged authors that can rank
 * among the first `take`, found with integers only: profiles grouped by key, merged by the key of their
 * latest username, and every merged author whose best score reaches the `take`-th best (ties included)
 * kept. Ranking those profiles by their texts then answers exactly what ranking all of them would. Null
 * when that set is not small: then every profile is read.
 */
export async function candidateAuthorKeys(
  query: ScopeQuery,
  scope: PostScope,
  options: CandidateOptions,
): Promise<number[] | null> {
  const { aggregate, direction } = AUTHOR_ORDER[options.sort];
  const best = direction === 'DESC' ? 'max' : 'min';
  const reaches = direction === 'DESC' ? '>=' : '<=';
  const rows = await query(
    scope,
    (params) => `
WITH profiles AS (
  SELECT channel, abs(author_key) AS author_key, arg_max(name_key, posted_at) AS name_key,
    ${options.sort === 'hot' ? options.hot(params) : aggregate} AS score
  FROM posts
  WHERE ${scopeWhere(scope, params)}
    AND author_key IS NOT NULL${options.usernameMatch(params)}
  GROUP BY channel, abs(author_key)
), merged AS (
  -- One integer per merged author: the username's key, or (no username) the profile as a negative number.
  SELECT author_key, score,
    CASE WHEN coalesce(name_key, 0) > 0 THEN name_key
      ELSE -(CAST(author_key AS BIGINT) * 256 + enum_code(channel)) - 1 END AS who
  FROM profiles
), leaders AS (
  SELECT who, score FROM merged ORDER BY score ${direction}
  ${d.limit(params.add(options.take * CANDIDATE_PROFILES_PER_RESULT))}
), cut AS (
  SELECT ${best}(score) AS best FROM leaders GROUP BY who ORDER BY best ${direction}
  ${d.limit(params.add(1))} OFFSET CAST(${params.add(options.take - 1)} AS BIGINT)
)
SELECT (SELECT count(*) FROM cut) AS found, list(DISTINCT author_key) AS keys FROM merged
WHERE who IN (SELECT who FROM merged WHERE score ${reaches} (SELECT best FROM cut))`,
  );
  const keys = rows[0]?.keys;
  // No cut-off (fewer merged authors among the leaders than asked), or too many profiles reach it.
  if (num(rows[0]?.found) === 0 || !Array.isArray(keys) || keys.length > options.maxCandidateProfiles)
    return null;
  return keys.map((key) => num(key));
}
