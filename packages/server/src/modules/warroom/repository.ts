import type { MultibarGroup, SentimentSplit, WarRoomAuthor, WarRoomPost } from '@mirante/core';
import {
  assertUnreachable,
  codesOf,
  type DateRange,
  type Filter,
  GENDER_INFO,
  GENDERS,
  SENTIMENTS,
  SHORT_VIDEO_CHANNEL,
  type SortOption,
  type TimeGrain,
} from '@mirante/core';
import { duckDbDialect as d } from '../../stores/analytics/compiler/dialect.ts';
import { filterWhere } from '../../stores/analytics/compiler/filter-where.ts';
import { createSqlParams, type SqlParams } from '../../stores/analytics/compiler/sql-params.ts';
import { textContainsCondition } from '../../stores/analytics/compiler/text-search.ts';
import { timeBuckets } from '../../stores/analytics/compiler/time-buckets.ts';
import type { SqlPlan } from '../../stores/analytics/engine.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';
import { STOP_WORDS } from './stop-words.ts';

/** The posts a war-room answer is about: one universe, one period, one card filter. */
export interface PostScope {
  universeId: string;
  range: DateRange;
  filter: Filter;
}

export interface OverviewRow {
  posts: number;
  users: number;
  interactions: number;
  followers: number;
  sentiment: SentimentSplit;
}

/**
 * An author row; `who` is the merge key (the lower-cased username, or the profile when it has none). Rows of
 * one key come together, the best-ranked profile first.
 */
export interface AuthorRow extends WarRoomAuthor {
  who: string;
}

export interface MultibarRow {
  key: string;
  sentiment: string;
  n: number;
  total: number;
}

/** How authors are ranked: a sort option of spec §3, or by number of posts (the username search). */
export type AuthorSort = SortOption | 'posts';

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));
const texts = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const iso = (ms: number) => new Date(ms).toISOString();

/** The sorts on a stored column: the value a post is ranked by and the condition of reaching a cut-off. */
const SORT_CUTS: Record<
  SortOption,
  { value: string; direction: 'ASC' | 'DESC'; condition: (cut: string) => string } | null
