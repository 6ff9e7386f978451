import { type AnalyticsSqlType, TIME_ZONE, type TimeGrain } from '@mirante/core';

/**
 * The SQL that differs between analytics engines (DESIGN §3): everything else the compiler writes is plain
 * SQL. A new engine (ClickHouse) overrides these hooks; placeholders come from SqlParams and columns from the
 * whitelists, so hooks only arrange them.
 */
export interface Dialect {
  readonly name: string;
  /** What the engine's SQL can do: the compiler writes other statements where it cannot (see DialectFeatures). */
  readonly features: DialectFeatures;
  /** True when the text column's value is one of the bound list of texts. */
  inTexts(column: string, list: string): string;
  /** True when the integer column's value is one of the bound list (bound as texts). */
  inIntegers(column: string, list: string): string;
  /** True when the column's value equals the bound value (a text, number or boolean; ENUM columns compare as text). */
  equals(column: string, value: string): string;
  /** True when the text column contains the bound text, in any case. */
  containsText(column: string, text: string): string;
  /** True when the list column shares at least one value with the bound list of texts. */
  listHasAny(listColumn: string, list: string): string;
  /** One row per element of a list column (used to group by tag, theme, group). */
  unnest(listColumn: string): string;
  /** A text column matches a bound RE2 pattern (flags such as (?i) travel inside the pattern). */
  regexpMatch(column: string, pattern: string): string;
  /** The wall-clock start, in the bound zone (an IANA name), of the grain bucket an instant falls in. */
  timeBucket(grain: TimeGrain, instant: string, zone: string): string;
  /**
   * The same with the zone's offset from UTC (bound ms) known to be fixed over the range: no per-row zone
   * lookup, several times faster (see time-buckets.ts).
   */
  fixedOffsetBucket(grain: TimeGrain, instant: string, offsetMs: string): string;
  /** A bound instant (ISO text) as an instant value. */
  instant(param: string): string;
  /** Every bucket start from `first` to `last` (wall-clock values), one row each, as column `bucket`. */
  bucketRange(grain: TimeGrain, first: string, last: string): string;
  /** An instant value (an aggregate of a date field) as ms since the epoch. */
  instantMs(instant: string): string;
  /**
   * The ms from one instant column to another (`to` − `from`), a number; NULL when either is NULL. Computed
   * fields (the desk's durations, entity-columns.ts) are built from it.
   */
  msBetween(from: string, to: string): string;
  /** The hour of the day (0–23) of an instant column on São Paulo's clock (core TIME_ZONE), an integer. */
  hourOfDay(instant: string): string;
  /** A wall-clock value in the bound zone as ms since the epoch (DOUBLE). */
  epochMs(wallClock: string, zone: string): string;
  /** A wall-clock value at a fixed offset (bound ms) as ms since the epoch (DOUBLE). */
  fixedOffsetEpochMs(wallClock: string, offsetMs: string): string;
  /** The first `limit` rows (bound) of an ordered result. */
  limit(limit: string): string;
  /** Of the rows of `rows`, per value of the `partition` columns, only the one with the largest `order` (its columns in turn). */
  latestPer(rows: string, partition: readonly string[], order: readonly string[]): string;
  /**
   * A distinct count of a non-negative integer expression (an integer key) in two aggregations, or null for
   * count(DISTINCT): per group and `chunk` of the value (its high bits) a bitmap of the low bits
   * (`partial`), then the group's count of set bits (`total`, 0 when it has no value). Bitmaps of a cache's
   * size instead of one hash set of every value.
   */
  denseDistinct: DenseDistinct | null;
  /** A grouped value (its stored type) as text, '' when NULL: the `s0…sK` of every answer (DuckDB's CAST). */
  keyText(value: string, column: { type: StoredType; enumValues: readonly string[] | null }): string;
  /** A number as a DOUBLE. */
  toDouble(value: string): string;
  /** A boolean constant, written as the compiler spells the keyword where the engine has one. */
  truth(keyword: 'TRUE' | 'FALSE' | 'true' | 'false'): string;
  /** The number of distinct non-NULL values. */
  distinctCount(value: string): string;
  /** The value at the row with the smallest (`argMin`) or largest (`argMax`) order; rows whose value is NULL are skipped. */
  argMin(value: string, order: string): string;
  argMax(value: string, order: string): string;
  /**
   * What an aggregate other than count reads, so that over no value (no row at all, or only NULLs) it answers
   * NULL as SQL's sum/avg/min/max do (ClickHouse answers 0 or nan for no row without this).
   */
  nullIfNone(value: string): string;
  /** The number of rows meeting a condition (an aggregate). */
  countWhere(condition: string): string;
  /** `value IN (subquery)`: the subquery over a whole (distributed) table, evaluated once. */
  inSubquery(value: string, subquery: string): string;
  /**
   * Of the rows of `table` within `where`, only each partition's latest by `time` (then by id): present states
   * (latestPer). Answers every column of the table.
   */
  latestRows(table: string, where: string, partition: readonly string[], time: string): string;
  /** The rows of `rows` (columns `names`), one per element of the list column `alias`, named `alias` again. */
  explode(rows: string, names: readonly string[], alias: string): string;
  /**
   * A case-insensitive text search: `pattern` (RE2, lower case, every non-ASCII code point escaped) written
   * as the value to bind, and the condition matching the text column against its placeholder. DuckDB folds
   * case in RE2 (`(?i)`, all of Unicode); ClickHouse lowers the text (its `(?i)` misses on literal runs).
   */
  caseInsensitiveSearch: {
    pattern(pattern: string): string;
    match(column: string, placeholder: string): string;
  };
}

