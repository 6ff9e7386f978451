import {
  HOUR_MS,
  LIST_DIMENSIONS,
  POSTS_ROLLUP_TABLE,
  ROLLUP_COLUMNS,
  ROLLUP_DIMENSIONS,
  ROLLUP_SETS,
  ROLLUP_SUMS,
  rollupDims,
} from '../posts-rollup.ts';
import { BATCH_COLUMN, type ClickHouseTable, type StoredTable } from './schema.ts';

/**
 * The posts rollup on ClickHouse (../posts-rollup.ts: the same rows, groupings and columns DuckDB keeps, read
 * by the same compiler path), kept as an add-only ledger of signed deltas: every append adds the rollup rows
 * of the posts it wrote and, for a re-sent record that changed, the same rows negated for the old row it
 * deletes. Readers add the rows up (they always do: `sum(n)`), so unmerged deltas of one hour answer what one
 * row would. A record sent twice unchanged writes nothing (clickhouse-append.ts), here too.
 *
 * Hours are whole UTC hours of posted_at in ms (the instants' type, schema.ts). MergeTree ordered by
 * (universe_id, dims, hour): a chart reads one grouping over a range of hours. On a cluster the rollup lives
 * beside its posts on their shard, with a Distributed table over it, as the posts do.
 */
const dimensionColumns = Object.values(ROLLUP_DIMENSIONS);
const sumColumns = Object.values(ROLLUP_SUMS);

/** The rollup's table beside the posts table `posts` (its dimension types are the posts columns'). */
export function rollupTable(posts: ClickHouseTable): StoredTable {
  const typeOf = (column: string) => {
    const type = posts.columns.find((c) => c.column === column)?.type;
    if (!type) throw new Error(`posts has no column ${column}`);
    // One value of a list; NULL where the row's grouping leaves the dimension out.
    const element = /^Array\((.*)\)$/.exec(type)?.[1] ?? type;
    return element.startsWith('Nullable(') ? element : `Nullable(${element})`;
  };
  const clustered = posts.local !== posts.table;
  return {
    table: POSTS_ROLLUP_TABLE,
    local: clustered ? `${POSTS_ROLLUP_TABLE}_local` : POSTS_ROLLUP_TABLE,
    columns: ROLLUP_COLUMNS.filter((c) => c !== 'universe_id').map((column) => ({
      column,
      type:
        column === 'hour' || column === 'n' || sumColumns.includes(column)
          ? 'Int64'
          : column === 'dims'
            ? 'Int32'
            : typeOf(column),
      instant: column === 'hour',
    })),
  };
}

/** The statement creating the rollup's table `name` (the local table, or a table filled before it is renamed). */
export const rollupCreate = (database: string, rollup: StoredTable, name = rollup.local) =>
  `CREATE TABLE ${database}.${name} (
  universe_id String,
  ${rollup.columns.map((c) => `${c.column} ${c.type}`).join(',\n  ')},
  ${BATCH_COLUMN} String DEFAULT ''
) ENGINE = MergeTree
PARTITION BY toYYYYMM(toDateTime(intDiv(hour, 1000), 'UTC'))
ORDER BY (universe_id, dims, hour)`;

/**
 * The statements filling `into` with the rollup of every post of `posts` (a host's local tables): one per
 * grouping, lists joined by ARRAY JOIN. Run once, when a host first gets the rollup (migrate.ts).
 */
export function rollupBackfill(posts: ClickHouseTable, into: string): string[] {
  const hour = `posted_at - ((posted_at % ${HOUR_MS}) + ${HOUR_MS}) % ${HOUR_MS}`;
  return ROLLUP_SETS.map((set) => {
    const grouped = set.map((field) => ROLLUP_DIMENSIONS[field] as string);
    const list = grouped.find((column) => LIST_DIMENSIONS.has(column));
    const selected = (column: string) =>
      !grouped.includes(column) ? 'NULL' : column === list ? `${column}_value` : column;
    return `INSERT INTO ${into} (universe_id, ${ROLLUP_COLUMNS.slice(1).join(', ')}, ${BATCH_COLUMN})
SELECT universe_id, ${hour} AS rollup_hour, ${rollupDims(set)}, ${dimensionColumns.map(selected).join(', ')},
  count(), ${sumColumns.map((c) => `sum(${c})`).join(', ')}, ''
FROM ${posts.local}${list ? ` ARRAY JOIN ${list} AS ${list}_value` : ''}
GROUP BY universe_id, rollup_hour${grouped.map((c) => `, ${selected(c)}`).join('')}`;
  });
}

type StoredRow = Readonly<Record<string, unknown>>;

