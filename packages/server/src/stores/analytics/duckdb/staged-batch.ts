import { type DuckDBConnection, listValue } from '@duckdb/node-api';
import { authorKeyJoins, authorKeysInsert } from '../author-keys.ts';
import type { DatasetTable } from '../datasets.ts';
import { HOUR_MS, POSTS_ROLLUP_TABLE, rollupInsert } from '../posts-rollup.ts';
import { type StagingChunks, stagedValues, stagingTable, stagingTableDdl } from './staging-chunks.ts';

/**
 * Recomputes the posts rollup of the given UTC hours of a universe from its posts (posts-rollup.ts): what
 * it held for them is replaced, so running it again changes nothing.
 */
export async function refreshPostsRollup(
  connection: DuckDBConnection,
  universeId: string,
  hours: readonly number[],
): Promise<void> {
  if (hours.length === 0) return;
  const first = hours.reduce((a, b) => Math.min(a, b));
  const last = hours.reduce((a, b) => Math.max(a, b));
  const values = {
    universe: universeId,
    hours: listValue([...hours]),
    first: first * HOUR_MS * 1000,
    last: (last + 1) * HOUR_MS * 1000,
  };
  const inHours = (column: string) =>
    `${column} >= make_timestamptz(CAST($first AS BIGINT)) AND ${column} < make_timestamptz(CAST($last AS BIGINT))
     AND list_contains(CAST($hours AS BIGINT[]), epoch_ms(${column}) // ${HOUR_MS})`;
  await connection.run(
    `DELETE FROM ${POSTS_ROLLUP_TABLE} WHERE universe_id = $universe AND ${inHours('hour')}`,
    values,
  );
  await connection.run(rollupInsert(`universe_id = $universe AND ${inHours('posted_at')}`), values);
}

/**
 * Inserts the staged posts with their author keys (author-keys.ts): the dictionary first gains the texts it
 * lacks, then each row takes its keys by a join, and the rows go in staging order, which is time order.
 */
async function insertPosts(connection: DuckDBConnection, table: DatasetTable, universeId: string) {
  const staged = `temp.${stagingTable(table)}`;
  await connection.run(
    authorKeysInsert(`(SELECT $universe AS universe_id, uid, username FROM ${staged})`, '$universe'),
    { universe: universeId },
  );
  const keys = authorKeyJoins('a', '$universe');
  await connection.run(
    `INSERT INTO posts (universe_id, ${table.columns.map((c) => c.column).join(', ')}, author_key, name_key)
     SELECT $universe, ${stagedValues(table, 's.').join(', ')}, k.author_key, k.name_key
     FROM ${staged} s
     POSITIONAL JOIN (
       SELECT ${keys.authorKey} AS author_key, ${keys.nameKey} AS name_key FROM ${staged} a
       ${keys.joins}
       ORDER BY a.rowid
     ) k`,
    { universe: universeId },
  );
}

/** Fills the connection's staging table of the dataset with a batch's chunks (staging-chunks.ts). */
async function stage(connection: DuckDBConnection, table: DatasetTable, staged: StagingChunks) {
  await connection.run(stagingTableDdl(table));
  const appender = await connection.createAppender(stagingTable(table), 'main', 'temp');
  try {
    for (const chunk of staged.chunks) appender.appendDataChunk(chunk);
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
}

/**
 * Merges a staged batch into the table in one transaction: ids already stored for the universe are deleted
 * first (checked with a semi-join count, so the usual batch of new ids writes no delete at all), then the
 * rows are inserted in staging order, which is time order. Posts then refresh their rollup for every hour
 * the batch added to or removed from.
 */
export async function mergeStaged(
  connection: DuckDBConnection,
  table: DatasetTable,
  universeId: string,
  staged: StagingChunks,
): Promise<void> {
  await stage(connection, table, staged);
  const source = `temp.${stagingTable(table)}`;
  const stored = `FROM ${table.table} WHERE universe_id = $universe AND id IN (SELECT id FROM ${source})`;
  await connection.run('BEGIN TRANSACTION');
  try {
    const existing = await connection.runAndReadAll(
      `SELECT count(*)::INTEGER AS n, list(DISTINCT epoch_ms(${table.timeColumn}) // ${HOUR_MS}) AS hours ${stored}`,
      { universe: universeId },
    );
    const [found] = existing.getRowObjectsJS();
    const touched = new Set(staged.hours);
    if (Number(found?.n ?? 0) > 0) {
      await connection.run(`DELETE ${stored}`, { universe: universeId });
      for (const hour of (found?.hours ?? []) as bigint[]) touched.add(Number(hour));
    }
    if (table.table === 'posts') {
      await insertPosts(connection, table, universeId);
      await refreshPostsRollup(connection, universeId, [...touched]);
    } else {
      await connection.run(
        `INSERT INTO ${table.table} (universe_id, ${table.columns.map((c) => c.column).join(', ')})
         SELECT $universe, ${stagedValues(table, '').join(', ')} FROM ${source} ORDER BY rowid`,
        { universe: universeId },
      );
    }
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  } finally {
    await connection.run(`DROP TABLE IF EXISTS ${source}`);
  }
}