> = {
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

/** Our own integer codes (never request values) written into the statement. */
const codeList = (codes: readonly number[]) => codes.map((code) => String(Math.trunc(code))).join(', ');

const sentimentCase = (column: string) =>
  `CASE ${SENTIMENTS.filter((s) => s !== 'unclassified')
    .map((s) => `WHEN ${column} IN (${codeList(codesOf(s))}) THEN '${s}'`)
    .join(' ')} ELSE 'unclassified' END`;

const genderCase = (column: string) =>
  `CASE ${GENDERS.filter((g) => g !== 'unclassified')
    .map((g) => `WHEN ${column} IN (${codeList(GENDER_INFO[g].codes)}) THEN '${g}'`)
    .join(' ')} ELSE 'unclassified' END`;

/** A word, once lower-cased and without accents: the same word characters as the text search. */
const WORD =
  '[0-9a-z_\\x{aa}\\x{b5}\\x{ba}\\x{c0}-\\x{d6}\\x{d8}-\\x{f6}\\x{f8}-\\x{2af}\\x{300}-\\x{36f}\\x{370}-\\x{3ff}\\x{400}-\\x{52f}\\x{1e00}-\\x{1fff}]+';
export const MIN_TERM_LENGTH = 3;
/**
 * Term answers read about this many posts of the scope at most: when there are more, every k-th row of the
 * table (a systematic sample, spread over the period as rows are stored in time order), with counts scaled
 * to the whole. Tokenising every post of a big universe would take seconds; the most frequent terms of
 * 20,000 posts are those of all of them.
 */
export const TERM_SAMPLE_POSTS = 20_000;

const POST_ORDER: Record<SortOption, string> = {
  date_asc: 'posted_at ASC',
  date_desc: 'posted_at DESC',
  comments: 'comments DESC',
  hot: 'hot DESC',
  influence: 'followers DESC',
  interactions: 'interactions DESC',
  likes: 'likes DESC',
  shares: 'shares DESC',
};

/** Each ranking: the profile column it reads, its aggregate over posts (hot: see authors), its direction. */
const AUTHOR_ORDER: Record<AuthorSort, { score: string; aggregate: string; direction: 'ASC' | 'DESC' }> = {
  date_asc: { score: 'first_post_at', aggregate: 'min(posted_at)', direction: 'ASC' },
  date_desc: { score: 'last_post_at', aggregate: 'max(posted_at)', direction: 'DESC' },
  comments: { score: 'comments', aggregate: 'sum(comments)', direction: 'DESC' },
  hot: { score: 'hot', aggregate: '', direction: 'DESC' },
  influence: { score: 'followers', aggregate: 'max(followers)', direction: 'DESC' },
  interactions: { score: 'interactions', aggregate: 'sum(interactions)', direction: 'DESC' },
  likes: { score: 'likes', aggregate: 'sum(likes)', direction: 'DESC' },
  shares: { score: 'shares', aggregate: 'sum(shares)', direction: 'DESC' },
  posts: { score: 'posts', aggregate: 'count(*)', direction: 'DESC' },
};

/** The candidate pass reads this many best profiles per result asked to find the cut-off score. */
const CANDIDATE_PROFILES_PER_RESULT = 8;
/** More candidate profiles than this (a cut-off shared by very many) and the answer reads every profile. */
export const MAX_CANDIDATE_PROFILES = 2_000;

/**
 * The posts of the scope: universe, period (inclusive), never the short-video channel (the war-room drops
 * TikTok from every answer), and every key of the card's filter.
 */
function scopeWhere(scope: PostScope, params: SqlParams): string {
  const universe = params.add(scope.universeId);
  return [
    `universe_id = ${universe}`,
    `posted_at BETWEEN ${d.instant(params.add(iso(scope.range.start)))} AND ${d.instant(params.add(iso(scope.range.end)))}`,
    // Compared as the stored ENUM, not as text: no per-row cast.
    `channel <> CAST(${params.add(SHORT_VIDEO_CHANNEL)} AS channel_t)`,
    ...filterWhere('posts', scope.filter, params, { universe }),
  ].join('\n    AND ');
}

/** Interactions weighted by recency: they count less the older the post is at the end of the period. */
const hotScore = (scope: PostScope, params: SqlParams) =>
  `(interactions + 1) / power(greatest(CAST(${params.add(scope.range.end)} AS DOUBLE) - epoch_ms(posted_at), 0) / 3600000.0 + 2, 1.5)`;

/** A folded term worth counting: long enough, not a stop word, not a number. */
const termWorthCounting = (term: string, params: SqlParams) =>
  `length(${term}) >= ${MIN_TERM_LENGTH} AND NOT list_contains(CAST(${params.add(STOP_WORDS)} AS VARCHAR[]), ${term}) AND NOT regexp_full_match(${term}, '[0-9_]+')`;

/** The posts term answers read: those of the scope, optionally of some sentiment codes. */
const termWhere = (scope: PostScope, params: SqlParams, sentimentCodes: readonly number[] | null) =>
  `${scopeWhere(scope, params)}${sentimentCodes ? `\n    AND polarity IN (${codeList(sentimentCodes)})` : ''}`;

/**
 * The terms of the scope's posts: `sampled` (rid, sentiment; every `step`-th row when step > 1),
 * `sample_size`, `tokens` (rid, sentiment, raw: the text split at spaces, lower-cased) and `terms_of_raw`
 * (raw, term). Splitting at spaces is cheap; the words inside each distinct raw token (punctuation, accents,
 * hyphens) are found once per distinct token, not once per post.
 */
function termCtes(
  scope: PostScope,
  params: SqlParams,
  options: { step: number; sentimentCodes: readonly number[] | null },
) {
  // rowid is DuckDB's row number (rid: the post within this statement); filtering on it skips reading the
  // other rows' texts.
  const sampling =
    options.step > 1 ? `\n    AND rowid % CAST(${params.add(options.step)} AS BIGINT) = 0` : '';
  return `sampled AS (
  SELECT rowid AS rid, text, ${sentimentCase('polarity')} AS sentiment FROM posts
  WHERE ${termWhere(scope, params, options.sentimentCodes)}${sampling}
), sample_size AS (
  SELECT count(*) AS n FROM sampled
), tokens AS MATERIALIZED (
  SELECT rid, sentiment, unnest(string_split(lower(text), ' ')) AS raw FROM sampled
), terms_of_raw AS MATERIALIZED (
  SELECT raw, term FROM (
    SELECT raw, unnest(regexp_extract_all(strip_accents(raw), ${params.add(WORD)})) AS term
    FROM (SELECT DISTINCT raw FROM tokens WHERE length(raw) >= ${MIN_TERM_LENGTH})
  )
  WHERE ${termWorthCounting('term', params)}
)`;
}

/** How a term answer samples: every `step`-th row of a scope of `total` posts (step 1: all of them). */
interface TermSampling {
  step: number;
  total: number;
}

const samplingOf = (total: number, samplePosts: number): TermSampling => ({
  total,
  step: total > samplePosts ? Math.ceil(total / samplePosts) : 1,
});

/** The factor from sample counts to the whole, and what the answer says about the sample. */
function scaleOf(sampling: TermSampling, sampled: number) {
  if (sampling.step === 1 || sampled === 0) return { factor: 1, sample: null };
  return { factor: sampling.total / sampled, sample: { posts: sampled, of: sampling.total } };
}

export function createWarRoomRepository(
  cache: ResultCache,
  timeoutMs: number,
  termSamplePosts: number = TERM_SAMPLE_POSTS,
  maxCandidateProfiles: number = MAX_CANDIDATE_PROFILES,
) {
  const run = async (plan: SqlPlan, scope: PostScope) =>
    (
      await cache.query(
        plan,
        { universeId: scope.universeId, range: scope.range, datasets: ['posts'] },
        timeoutMs,
      )
    ).rows;

  const plan = (build: (params: SqlParams) => string): SqlPlan => {
    const params = createSqlParams();
    const sql = build(params).trim();
    return { sql, params: params.values };
  };

  /** How many posts the scope holds (term answers decide from it whether to sample). */
  const countPosts = async (scope: PostScope, sentimentCodes: readonly number[] | null) => {
    const rows = await run(
      plan((params) => `SELECT count(*) AS n FROM posts WHERE ${termWhere(scope, params, sentimentCodes)}`),
      scope,
    );
    return num(rows[0]?.n);
  };

  /**
   * The author keys (stores/analytics/author-keys.ts) of every profile of the merged authors that can rank
   * among the first `take`, found with integers only: profiles grouped by key, merged by the key of their
   * latest username, and every merged author whose best score reaches the `take`-th best (ties included)
   * kept. Ranking those profiles by their texts then answers exactly what ranking all of them would. Null
   * when that set is not small: then every profile is read.
   */
  const candidateAuthorKeys = async (
    scope: PostScope,
    options: { sort: AuthorSort; take: number },
    usernameMatch: (params: SqlParams) => string,
    hot: (params: SqlParams) => string,
  ): Promise<number[] | null> => {
    const { aggregate, direction } = AUTHOR_ORDER[options.sort];
    const best = direction === 'DESC' ? 'max' : 'min';
    const reaches = direction === 'DESC' ? '>=' : '<=';
    const rows = await run(
      plan(
        (params) => `
WITH profiles AS (
  SELECT channel, abs(author_key) AS author_key, arg_max(name_key, posted_at) AS name_key,
    ${options.sort === 'hot' ? hot(params) : aggregate} AS score
  FROM posts
  WHERE ${scopeWhere(scope, params)}
    AND author_key IS NOT NULL${usernameMatch(params)}
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
      ),
      scope,
    );
    const keys = rows[0]?.keys;
    // No cut-off (fewer merged authors among the leaders than asked), or too many profiles reach it.
    if (num(rows[0]?.found) === 0 || !Array.isArray(keys) || keys.length > maxCandidateProfiles) return null;
    return keys.map((key) => num(key));
  };

  /**
   * For a sort on a stored column: the condition keeping the posts that reach the `take`-th value (ties
   * included), which holds every post the sort puts first. Bound as a value, it reaches the table scan, so
   * the texts of the other posts are never read. Null for the hot score (computed per post) or when the
   * scope holds fewer posts.
   */
  const sortCut = async (
    scope: PostScope,
    sort: SortOption,
    take: number,
    channels: (params: SqlParams) => string,
  ): Promise<((params: SqlParams) => string) | null> => {
    const cut = SORT_CUTS[sort];
    if (!cut) return null;
    const rows = await run(
      plan(
        (params) => `
SELECT ${cut.value} AS cut FROM posts
WHERE ${scopeWhere(scope, params)}${channels(params)}
ORDER BY ${cut.value} ${cut.direction}
${d.limit(params.add(1))} OFFSET CAST(${params.add(take - 1)} AS BIGINT)`,
      ),
      scope,
    );
    if (rows.length === 0) return null;
    const value = num(rows[0]?.cut);
    return (params) => cut.condition(params.add(value));
  };

  return {
    /** Totals of the period: posts, distinct authors, followers of those authors, sentiment split. */
    async overview(scope: PostScope): Promise<OverviewRow> {
      const known = SENTIMENTS.filter((s) => s !== 'unclassified');
      const sentimentCounts = [
        ...known.map((s) => `count(*) FILTER (WHERE polarity IN (${codeList(codesOf(s))})) AS s_${s}`),
        `count(*) FILTER (WHERE polarity NOT IN (${codeList(known.flatMap((s) => codesOf(s)))})) AS s_unclassified`,
      ].join(',\n    ');
      const rows = await run(
        plan(
          (params) => `
WITH base AS (
  SELECT author_key, followers, polarity, interactions FROM posts
  WHERE ${scopeWhere(scope, params)}
), totals AS (
  SELECT count(*) AS posts, coalesce(sum(interactions), 0) AS interactions,
    ${sentimentCounts}
  FROM base
), authors AS (
  SELECT count(*) AS users, coalesce(sum(followers), 0) AS followers
  -- A positive author key is a uid's (stores/analytics/author-keys.ts): distinct uids, grouped as integers.
  FROM (SELECT max(followers) AS followers FROM base WHERE author_key > 0 GROUP BY author_key)
)
SELECT * FROM totals, authors`,
        ),
        scope,
      );
      const row = rows[0] ?? {};
      return {
        posts: num(row.posts),
        users: num(row.users),
        interactions: num(row.interactions),
        followers: num(row.followers),
        sentiment: {
          positive: num(row.s_positive),
          negative: num(row.s_negative),
          neutral: num(row.s_neutral),
          none: num(row.s_none),
          unclassified: num(row.s_unclassified),
        },
      };
    },

    /** Posts in sort order (ties: newest first, then id), optionally only of the given channels. */
    async topPosts(
      scope: PostScope,
      options: { sort: SortOption; take: number; channels: readonly string[] | null },
    ): Promise<WarRoomPost[]> {
      const channels = (params: SqlParams) =>
        options.channels ? `\n    AND ${d.inTexts('channel', params.add(options.channels))}` : '';
      const cut = await sortCut(scope, options.sort, options.take, channels);
      const rows = await run(
        plan(
          (params) => `
SELECT id, CAST(channel AS VARCHAR) AS channel, epoch_ms(posted_at) AS posted_at, text, url, uid, username,
  followers, likes, comments, shares, interactions, views, polarity, gender, tag, theme, "group" AS groups,
  ${hotScore(scope, params)} AS hot
FROM posts
WHERE ${scopeWhere(scope, params)}${channels(params)}${cut ? `\n    AND ${cut(params)}` : ''}
ORDER BY ${POST_ORDER[options.sort]}, posted_at DESC, id
${d.limit(params.add(options.take))}`,
        ),
        scope,
      );
      return rows.map((row) => ({
        id: String(row.id),
        channel: String(row.channel),
        postedAt: num(row.posted_at),
        text: String(row.text ?? ''),
        url: textOrNull(row.url),
        uid: textOrNull(row.uid),
        username: textOrNull(row.username),
        followers: num(row.followers),
        likes: num(row.likes),
        comments: num(row.comments),
        shares: num(row.shares),
        interactions: num(row.interactions),
        views: num(row.views),
        polarity: num(row.polarity),
        gender: num(row.gender),
        tags: texts(row.tag),
        themes: texts(row.theme),
        groups: texts(row.groups),
        hot: num(row.hot),
      }));
    },

    /**
     * Authors (a profile is channel + uid, or the username when the uid is missing) ranked by `sort`; the
     * first `take` usernames come back with every profile that uses them, the best-ranked first. A profile
     * without a username stands alone.
     */
    async authors(
      scope: PostScope,
      options: { sort: AuthorSort; take: number; usernameContains: string | null },
    ): Promise<AuthorRow[]> {
      const { score, direction } = AUTHOR_ORDER[options.sort];
      const best = direction === 'DESC' ? 'max' : 'min';
      const usernameMatch = (params: SqlParams) =>
        options.usernameContains === null
          ? ''
          : `\n    AND username IS NOT NULL AND ${textContainsCondition('username', options.usernameContains, params)}`;
      // The recency-weighted sum costs a power() per post: only when it is the ranking.
      const hot = (params: SqlParams) => (options.sort === 'hot' ? `sum(${hotScore(scope, params)})` : '0');
      const candidates = await candidateAuthorKeys(scope, options, usernameMatch, hot);
      const onlyCandidates =
        candidates === null
          ? ''
          : `\n    AND author_key IN (${codeList([...candidates, ...candidates.map((key) => -key)])})`;
      const rows = await run(
        plan(
          (params) => `
WITH profiles AS (
  SELECT CAST(channel AS VARCHAR) AS channel, coalesce(uid, username) AS uid,
    arg_max(username, posted_at) AS username, max(followers) AS followers, count(*) AS posts,
    sum(likes) AS likes, sum(comments) AS comments, sum(shares) AS shares, sum(interactions) AS interactions,
    ${hot(params)} AS hot, epoch_ms(max(posted_at)) AS last_post_at, epoch_ms(min(posted_at)) AS first_post_at
  FROM posts
  WHERE ${scopeWhere(scope, params)}
    AND coalesce(uid, username) IS NOT NULL${usernameMatch(params)}${onlyCandidates}
  GROUP BY channel, coalesce(uid, username)
), keyed AS (
  -- Profiles merge by lower-cased username; one without a username is its own key.
  SELECT *, ${score} AS score,
    CASE WHEN coalesce(username, '') = '' THEN '' ELSE lower(username) END AS name_key,
    CASE WHEN coalesce(username, '') = '' THEN channel ELSE '' END AS channel_key,
    CASE WHEN coalesce(username, '') = '' THEN uid ELSE '' END AS uid_key
  FROM profiles
), top AS (
  SELECT name_key, channel_key, uid_key, ${best}(score) AS best FROM keyed
  GROUP BY ALL
  ORDER BY best ${direction}, name_key, channel_key, uid_key
  ${d.limit(params.add(options.take))}
)
SELECT k.* FROM keyed k JOIN top t USING (name_key, channel_key, uid_key)
ORDER BY t.best ${direction}, k.name_key, k.channel_key, k.uid_key, k.score ${direction}, k.followers DESC,
  k.channel, k.uid`,
        ),
        scope,
      );
      return rows.map((row) => ({
        who: JSON.stringify([row.name_key, row.channel_key, row.uid_key]),
        uid: String(row.uid),
        username: textOrNull(row.username),
        channel: String(row.channel),
        followers: num(row.followers),
        posts: num(row.posts),
        interactions: num(row.interactions),
        likes: num(row.likes),
        comments: num(row.comments),
        shares: num(row.shares),
        lastPostAt: num(row.last_post_at),
      }));
    },

    /**
     * The `take` most frequent terms (occurrences, and how many posts hold each) and, among them, the pairs
     * that share posts (weight = posts holding both), at most `maxEdges`, heaviest first.
     */
    async termGraph(
      scope: PostScope,
      options: { take: number; maxEdges: number; sentimentCodes: readonly number[] | null },
    ) {
      const sampling = samplingOf(await countPosts(scope, options.sentimentCodes), termSamplePosts);
      const rows = await run(
        plan(
          (params) => `
WITH ${termCtes(scope, params, { step: sampling.step, sentimentCodes: options.sentimentCodes })}, terms AS (
  SELECT r.term, sum(c.n) AS n
  FROM (SELECT raw, count(*) AS n FROM tokens GROUP BY raw) c JOIN terms_of_raw r USING (raw)
  GROUP BY r.term ORDER BY n DESC, r.term
  ${d.limit(params.add(options.take))}
), post_terms AS (
  SELECT DISTINCT t.rid, r.term FROM tokens t JOIN terms_of_raw r USING (raw) JOIN terms USING (term)
), term_posts AS (
  SELECT term, count(*) AS posts FROM post_terms GROUP BY term
), edges AS (
  SELECT a.term AS source, b.term AS target, count(*) AS weight
  FROM post_terms a JOIN post_terms b ON a.rid = b.rid AND a.term < b.term
  GROUP BY ALL ORDER BY weight DESC, source, target
  ${d.limit(params.add(options.maxEdges))}
)
SELECT 'node' AS kind, t.term AS source, NULL AS target, t.n AS weight, coalesce(p.posts, 0) AS posts
FROM terms t LEFT JOIN term_posts p USING (term)
UNION ALL
SELECT 'edge' AS kind, source, target, weight, NULL AS posts FROM edges
UNION ALL
SELECT 'sample' AS kind, NULL, NULL, NULL, n FROM sample_size`,
        ),
        scope,
      );
      const { factor, sample } = scaleOf(sampling, num(rows.find((row) => row.kind === 'sample')?.posts));
      const scaled = (value: unknown) => Math.round(num(value) * factor);
      const nodes = rows
        .filter((row) => row.kind === 'node')
        .map((row) => ({ term: String(row.source), count: scaled(row.weight), posts: scaled(row.posts) }))
        .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1));
      const edges = rows
        .filter((row) => row.kind === 'edge')
        .map((row) => ({
          source: String(row.source),
          target: String(row.target),
          weight: scaled(row.weight),
        }))
        .sort(
          (a, b) =>
            b.weight - a.weight ||
            (a.source === b.source ? (a.target < b.target ? -1 : 1) : a.source < b.source ? -1 : 1),
        );
      return { nodes, edges, sample };
    },

    /**
     * Posts per time bucket of the grain (São Paulo wall clock, compiler/time-buckets.ts), every bucket of the
     * period present. Posts are first counted per UTC hour (minute for the minute grain) with integer
     * arithmetic and only those counts are bucketed: exact, as São Paulo's offsets are whole hours.
     */
    async postsPerBucket(scope: PostScope, grain: TimeGrain): Promise<[number, number][]> {
      const slotMs = grain === 'minute' ? 60_000 : 3_600_000;
      const rows = await run(
        plan((params) => {
          const buckets = timeBuckets(grain, scope.range, params);
          const start = d.instant(params.add(iso(scope.range.start)));
          const end = d.instant(params.add(iso(scope.range.end)));
          return `
WITH slots AS (
  SELECT epoch_ms(posted_at) // ${slotMs} AS slot, count(*) AS n FROM posts
  WHERE ${scopeWhere(scope, params)}
  GROUP BY 1
), counted AS (
  SELECT ${buckets.bucket(`to_timestamp(slot * ${slotMs / 1000})`)} AS bucket, sum(n) AS n FROM slots GROUP BY 1
), buckets AS (
  ${buckets.range(start, end)}
)
SELECT ${buckets.epochMs('b.bucket')} AS ts, coalesce(c.n, 0) AS n
FROM buckets b LEFT JOIN counted c ON c.bucket = b.bucket
ORDER BY ts`;
        }),
        scope,
      );
      return rows.map((row) => [num(row.ts), num(row.n)]);
    },

    /**
     * Posts per value of a dimension, split by sentiment: the `take` values with most posts. A post counts
     * once per tag / theme / group / term it holds. Terms are counted on the term sample, scaled to the whole
     * (`sample` tells when it was one).
     */
    async multibar(
      scope: PostScope,
      options: { group: MultibarGroup; take: number },
    ): Promise<{ rows: MultibarRow[]; sample: { posts: number; of: number } | null }> {
      const sampling =
        options.group === 'term' ? samplingOf(await countPosts(scope, null), termSamplePosts) : null;
      const rows = await run(
        plan((params) => {
          const sentiment = sentimentCase('polarity');
          const keyed = (key: string) =>
            `base AS (SELECT ${key} AS key, ${sentiment} AS sentiment FROM posts WHERE ${scopeWhere(scope, params)})`;
          const scale = 'sample_size AS (SELECT 0 AS n)';
          let ctes: string;
          switch (options.group) {
            case 'channel':
              ctes = `${keyed('CAST(channel AS VARCHAR)')}, ${scale}`;
              break;
            case 'polarity':
              ctes = `${keyed(sentiment)}, ${scale}`;
              break;
            case 'gender':
              ctes = `${keyed(genderCase('gender'))}, ${scale}`;
              break;
            case 'device':
              ctes = `${keyed('device')}, ${scale}`;
              break;
            case 'postType':
              ctes = `${keyed('post_type')}, ${scale}`;
              break;
            case 'tag':
              ctes = `${keyed(d.unnest('tag'))}, ${scale}`;
              break;
            case 'theme':
              ctes = `${keyed(d.unnest('theme'))}, ${scale}`;
              break;
            case 'group':
              ctes = `${keyed(d.unnest('"group"'))}, ${scale}`;
              break;
            case 'term':
              ctes = `${termCtes(scope, params, { step: sampling?.step ?? 1, sentimentCodes: null })}, base AS (
  SELECT DISTINCT t.rid, t.sentiment, r.term AS key FROM tokens t JOIN terms_of_raw r USING (raw)
)`;
              break;
            default:
              return assertUnreachable(options.group);
          }
          return `
WITH ${ctes}, counted AS (
  SELECT CAST(key AS VARCHAR) AS key, sentiment, count(*) AS n FROM base WHERE key IS NOT NULL GROUP BY ALL
), top AS (
  SELECT key, sum(n) AS total FROM counted GROUP BY key ORDER BY total DESC, key
  ${d.limit(params.add(options.take))}
)
SELECT c.key, c.sentiment, c.n, t.total, s.n AS sampled
FROM counted c JOIN top t USING (key) CROSS JOIN sample_size s
ORDER BY t.total DESC, c.key`;
        }),
        scope,
      );
      const { factor, sample } = sampling
        ? scaleOf(sampling, num(rows[0]?.sampled))
        : { factor: 1, sample: null };
      return {
        sample,
        rows: rows.map((row) => ({
          key: String(row.key),
          sentiment: String(row.sentiment),
          n: Math.round(num(row.n) * factor),
          total: Math.round(num(row.total) * factor),
        })),
      };
    },
  };
}

export type WarRoomRepository = ReturnType<typeof createWarRoomRepository>;
