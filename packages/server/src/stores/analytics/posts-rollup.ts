/**
 * Per-hour pre-aggregates of the posts, kept by every append: on DuckDB in the same transaction
 * (duckdb/staged-batch.ts), recomputed from the posts of the hours a batch touched, so they always equal what
 * the posts say; on ClickHouse as a ledger of signed deltas (clickhouse/rollup.ts), added up by readers.
 * One row per (universe, UTC hour, grouping set): the hour alone, or the hour and one dimension. A chart
 * over whole hours without a filter reads these rows instead of the posts (compiler/compile-series.ts); the
 * partial hours at the range's edges still come from the posts.
 *
 * Hours are UTC; São Paulo's offsets are whole hours, so every hour lies inside one bucket of any grain from
 * the hour up (the minute grain never uses the rollup).
 */
export const POSTS_ROLLUP_TABLE = 'posts_rollup';

export const HOUR_MS = 3_600_000;

/**
 * The whole hours of a range, [first, end) in ms, that the rollup can answer for; the partial hours before
 * `first` and from `end` on come from the posts. Null when the range holds no whole hour.
 */
export function wholeHours(range: { start: number; end: number }): { first: number; end: number } | null {
  const first = Math.ceil(range.start / HOUR_MS) * HOUR_MS;
  const end = Math.floor((range.end + 1) / HOUR_MS) * HOUR_MS;
  return first < end ? { first, end } : null;
}

/** The dimensions a rollup row may be grouped by: template field → posts column. Order fixes `dims` bits. */
export const ROLLUP_DIMENSIONS: Readonly<Record<string, string>> = {
  channel: 'channel',
  polarity: 'polarity',
  gender: 'gender',
  device: 'device',
  postType: 'post_type',
  tag: 'tag',
  theme: 'theme',
};

/** List columns: a post counts once per value, as a chart grouped by them counts it. */
export const LIST_DIMENSIONS = new Set(['tag', 'theme']);

/** The groupings kept besides the hour: none, each dimension alone, and tags or themes by polarity. */
export const ROLLUP_SETS: readonly (readonly string[])[] = [
  [],
  ['channel'],
  ['polarity'],
  ['gender'],
  ['device'],
  ['postType'],
  ['tag'],
  ['theme'],
  ['tag', 'polarity'],
  ['theme', 'polarity'],
];

/**
 * Continuous fields of the posts chart entity kept as sums, per hour in BIGINT: sum() over them answers
 * HUGEINT as it does over the posts' BIGINT columns, and DuckDB scans BIGINT some 40 times faster than the
 * HUGEINT these were first kept in.
 */
export const ROLLUP_SUMS: Readonly<Record<string, string>> = {
  likes: 'likes',
  comments: 'comments',
  interactions: 'interactions',
  shares: 'shares',
  views: 'views',
  fbViews: 'fb_views',
  impressions: 'impressions',
  reach: 'reach',
};

/** Fields whose column is never NULL: count(field) is the row count `n`. */
export const ROLLUP_NOT_NULL_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'postedAt',
  'channel',
  'polarity',
  'gender',
  ...Object.keys(ROLLUP_SUMS),
]);

const fields = Object.keys(ROLLUP_DIMENSIONS);
const dimensionColumns = Object.values(ROLLUP_DIMENSIONS);
const sumColumns = Object.values(ROLLUP_SUMS);
const scalarColumns = dimensionColumns.filter((c) => !LIST_DIMENSIONS.has(c));

/** Every column of the table, in the order rollupSelect answers them. */
export const ROLLUP_COLUMNS: readonly string[] = [
  'universe_id',
  'hour',
  'dims',
  ...dimensionColumns,
  'n',
  ...sumColumns,
];

/**
 * The `dims` value of rows grouped by `grouped` (fields; none: by the hour alone), as GROUPING() numbers
 * them: one bit per dimension, set when the dimension is NOT grouped, the first dimension the highest bit.
 * Null when the rollup keeps no such grouping.
 */
export function rollupDims(grouped: readonly string[]): number | null {
  const kept = ROLLUP_SETS.some(
    (set) => set.length === grouped.length && set.every((field) => grouped.includes(field)),
  );
  if (!kept) return null;
  let dims = 0;
  for (const field of fields) dims = dims * 2 + (grouped.includes(field) ? 0 : 1);
  return dims;
}

/** The table's definition; the list dimensions come last, as migration 3 added them; sums BIGINT (migration 5). */
export const POSTS_ROLLUP_DDL = `CREATE TABLE ${POSTS_ROLLUP_TABLE} (
  universe_id VARCHAR NOT NULL, hour TIMESTAMPTZ NOT NULL, dims INTEGER NOT NULL,
  channel channel_t, polarity TINYINT, gender TINYINT, device VARCHAR, post_type VARCHAR,
  n BIGINT NOT NULL, ${sumColumns.map((column) => `${column} BIGINT NOT NULL`).join(', ')},
  tag VARCHAR, theme VARCHAR
)`;