/** What an engine's SQL can do, for the compiler to branch on. */
export interface DialectFeatures {
  /** WITH … AS (CTEs), window functions (and QUALIFY), a cross join against a generated range of buckets. */
  readonly ctes: boolean;
  /** The per-hour posts rollup (posts-rollup.ts) is kept: rollupRows may read it. */
  readonly postsRollup: boolean;
  /**
   * The rollup is a ledger of signed deltas (clickhouse/rollup.ts): several rows per hour and values, some
   * adding up to no post at all. rollupRows adds them up and leaves out the groups holding no post.
   */
  readonly rollupLedger: boolean;
  /** The pages' own publications are kept in `own_posts` (../own-posts.ts). */
  readonly ownPosts: boolean;
  /** Integer keys (author_key, contact_key) are stored beside the texts they stand for. */
  readonly integerKeys: boolean;
}

/** A column's stored type as the compiler sees it (../datasets.ts: ENUMs read as VARCHAR). */
export type StoredType = AnalyticsSqlType;

export interface DenseDistinct {
  chunk(value: string): string;
  partial(value: string): string;
  total(partial: string): string;
}

/** DuckDB's dense distinct count over chunks of 2^bits values (bitstring_agg, bit_count). */
export function bitmapDistinct(bits: number): DenseDistinct {
  const mask = 2 ** bits - 1;
  return {
    chunk: (value) => `(${value} >> ${bits})`,
    partial: (value) => `bitstring_agg(${value} & ${mask}, 0, ${mask})`,
    total: (partial) => `coalesce(sum(bit_count(${partial})), 0)`,
  };
}

const UNIT: Record<TimeGrain, { unit: string; step: string }> = {
  minute: { unit: 'minute', step: 'INTERVAL 1 MINUTE' },
  hour: { unit: 'hour', step: 'INTERVAL 1 HOUR' },
  dayOfMonth: { unit: 'day', step: 'INTERVAL 1 DAY' },
  week: { unit: 'week', step: 'INTERVAL 1 WEEK' },
  month: { unit: 'month', step: 'INTERVAL 1 MONTH' },
  quarter: { unit: 'quarter', step: 'INTERVAL 3 MONTH' },
  year: { unit: 'year', step: 'INTERVAL 1 YEAR' },
};

/**
 * A wall-clock timestamp truncated to its grain. Weeks start on Sunday, as the 'current week' preset and the
 * Brazilian calendar do (date_trunc's weeks start on Monday).
 */
function truncated(grain: TimeGrain, wallClock: string): string {
  if (grain === 'week') return `(date_trunc('week', ${wallClock} + INTERVAL 1 DAY) - INTERVAL 1 DAY)`;
  return `date_trunc('${UNIT[grain].unit}', ${wallClock})`;
}

