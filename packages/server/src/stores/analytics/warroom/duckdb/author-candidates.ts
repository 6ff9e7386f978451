import { duckDbDialect as d } from '../../compiler/dialect.ts';
import type { SqlParams } from '../../compiler/sql-params.ts';
import { AUTHOR_ORDER, type AuthorSort } from '../author-order.ts';
import { codeList } from '../code-cases.ts';
import type { PostScope } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { SORT_COLUMNS, type SortColumn } from './post-cuts.ts';
import { scopeWhere } from './post-scope.ts';

/** The candidate pass reads this many best profiles per result asked to find the cut-off score. */
const CANDIDATE_PROFILES_PER_RESULT = 8;
/** More candidate profiles than this (a cut-off shared by very many) and the answer reads every profile. */
export const MAX_CANDIDATE_PROFILES = 2_000;

/**
 * The rankings whose score is the best value of one post (a profile's most followers, its newest or oldest
 * post): the best profiles are the authors of the best posts.
 */
const BEST_POST_SORTS: Partial<Record<AuthorSort, SortColumn | null>> = {
  influence: SORT_COLUMNS.influence,
  date_desc: SORT_COLUMNS.date_desc,
  date_asc: SORT_COLUMNS.date_asc,
};

export interface CandidateOptions {
  sort: AuthorSort;
  take: number;
  /** A condition on posts narrowing the authors (the username search), or ''. */
  usernameMatch: (params: SqlParams) => string;
  /** The hot score's aggregate (only read when the sort is hot). */
  hot: (params: SqlParams) => string;
  maxCandidateProfiles: number;
}

/** A profile's latest name key, as the merge key of profiles; its score by the sort's aggregate. */
const profileColumns = (options: CandidateOptions, params: SqlParams) =>
  `channel, abs(author_key) AS author_key, arg_max(name_key, posted_at) AS name_key,
    ${options.sort === 'hot' ? options.hot(params) : AUTHOR_ORDER[options.sort].aggregate} AS score`;

/** The posts whose authors are ranked: those of the scope with an author (of the username search). */
const authorPosts = (scope: PostScope, options: CandidateOptions, params: SqlParams) =>
  `${scopeWhere(scope, params)}
    AND author_key IS NOT NULL${options.usernameMatch(params)}`;

/**
 * From `profiles` (channel, author_key, name_key, score): `merged` (author_key, score, who: one integer per
 * merged author, the username's key or, without a username, the profile as a negative number), `cut` (the
 * take-th best merged author's score; no row when fewer) and `winners` (the merged authors reaching it).
 */
function winnerCtes(options: CandidateOptions, params: SqlParams) {
  const { direction } = AUTHOR_ORDER[options.sort];
  const best = direction === 'DESC' ? 'max' : 'min';
  const reaches = direction === 'DESC' ? '>=' : '<=';
  return `merged AS (
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
), winners AS (
  SELECT DISTINCT who FROM merged WHERE score ${reaches} (SELECT best FROM cut)
)`;
}

/** The keys a candidate statement answers; null when it found no cut-off or too many profiles reach it. */
function keysOf(rows: readonly Record<string, unknown>[], options: CandidateOptions): number[] | null {
  const keys = rows[0]?.keys;
  if (num(rows[0]?.found) === 0 || !Array.isArray(keys) || keys.length > options.maxCandidateProfiles)
    return null;
  return keys.map((key) => num(key));
}

/** Every profile grouped (any ranking). */
async function candidatesOfEveryProfile(query: ScopeQuery, scope: PostScope, options: CandidateOptions) {
  const rows = await query(
    scope,
    (params) => `
WITH profiles AS (
  SELECT ${profileColumns(options, params)}
  FROM posts
  WHERE ${authorPosts(scope, options, params)}
  GROUP BY channel, abs(author_key)
), ${winnerCtes(options, params)}
SELECT (SELECT count(*) FROM cut) AS found, list(DISTINCT author_key) AS keys FROM merged
WHERE who IN (SELECT who FROM winners)`,
  );
  return keysOf(rows, options);
}

/** The best-profiles pass samples every this-many-th row of the table to choose its threshold. */
const THRESHOLD_SAMPLE_STEP = 16;
/** The best-profiles pass looks at this many distinct profile keys per result asked. */
const PROFILE_KEYS_PER_RESULT = 4;

/** A profile's best post value (its score for a ranking by the best post), and the name keys of those posts. */
interface BestProfile {
  value: number;
  channel: number;
  key: number;
  names: number[];
}

/**
 * The best profiles of the scope in order, up to where take × 4 distinct profile keys are seen and every
 * profile tying the last one: every profile whose best reaches the last one's value, with that best. Found
 * without grouping every profile: a threshold that take × 4 keys reach in a systematic sample of the table
 * (so at least as many reach it in all of it), then only the posts reaching it are grouped. Null when the
 * sample has fewer keys (a small scope: the grouping of every profile is cheap).
 */