const HOUR_OF_POST = `make_timestamptz((epoch_ms(posted_at) // ${HOUR_MS}) * ${HOUR_MS * 1000})`;
const totals = `count(*) AS n, ${sumColumns.map((column) => `sum(${column}) AS ${column}`).join(', ')}`;

/**
 * The rollup rows of the posts that `where` selects (a condition on posts; bound values as the caller binds
 * them), columns as ROLLUP_COLUMNS: the scalar groupings in one pass (GROUPING SETS), each list grouping
 * from the posts' list values. `from` is the posts table, or a relation of rows shaped as its rows (a
 * batch's, before they are stored).
 */
export function rollupSelect(where: string, from = 'posts'): string {
  const listBits = 2 ** dimensionColumns.filter((c) => LIST_DIMENSIONS.has(c)).length;
  const scalarSets = ROLLUP_SETS.filter((set) =>
    set.every((f) => !LIST_DIMENSIONS.has(ROLLUP_DIMENSIONS[f] ?? '')),
  );
  const scalar = `SELECT universe_id, ${HOUR_OF_POST} AS hour,
  CAST(GROUPING(${scalarColumns.join(', ')}) * ${listBits} + ${listBits - 1} AS INTEGER) AS dims,
  ${dimensionColumns.map((c) => (LIST_DIMENSIONS.has(c) ? `NULL AS ${c}` : c)).join(', ')}, ${totals}
FROM ${from}
WHERE ${where}
GROUP BY GROUPING SETS (${scalarSets
    .map((set) => `(universe_id, hour${set.map((f) => `, ${ROLLUP_DIMENSIONS[f]}`).join('')})`)
    .join(', ')})`;
  // One unnest per list column for every grouping that holds it; GROUPING() of the other columns tells
  // which grouping a row belongs to.
  const lists = dimensionColumns
    .filter((list) => LIST_DIMENSIONS.has(list))
    .flatMap((list) => {
      const sets = ROLLUP_SETS.filter((set) => set.some((f) => ROLLUP_DIMENSIONS[f] === list));
      if (sets.length === 0) return [];
      const columnsOf = (set: readonly string[]) => set.map((f) => ROLLUP_DIMENSIONS[f] as string);
      const others = [...new Set(sets.flatMap(columnsOf))].filter((c) => c !== list);
      const grouped = [list, ...others];
      const groupingOf = (set: readonly string[]) =>
        others.reduce((bits, c) => bits * 2 + (columnsOf(set).includes(c) ? 0 : 1), 0);
      const dims =
        others.length === 0
          ? String(rollupDims(sets[0] ?? []))
          : `CASE GROUPING(${others.join(', ')}) ${sets
              .map((set) => `WHEN ${groupingOf(set)} THEN ${rollupDims(set)}`)
              .join(' ')} END`;
      const picked = dimensionColumns.map((c) => (grouped.includes(c) ? c : `NULL AS ${c}`));
      return [
        `SELECT universe_id, hour, CAST(${dims} AS INTEGER) AS dims, ${picked.join(', ')}, ${totals}
FROM (
  SELECT universe_id, ${HOUR_OF_POST} AS hour, unnest(${list}) AS ${list}, ${[...others, ...sumColumns].join(', ')}
  FROM ${from}
  WHERE ${where}
)
GROUP BY GROUPING SETS (${sets
          .map(
            (set) =>
              `(universe_id, hour${columnsOf(set)
                .map((c) => `, ${c}`)
                .join('')})`,
          )
          .join(', ')})`,
      ];
    });
  return [scalar, ...lists].join('\nUNION ALL\n');
}

/** Inserts the rollup rows of the posts `where` selects; the caller first deletes those of their hours. */
export const rollupInsert = (where: string): string =>
  `INSERT INTO ${POSTS_ROLLUP_TABLE} (${ROLLUP_COLUMNS.join(', ')})\n${rollupSelect(where)}`;

/**
 * The rollup rows of `rows` (rollup rows, ROLLUP_COLUMNS, possibly several of one group) added up: one row
 * per (universe, hour, grouping, dimension values), as the rollup keeps them.
 */
export function rollupSum(rows: string): string {
  const groups = ['universe_id', 'hour', 'dims', ...dimensionColumns];
  const totalsOf = ['n', ...sumColumns].map((column) => `CAST(sum(${column}) AS BIGINT) AS ${column}`);
  return `SELECT ${[...groups, ...totalsOf].join(', ')} FROM (${rows}) GROUP BY ${groups.join(', ')}`;
}

/** Migration 5: sums kept in BIGINT instead of HUGEINT (ROLLUP_SUMS). */
export const ROLLUP_SUMS_AS_BIGINT = sumColumns
  .map((column) => `ALTER TABLE ${POSTS_ROLLUP_TABLE} ALTER COLUMN ${column} SET DATA TYPE BIGINT;`)
  .join('\n');
