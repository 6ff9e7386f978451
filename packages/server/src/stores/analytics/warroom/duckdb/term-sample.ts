import { SHORT_VIDEO_CHANNEL } from '@mirante/core';
import { duckDbDialect as d } from '../../compiler/dialect.ts';
import { filterWhere } from '../../compiler/filter-where.ts';
import { createSqlParams, type SqlParams } from '../../compiler/sql-params.ts';
import { POSTS_ROLLUP_TABLE, rollupDims, wholeHours } from '../../posts-rollup.ts';
import { codeList } from '../code-cases.ts';
import type { PostScope, TermSampling } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { MIN_PHRASE_OCCURRENCES, MIN_TERM_LENGTH, WORD } from '../terms.ts';
import { iso, scopeWhere } from './post-scope.ts';

/*
 * A term sample of step k is every k-th row of the table (a systematic sample, spread over the period as
 * rows are stored in time order). (A sample of whole blocks of rows would be read no faster: DuckDB 1.5
 * skips row groups by the instants' zone maps, not by row ids, and the filter on rowid already reads only
 * the sampled rows' texts; the scope's other filters are evaluated over every row of its period.)
 */

/** A folded term long enough to count, and not a number. */
const termLongEnough = (term: string) =>
  `length(${term}) >= ${MIN_TERM_LENGTH} AND NOT regexp_full_match(${term}, '[0-9_]+')`;

/** Whether a folded term is a stop word (an anti-join on a hash of the words: a list lookup per term compared it with each). */
const isStopWord = (term: string, stopWords: readonly string[], params: SqlParams) =>
  `${term} IN (SELECT unnest(CAST(${params.add(stopWords)} AS VARCHAR[])))`;

/** The posts term answers read: those of the scope, optionally of some sentiment codes. */
const termWhere = (scope: PostScope, params: SqlParams, sentimentCodes: readonly number[] | null) =>
  `${scopeWhere(scope, params)}${sentimentCodes ? `\n    AND polarity IN (${codeList(sentimentCodes)})` : ''}`;

/**
 * The terms of the scope's posts: `sampled` (rid, polarity; every `step`-th row when step > 1),
 * `sample_size`, and `occurrences` (rid, polarity, tid, shown): every term of every sampled post, counted by
 * its folded form (tid, its rank in term order) and shown as written (lower case, accents kept).
 *
 * Texts are split at spaces into tokens (with their position); the words inside each distinct token (case,
 * punctuation, accents, hyphens) are found once per distinct token, not once per post. A token of fewer than
 * 3 bytes holds no term and is dropped first; stop words and numbers count as no term. Two capitalised words
 * side by side that mostly come together (a brand, a place: 'Marca Demo', 'São Paulo', whose 'são' alone is
 * a stop word) are one term, a phrase: at least MIN_PHRASE_OCCURRENCES times, in at least half the
 * occurrences of the rarer of the two words; its occurrences replace the words'.
 */