async function bestProfiles(
  query: ScopeQuery,
  scope: PostScope,
  options: CandidateOptions,
  column: SortColumn,
): Promise<BestProfile[] | null> {
  const keysWanted = options.take * PROFILE_KEYS_PER_RESULT;
  const best = column.direction === 'DESC' ? 'max' : 'min';
  const sampled = await query(
    scope,
    (params) => `
SELECT ${best}(${column.value}) AS best FROM posts
WHERE ${authorPosts(scope, options, params)}
    AND rowid % CAST(${params.add(THRESHOLD_SAMPLE_STEP)} AS BIGINT) = 0
GROUP BY abs(author_key)
ORDER BY best ${column.direction}
${d.limit(params.add(1))} OFFSET CAST(${params.add(keysWanted - 1)} AS BIGINT)`,
  );
  if (sampled.length === 0) return null;
  const threshold = num(sampled[0]?.best);
  const rows = await query(
    scope,
    (params) => `
SELECT ${best}(${column.value}) AS value, enum_code(channel) AS channel, abs(author_key) AS key,
  list(DISTINCT name_key) FILTER (WHERE name_key > 0) AS names
FROM posts
WHERE ${authorPosts(scope, options, params)}
    AND ${column.condition(params.add(threshold))}
GROUP BY channel, abs(author_key)`,
  );
  const sign = column.direction === 'DESC' ? -1 : 1;
  const profiles = rows
    .map((row) => ({
      value: num(row.value),
      channel: num(row.channel),
      key: num(row.key),
      names: Array.isArray(row.names) ? row.names.map(num) : [],
    }))
    .sort((a, b) => sign * (a.value - b.value));
  const seen = new Set<number>();
  let last = profiles.length - 1;
  for (const [i, profile] of profiles.entries()) {
    seen.add(profile.key);
    if (seen.size >= keysWanted) {
      last = i;
      break;
    }
  }
  while (last + 1 < profiles.length && profiles[last + 1]?.value === profiles[last]?.value) last += 1;
  return profiles.slice(0, last + 1);
}

/** One key per merged author: the username's key, or the profile when it has none. */
const mergeKey = (nameKey: number | null, channel: number, key: number) =>
  nameKey !== null && nameKey > 0 ? `n${nameKey}` : `p${channel}:${key}`;

/**
 * For a ranking by the best value of one post: the best profiles (bestProfiles) hold every profile whose
 * best reaches the last of them, with that best. Their latest usernames merge them; a merged author whose best
 * reaches that value has its best among them, so when `take` of them do, the cut-off is theirs. The
 * candidates are then the winners' profiles and every profile that posted under a winning username (more
 * than the winners' profiles only adds authors ranked below the cut-off). Undefined when fewer than `take`
 * merged authors are found.
 */
async function candidatesOfBestProfiles(
  query: ScopeQuery,
  scope: PostScope,
  options: CandidateOptions,
  profiles: readonly BestProfile[],
): Promise<number[] | null | undefined> {
  const keys = [...new Set(profiles.map((profile) => profile.key))];
  // The names the best posts carry: the profiles that used them are read in the same scan, so the winners'
  // other profiles are usually found without another statement.
  const names = [...new Set(profiles.flatMap((profile) => profile.names))];
  const named = await query(
    scope,
    (params) => `
SELECT enum_code(channel) AS channel, abs(author_key) AS key, arg_max(name_key, posted_at) AS name_key,
  list(DISTINCT name_key) FILTER (WHERE name_key > 0) AS names
FROM posts
WHERE ${authorPosts(scope, options, params)}
    AND (author_key IN (${codeList([...keys, ...keys.map((key) => -key)])})${
      names.length > 0 ? ` OR name_key IN (${codeList(names)})` : ''
    })
GROUP BY ALL`,
  );
  const nameOf = new Map(
    named.map((row) => [
      `${num(row.channel)}:${num(row.key)}`,
      row.name_key === null ? null : num(row.name_key),
    ]),
  );
  // Profiles in order of their best post: the first of each merged author is its best.
  const order = profiles.map((post) => {
    const nameKey = nameOf.get(`${post.channel}:${post.key}`) ?? null;
    return { who: mergeKey(nameKey, post.channel, post.key), post, nameKey };
  });
  const leaders: typeof order = [];
  const counted = new Set<string>();
  for (const profile of order) {
    if (counted.has(profile.who)) continue;
    counted.add(profile.who);
    leaders.push(profile);
  }
  const cut = leaders[options.take - 1];
  if (!cut) return undefined;
  const winners = new Set(
    leaders
      .filter((profile, i) => i < options.take || profile.post.value === cut.post.value)
      .map((p) => p.who),
  );
  const candidates = new Set(order.filter((profile) => winners.has(profile.who)).map((p) => p.post.key));
  const nameKeys = new Set(
    order
      .filter((p) => winners.has(p.who) && p.nameKey !== null && p.nameKey > 0)
      .map((p) => p.nameKey as number),
  );
  // Every profile that posted under a winning username: those of the names read above from the rows, the
  // others (a winner's latest name none of the best posts carries) by another statement.
  for (const row of named) {
    if (Array.isArray(row.names) && row.names.some((name) => nameKeys.has(num(name))))
      candidates.add(num(row.key));
  }
  const known = new Set(names);
  const others = [...nameKeys].filter((name) => !known.has(name));
  if (others.length > 0) {
    const renamed = await query(
      scope,
      (params) => `
SELECT DISTINCT abs(author_key) AS key FROM posts
WHERE ${authorPosts(scope, options, params)}
    AND name_key IN (${codeList(others)})`,
    );
    for (const row of renamed) candidates.add(num(row.key));
  }
  return candidates.size > options.maxCandidateProfiles ? null : [...candidates];
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
  const column = BEST_POST_SORTS[options.sort];
  if (column) {
    const best = await bestProfiles(query, scope, options, column);
    const keys = best ? await candidatesOfBestProfiles(query, scope, options, best) : undefined;
    if (keys !== undefined) return keys;
  }
  return candidatesOfEveryProfile(query, scope, options);
}