/**
 * The rollup rows of posts written (`added`) and deleted (`removed`), as rows of the stored form (JSON keys
 * the column names; ClickHouse answers 64-bit integers as texts): each post's rows counted +1 or −1, added
 * up per (hour, grouping, values), rows adding up to nothing left out. Sums are added as doubles, and again
 * exactly (BigInt, written as texts) when a value or a total passes 2^53.
 */
export function rollupDeltas(
  rollup: StoredTable,
  universeId: string,
  added: readonly StoredRow[],
  removed: readonly StoredRow[],
  batch: string,
): Record<string, unknown>[] {
  return (
    ledger(rollup, universeId, added, removed, batch, false) ??
    (ledger(rollup, universeId, added, removed, batch, true) as Record<string, unknown>[])
  );
}

/** rollupDeltas' rows, sums added as doubles (null when one is no longer exact) or as BigInts (`exact`). */
function ledger(
  rollup: StoredTable,
  universeId: string,
  added: readonly StoredRow[],
  removed: readonly StoredRow[],
  batch: string,
  exact: boolean,
): Record<string, unknown>[] | null {
  // Int8 dimensions (polarity, gender) as numbers, whichever form they came in.
  const numeric = new Set(
    rollup.columns.filter((c) => /^(Nullable\()?Int\d+\)?$/.test(c.type)).map((c) => c.column),
  );
  const scalar = (column: string, value: unknown) =>
    value === null || value === undefined ? null : numeric.has(column) ? Number(value) : value;
  /** A value's part of a key, unambiguous whatever a text holds (its length first). */
  const part = (value: unknown) =>
    value === null || value === undefined
      ? '~'
      : typeof value === 'string'
        ? `${value.length}:${value}`
        : `#${String(value)}`;
  const groupings = ROLLUP_SETS.map((set) => {
    const grouped = set.map((field) => ROLLUP_DIMENSIONS[field] as string);
    const list = grouped.find((column) => LIST_DIMENSIONS.has(column));
    return { dims: rollupDims(set) as number, list, scalars: grouped.filter((c) => c !== list) };
  });
  type Sum = number | bigint;
  const signed = (raw: unknown, sign: 1 | -1): Sum =>
    exact ? BigInt(sign) * BigInt(String(raw ?? 0)) : sign * Number(raw ?? 0);
  const add = (a: Sum, b: Sum): Sum =>
    exact ? (a as bigint) + (b as bigint) : (a as number) + (b as number);
  const zero: Sum = exact ? 0n : 0;
  let lost = false;
  const totals = new Map<string, { row: Record<string, unknown>; n: number; sums: Sum[] }>();
  const count = (post: StoredRow, sign: 1 | -1) => {
    const time = Number(post.posted_at);
    const hour = Math.floor(time / HOUR_MS) * HOUR_MS;
    const sums = sumColumns.map((column) => signed(post[column], sign));
    if (!exact && sums.some((value) => !Number.isSafeInteger(value))) lost = true;
    for (const { dims, list, scalars } of groupings) {
      const scalarValues = scalars.map((column) => scalar(column, post[column]));
      const base = `${hour}|${dims}|${scalarValues.map(part).join('|')}`;
      // A post counts once per value of a list (duplicates too, as unnest gives them).
      const values: unknown[] = list ? ((post[list] as unknown[] | null) ?? []) : [null];
      for (const value of values) {
        const key = list ? `${base}|${part(value)}` : base;
        let total = totals.get(key);
        if (!total) {
          const row: Record<string, unknown> = { universe_id: universeId, hour, dims };
          for (const column of dimensionColumns) row[column] = null;
          scalars.forEach((column, i) => {
            row[column] = scalarValues[i];
          });
          if (list) row[list] = value;
          total = { row, n: 0, sums: sumColumns.map(() => zero) };
          totals.set(key, total);
        }
        total.n += sign;
        for (let i = 0; i < sums.length; i++) {
          const sum = add(total.sums[i] as Sum, sums[i] as Sum);
          if (!exact && !Number.isSafeInteger(sum)) lost = true;
          total.sums[i] = sum;
        }
      }
    }
  };
  for (const post of added) count(post, 1);
  for (const post of removed) count(post, -1);
  if (lost) return null;
  return [...totals.values()]
    .filter((t) => t.n !== 0 || t.sums.some((s) => s !== zero))
    .map((t) => ({
      ...t.row,
      n: t.n,
      ...Object.fromEntries(sumColumns.map((column, i) => [column, exact ? String(t.sums[i]) : t.sums[i]])),
      [BATCH_COLUMN]: batch,
    }));
}