export function termCtes(
  scope: PostScope,
  params: SqlParams,
  options: { step: number; sentimentCodes: readonly number[] | null; stopWords: readonly string[] },
) {
  // rowid is DuckDB's row number (rid: the post within this statement); filtering on it skips reading the
  // other rows' texts.
  const sampling =
    options.step > 1 ? `\n    AND rowid % CAST(${params.add(options.step)} AS BIGINT) = 0` : '';
  return `sampled AS (
  SELECT rowid AS rid, text, polarity FROM posts
  WHERE ${termWhere(scope, params, options.sentimentCodes)}${sampling}
), sample_size AS (
  SELECT count(*) AS n FROM sampled
), tokens AS MATERIALIZED (
  SELECT rid, polarity, raw, pos FROM (
    SELECT rid, polarity, unnest(parts) AS raw, unnest(range(len(parts))) AS pos
    FROM (SELECT rid, polarity, string_split(text, ' ') AS parts FROM sampled)
  )
  WHERE strlen(raw) >= ${MIN_TERM_LENGTH}
), raw_terms AS MATERIALIZED (
  SELECT raw, shown, term, ${isStopWord('term', options.stopWords, params)} AS stop,
    count(*) OVER (PARTITION BY raw) = 1 AND capital AS joinable FROM (
    SELECT raw, shown, strip_accents(shown) AS term, capital FROM (
      SELECT raw, regexp_matches(raw, '^[^[:alnum:]]*[[:upper:]]') AS capital,
        unnest(CASE WHEN length(lower(raw)) >= ${MIN_TERM_LENGTH}
          THEN regexp_extract_all(nfc_normalize(lower(raw)), ${params.add(WORD)}) END) AS shown
      FROM (SELECT DISTINCT raw FROM tokens)
    )
  )
  WHERE ${termLongEnough('term')}
), words AS MATERIALIZED (
  -- A stop word matters only as half of a phrase: the others are left out here, before any join.
  SELECT t.rid, t.polarity, t.pos, r.term, r.shown, r.stop, r.joinable
  FROM tokens t JOIN raw_terms r USING (raw)
  WHERE NOT r.stop OR r.joinable
), side_by_side AS (
  SELECT a.rid, a.polarity, a.pos, a.term AS first, b.term AS second,
    a.term || ' ' || b.term AS term, a.shown || ' ' || b.shown AS shown
  FROM words a JOIN words b ON a.rid = b.rid AND b.pos = a.pos + 1
  WHERE a.joinable AND b.joinable AND NOT (a.stop AND b.stop)
), word_counts AS (
  SELECT term, count(*) AS n FROM words GROUP BY term
), phrases AS (
  SELECT p.term FROM (SELECT first, second, term, count(*) AS n FROM side_by_side GROUP BY ALL) p
  JOIN word_counts f ON f.term = p.first JOIN word_counts s ON s.term = p.second
  WHERE p.n >= ${MIN_PHRASE_OCCURRENCES} AND 2 * p.n >= least(f.n, s.n)
), phrase_candidates AS (
  SELECT rid, polarity, pos, term, shown FROM side_by_side WHERE term IN (SELECT term FROM phrases)
), phrase_at AS (
  -- Overlapping phrases ('Marca Demo Brasil': 'marca demo' and 'demo brasil') keep the leftmost: no word twice.
  SELECT * FROM phrase_candidates p
  WHERE NOT EXISTS (SELECT 1 FROM phrase_candidates q WHERE q.rid = p.rid AND q.pos = p.pos - 1)
), covered AS (
  SELECT rid, pos FROM phrase_at UNION ALL SELECT rid, pos + 1 FROM phrase_at
), found AS (
  SELECT w.rid, w.polarity, w.term, w.shown FROM words w LEFT JOIN covered c ON c.rid = w.rid AND c.pos = w.pos
  WHERE NOT w.stop AND c.rid IS NULL
  UNION ALL
  SELECT rid, polarity, term, shown FROM phrase_at
), term_ids AS (
  SELECT term, dense_rank() OVER (ORDER BY term) AS tid FROM (SELECT DISTINCT term FROM found)
), occurrences AS MATERIALIZED (
  SELECT f.rid, f.polarity, i.tid, f.shown FROM found f JOIN term_ids i USING (term)
)`;
}

/** How to sample the scope's posts (of some sentiment codes) to read about `samplePosts` of them. */
export async function termSampling(
  query: ScopeQuery,
  scope: PostScope,
  sentimentCodes: readonly number[] | null,
  samplePosts: number,
): Promise<TermSampling> {
  const rows = await query(scope, (params) => {
    const rollup = sentimentCodes === null ? rollupCount(scope, params) : null;
    return rollup ?? `SELECT count(*) AS n FROM posts WHERE ${termWhere(scope, params, sentimentCodes)}`;
  });
  const total = num(rows[0]?.n);
  return { total, step: total > samplePosts ? Math.ceil(total / samplePosts) : 1 };
}

/** The rollup rows that count posts per hour and channel. */
const CHANNEL_DIMS = rollupDims(['channel']);

/**
 * The scope's posts counted from the posts rollup (posts-rollup.ts: per hour and channel, always equal to the
 * posts) for its whole hours and from the posts for the partial hours at both ends. Null when the scope has a
 * card filter (the rollup holds every post) or no whole hour.
 */
function rollupCount(scope: PostScope, params: SqlParams): string | null {
  if (filterWhere('posts', scope.filter, createSqlParams()).length > 0 || CHANNEL_DIMS === null) return null;
  const hours = wholeHours(scope.range);
  if (hours === null) return null;
  const first = d.instant(params.add(iso(hours.first)));
  const end = d.instant(params.add(iso(hours.end)));
  return `SELECT (
  SELECT coalesce(sum(n), 0) FROM ${POSTS_ROLLUP_TABLE}
  WHERE universe_id = ${params.add(scope.universeId)} AND dims = ${CHANNEL_DIMS} AND hour >= ${first} AND hour < ${end}
    AND channel <> CAST(${params.add(SHORT_VIDEO_CHANNEL)} AS channel_t)
) + (
  SELECT count(*) FROM posts WHERE ${scopeWhere(scope, params)} AND posted_at < ${first}
) + (
  SELECT count(*) FROM posts WHERE ${scopeWhere(scope, params)} AND posted_at >= ${end}
) AS n`;
}