/** DuckDB: ICU time zones, list functions, RE2 regular expressions. */
export const duckDbDialect: Dialect = {
  name: 'duckdb',
  features: { ctes: true, postsRollup: true, rollupLedger: false, ownPosts: true, integerKeys: true },
  inTexts: (column, list) => `list_contains(CAST(${list} AS VARCHAR[]), CAST(${column} AS VARCHAR))`,
  inIntegers: (column, list) => `list_contains(CAST(${list} AS INTEGER[]), CAST(${column} AS INTEGER))`,
  equals: (column, value) => `${column} = ${value}`,
  containsText: (column, text) => `contains(lower(${column}), lower(CAST(${text} AS VARCHAR)))`,
  listHasAny: (listColumn, list) => `list_has_any(${listColumn}, CAST(${list} AS VARCHAR[]))`,
  unnest: (listColumn) => `unnest(${listColumn})`,
  latestPer: (rows, partition, order) =>
    `SELECT * FROM (\n  ${rows}\n  )\n  QUALIFY row_number() OVER (PARTITION BY ${partition.join(', ')} ORDER BY ${order.map((o) => `${o} DESC`).join(', ')}) = 1`,
  regexpMatch: (column, pattern) => `regexp_matches(${column}, ${pattern})`,
  timeBucket: (grain, instant, zone) => truncated(grain, `timezone(${zone}, ${instant})`),
  fixedOffsetBucket: (grain, instant, offsetMs) =>
    truncated(grain, `make_timestamp(epoch_us(${instant}) + CAST(${offsetMs} AS BIGINT) * 1000)`),
  instant: (param) => `CAST(${param} AS TIMESTAMPTZ)`,
  bucketRange: (grain, first, last) =>
    `SELECT unnest(generate_series(${first}, ${last}, ${UNIT[grain].step})) AS bucket`,
  instantMs: (instant) => `epoch_ms(${instant})`,
  msBetween: (from, to) => `(epoch_ms(${to}) - epoch_ms(${from}))`,
  // The zone is our constant, never a value from a request.
  hourOfDay: (instant) => `hour(timezone('${TIME_ZONE}', ${instant}))`,
  epochMs: (wallClock, zone) => `CAST(epoch_ms(timezone(${zone}, ${wallClock})) AS DOUBLE)`,
  fixedOffsetEpochMs: (wallClock, offsetMs) =>
    `CAST(epoch_ms(${wallClock}) - CAST(${offsetMs} AS BIGINT) AS DOUBLE)`,
  limit: (limit) => `LIMIT CAST(${limit} AS BIGINT)`,
  // Chunks of 65,536 keys (8 KB bitmaps): a third of count(DISTINCT)'s time over 700k authors (bits 12–20 tried).
  denseDistinct: bitmapDistinct(16),
  keyText: (value) => `coalesce(CAST(${value} AS VARCHAR), '')`,
  toDouble: (value) => `CAST(${value} AS DOUBLE)`,
  truth: (keyword) => keyword,
  distinctCount: (value) => `count(DISTINCT ${value})`,
  argMin: (value, order) => `arg_min(${value}, ${order})`,
  argMax: (value, order) => `arg_max(${value}, ${order})`,
  nullIfNone: (value) => value,
  countWhere: (condition) => `count(*) FILTER (WHERE ${condition})`,
  inSubquery: (value, subquery) => `${value} IN (${subquery})`,
  // The rows at each key's latest time come from a join on its max (an aggregate: a tenth of the time of a
  // window over every row); the window only breaks ties among those by id.
  latestRows: (table, where, partition, time) => {
    const source = `SELECT * FROM ${table}\n  WHERE ${where}`;
    const on = [...partition.map((c) => `r.${c} IS NOT DISTINCT FROM m.${c}`), `r.${time} = m.latest_time`];
    const atLatest = `SELECT r.* FROM (\n  ${source}\n  ) AS r
  JOIN (SELECT ${partition.join(', ')}, max(${time}) AS latest_time FROM (\n  ${source}\n  ) AS s GROUP BY ${partition.join(', ')}) AS m
  ON ${on.join(' AND ')}`;
    return duckDbDialect.latestPer(atLatest, partition, [time, 'id']);
  },
  explode: (rows, names, alias) =>
    `SELECT ${names.map((n) => (n === alias ? `unnest(${n}) AS ${n}` : n)).join(', ')} FROM (\n  ${rows}\n  )`,
  caseInsensitiveSearch: {
    pattern: (pattern) => `(?i)${pattern}`,
    match: (column, placeholder) => `regexp_matches(${column}, ${placeholder})`,
  },
};
