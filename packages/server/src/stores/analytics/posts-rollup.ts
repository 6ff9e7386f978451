/**
 * Per-hour pre-aggregates of the posts, kept by every append in the same transaction (duckdb/staged-batch.ts)
 * and recomputed from the posts of the hours a batch touched, so they always equal what the posts say.
 * One row per (universe, UTC hour, grouping set): the hour alone, or the hour and one dimension. A chart
 * over whole hours without a filter reads these rows instead of the posts (compiler/compile-series.ts); the
 * partial hours at the range's edges still come from the posts.
 *
 * Hours are UTC; São Paulo's offsets are whole hours, so every hour lies inside one bucket of any grain from
 * the hour up (the minute grain never uses the rollup).
 */
export const POSTS_ROLLUP_TABLE = 'posts_rollup';

export const HOUR_MS = 3_600_000;

/** The dimensions a rollup row may be grouped by: template field → posts column. Order fixes `dims` bits. */
export const ROLLUP_DIMENSIONS: Readonly<Record<string, string>> = {
  channel: 'channel',
  polarity: 'polarity',
  gender: 'gender',
  device: 'device',
  postType: 'post_type',
};

/** Continuous fields of the posts chart entity kept as sums (HUGEINT, as sum() of a BIGINT column answers). */
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

const dimensionColumns = Object.values(ROLLUP_DIMENSIONS);

/**
 * The `dims` value of rows grouped by `field` (null: by the hour alone), as GROUPING() numbers them: one bit
 * per dimension, set when the dimension is NOT grouped, the first dimension being the highest bit.
 */
export function rollupDims(field: string | null): number {
  const all = (1 << dimensionColumns.length) - 1;
  if (field === null) return all;
  const index = Object.keys(ROLLUP_DIMENSIONS).indexOf(field);
  if (index < 0) throw new Error(`${field} is not a rollup dimension`);
  return all & ~(1 << (dimensionColumns.length - 1 - index));
}

/** The table's definition (analytics migration). */
export const POSTS_ROLLUP_DDL = `CREATE TABLE ${POSTS_ROLLUP_TABLE} (
  universe_id VARCHAR NOT NULL, hour TIMESTAMPTZ NOT NULL, dims INTEGER NOT NULL,
  channel channel_t, polarity TINYINT, gender TINYINT, device VARCHAR, post_type VARCHAR,
  n BIGINT NOT NULL, ${Object.values(ROLLUP_SUMS)
    .map((column) => `${column} HUGEINT NOT NULL`)
    .join(', ')}
)`;

/**
 * The rollup rows of the posts that `where` selects (a condition on posts; bound values as the caller binds
 * them), in the table's column order.
 */
export function rollupSelect(where: string): string {
  const hour = `make_timestamptz((epoch_ms(posted_at) // ${HOUR_MS}) * ${HOUR_MS * 1000})`;
  return `SELECT universe_id, ${hour} AS hour, GROUPING(${dimensionColumns.join(', ')}) AS dims,
  ${dimensionColumns.join(', ')}, count(*) AS n,
  ${Object.values(ROLLUP_SUMS)
    .map((column) => `sum(${column}) AS ${column}`)
    .join(', ')}
FROM posts
WHERE ${where}
GROUP BY GROUPING SETS (${['', ...dimensionColumns].map((d) => `(universe_id, hour${d ? `, ${d}` : ''})`).join(', ')})`;
}

/** Inserts the rollup rows of the posts `where` selects; the caller first deletes those of their hours. */
export const rollupInsert = (where: string): string =>
  `INSERT INTO ${POSTS_ROLLUP_TABLE}\n${rollupSelect(where)}`;
