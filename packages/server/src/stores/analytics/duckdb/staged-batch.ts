import type { DuckDBConnection } from '@duckdb/node-api';
import { authorKeyJoins, batchAuthorKeys } from '../author-keys.ts';
import { batchContactKeys } from '../contact-keys.ts';
import type { DatasetTable } from '../datasets.ts';
import { OWN_POSTS_TABLE } from '../own-posts.ts';
import {
  HOUR_MS,
  POSTS_ROLLUP_TABLE,
  ROLLUP_COLUMNS,
  rollupInsert,
  rollupSelect,
  rollupSum,
} from '../posts-rollup.ts';
import {
  type StagingChunks,
  settleStagingSql,
  stagedInTimeOrder,
  stagedValues,
  stagingTable,
  stagingTableDdl,
} from './staging-chunks.ts';

/*
 * A merge runs as two scripts, each one call into DuckDB: every call waits for the event loop to take its
 * answer, and the event loop is busy reading the next request's body. Scripts bind no values, so the
 * universe id travels as a SQL string literal (sqlText) and the hours as integer literals.
 */

/** A text as a SQL string literal: quotes doubled (backslashes are plain characters in DuckDB literals). */
export const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Whether a TIMESTAMPTZ column's instant lies in one of the given distinct UTC hours (integer literals):
 * between the first and the last, and when some hour between them is not given, in a semi-join with the
 * hours (a hash lookup, where a list lookup per row compared each row with every hour of a month's batch).
 */
function inHours(column: string, hours: readonly number[]): string {
  const first = hours.reduce((a, b) => Math.min(a, b));
  const last = hours.reduce((a, b) => Math.max(a, b));
  const range = `${column} >= make_timestamptz(${first * HOUR_MS * 1000}) AND ${column} < make_timestamptz(${(last + 1) * HOUR_MS * 1000})`;
  if (hours.length === last - first + 1) return range;
  return `${range} AND epoch_ms(${column}) // ${HOUR_MS} IN (SELECT unnest([${hours.join(', ')}]::BIGINT[]))`;
}

/**
 * The statements that recompute the posts rollup of the given UTC hours of a universe (a SQL literal) from
 * its posts (posts-rollup.ts): what it held for them is replaced, so running them again changes nothing.
 * It reads every post of those hours: a batch that replaces stored posts takes it, to take theirs out.
 */
export function postsRollupRefresh(universe: string, hours: readonly number[]): string[] {
  if (hours.length === 0) return [];
  return [
    `DELETE FROM ${POSTS_ROLLUP_TABLE} WHERE universe_id = ${universe} AND ${inHours('hour', hours)}`,
    rollupInsert(`universe_id = ${universe} AND ${inHours('posted_at', hours)}`),
  ];
}

/**
 * The statements that add a batch of new posts (none of them stored before) to the rollup of their hours:
 * the batch's own rollup rows and the rows the rollup held for those hours are added up and replace them.
 * It reads the batch and the rollup, never the stored posts, so a batch over a month of a large universe
 * costs what its own rows do (recomputing those hours read every post of the month).
 */
function postsRollupAdd(table: DatasetTable, universe: string, hours: readonly number[]): string[] {
  if (hours.length === 0) return [];
  const columns = ROLLUP_COLUMNS.join(', ');
  const values = stagedValues(table, '').map((value, i) => `${value} AS ${table.columns[i]?.column}`);
  const batch = `(SELECT ${universe} AS universe_id, ${values.join(', ')} FROM temp.${stagingTable(table)})`;
  const heldRows = `FROM ${POSTS_ROLLUP_TABLE} WHERE universe_id = ${universe} AND ${inHours('hour', hours)}`;
  return [
    `CREATE OR REPLACE TEMP TABLE rollup_sum AS ${rollupSum(`${rollupSelect('true', batch)}\nUNION ALL\nSELECT ${columns} ${heldRows}`)}`,
    `DELETE ${heldRows}`,
    `INSERT INTO ${POSTS_ROLLUP_TABLE} (${columns}) SELECT ${columns} FROM temp.rollup_sum`,
    'DROP TABLE temp.rollup_sum',
  ];
}

/** Integer keys a dataset's rows carry besides their fields (text-keys.ts), found for a staged batch. */
interface RowKeys {
  /** The statements that give the batch's texts their ids (a temp table) and the dictionary the new ones. */
  prepare: string[];
  /** The joins from a staged row `a` to its texts' ids. */
  joins: string;
  /** Each key column's expression over those joins. */
  columns: Readonly<Record<string, string>>;
}

/** The keys of each dataset's rows that has some, for the staging table `source` of a universe (a literal). */
const ROW_KEYS: Readonly<Record<string, (source: string, universe: string) => RowKeys>> = {
  posts(source, universe) {
    const batchKeys = 'temp.staged_author_keys';
    const keys = authorKeyJoins('a', batchKeys);
    return {
      prepare: batchAuthorKeys(
        `(SELECT ${universe} AS universe_id, uid, username FROM ${source})`,
        universe,
        batchKeys,
      ),
      joins: keys.joins,
      columns: { author_key: keys.authorKey, name_key: keys.nameKey },
    };
  },
  chatbot_messages(source, universe) {
    const batchKeys = 'temp.staged_contact_keys';
    return {
      prepare: batchContactKeys(source, universe, batchKeys),
      joins: `LEFT JOIN ${batchKeys} ck ON ck.key = a."contactId"`,
      columns: { contact_key: 'ck.id' },
    };
  },
};

/**
 * The statements that insert the staged rows, with their keys when the dataset has some (ROW_KEYS): the
 * dictionaries first gain the texts they lack; the keys of each staged row are then looked up and joined back
 * by position (a sort of integers, not of whole rows), so the rows go in staging order, sorted by time only
 * when the batch came out of time order. Posts by the page they were posted on also go to the own posts'
 * table (own-posts.ts).
 */
function stagedInsert(table: DatasetTable, universe: string, staged: StagingChunks): string[] {
  const source = `temp.${stagingTable(table)}`;
  const columns = table.columns.map((c) => c.column).join(', ');
  const order = stagedInTimeOrder(staged) ? '' : `"${table.timeField}", `;
  const keys = ROW_KEYS[table.table]?.(source, universe);
  if (!keys) {
    return [
      `INSERT INTO ${table.table} (universe_id, ${columns})
       SELECT ${universe}, ${stagedValues(table, '').join(', ')} FROM ${source}
       ORDER BY ${order}rowid`,
    ];
  }
  const names = Object.keys(keys.columns);
  const insertInto = (target: string, where: string) =>
    `INSERT INTO ${target} (universe_id, ${columns}, ${names.join(', ')})
     SELECT ${universe}, ${stagedValues(table, 's.').join(', ')}, ${names.map((n) => `k.${n}`).join(', ')}
     FROM ${source} s
     POSITIONAL JOIN (
       SELECT ${Object.entries(keys.columns)
         .map(([name, value]) => `${value} AS ${name}`)
         .join(', ')}, a.rowid AS staged_at FROM ${source} a
       ${keys.joins}
       ORDER BY a.rowid
     ) k
     WHERE ${where}
     ${order ? `ORDER BY s.${order}k.staged_at` : ''}`;
  return [
    ...keys.prepare,
    insertInto(table.table, 'true'),
    ...(table.table === 'posts' ? [insertInto(OWN_POSTS_TABLE, 's."uid" = s."pid"')] : []),
  ];
}

/**
 * Fills the connection's staging table of the dataset with a batch's chunks (staging-chunks.ts); mergeStaged
 * on the same connection then stores them. Runs outside the dataset's write lock, while another batch merges.
 * The table is made anew for each batch: a table emptied and filled again kept counting the rows it had
 * held, so DuckDB took the staged batch for the larger side of the existing-id check and hashed every id of
 * the universe instead (a 20,000-post batch into 1M posts: ~290 ms against ~40 ms).
 */
export async function stageBatch(connection: DuckDBConnection, table: DatasetTable, staged: StagingChunks) {
  await connection.run(stagingTableDdl(table));
  const appender = await connection.createAppender(stagingTable(table), 'main', 'temp');
  try {
    try {
      for (const chunk of staged.chunks) appender.appendDataChunk(chunk);
      appender.flushSync();
    } finally {
      appender.closeSync();
    }
    const settle = settleStagingSql(table, staged);
    if (settle !== null) await connection.run(settle);
  } catch (error) {
    await connection.run(`DELETE FROM temp.${stagingTable(table)}`).catch(() => undefined);
    throw error;
  }
}

/**
 * Merges the batch staged on this connection (stageBatch) into the table in one transaction: ids already
 * stored for the universe are deleted first (checked with a semi-join count, so the usual batch of new ids
 * writes no delete at all), then the rows are inserted in time order. Posts then refresh their rollup for
 * every hour the batch added to or removed from. The staging table is emptied either way.
 */
export async function mergeStaged(
  connection: DuckDBConnection,
  table: DatasetTable,
  universeId: string,
  staged: StagingChunks,
): Promise<void> {
  const source = `temp.${stagingTable(table)}`;
  const universe = sqlText(universeId);
  const stored = `FROM ${table.table} WHERE universe_id = ${universe} AND id IN (SELECT id FROM ${source})`;
  try {
    const existing = await connection.runAndReadAll(
      `BEGIN TRANSACTION;
       SELECT count(*)::INTEGER AS n, list(DISTINCT epoch_ms(${table.timeColumn}) // ${HOUR_MS}) AS hours ${stored}`,
    );
    const [found] = existing.getRowObjectsJS();
    const touched = new Set(staged.hours);
    const replaces = Number(found?.n ?? 0) > 0;
    if (replaces) for (const hour of (found?.hours ?? []) as bigint[]) touched.add(Number(hour));
    const rollup =
      table.table !== 'posts'
        ? []
        : replaces
          ? postsRollupRefresh(universe, [...touched])
          : postsRollupAdd(table, universe, staged.hours);
    const deletes = !replaces
      ? []
      : [
          `DELETE ${stored}`,
          ...(table.table === 'posts'
            ? [
                `DELETE FROM ${OWN_POSTS_TABLE} WHERE universe_id = ${universe} AND id IN (SELECT id FROM ${source})`,
              ]
            : []),
        ];
    const insert = [...stagedInsert(table, universe, staged), ...rollup];
    await connection.run(
      // The staging table is emptied inside the transaction: an error anywhere means nothing was written.
      [...deletes, ...insert, `DELETE FROM ${source}`, 'COMMIT'].join(';\n'),
    );
  } catch (error) {
    // A failed statement leaves the transaction open; a failed COMMIT has already ended it.
    await connection.run('ROLLBACK').catch(() => undefined);
    await connection.run(`DELETE FROM ${source}`).catch(() => undefined);
    throw error;
  }
}
