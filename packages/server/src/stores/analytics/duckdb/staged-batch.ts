import fs from 'node:fs/promises';
import { type DuckDBConnection, listValue } from '@duckdb/node-api';
import { authorKeyJoins, authorKeysInsert } from '../author-keys.ts';
import { type DatasetTable, RECORD_JSON } from '../datasets.ts';
import { HOUR_MS, POSTS_ROLLUP_TABLE, rollupInsert } from '../posts-rollup.ts';

type Row = Record<string, unknown>;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** String.prototype.toWellFormed (ES2024): every lone surrogate becomes U+FFFD. */
const toWellFormed = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');

const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? toWellFormed(value) : value;

/**
 * A record as one NDJSON line. JSON.stringify writes a lone UTF-16 surrogate as a `\udXXX` escape, which
 * DuckDB's reader refuses; such texts (cut emoji) are stored with U+FFFD instead. Only lines holding such an
 * escape pay for the second pass.
 */
function stagingLine(record: Row): string {
  const line = JSON.stringify(record);
  return line.includes('\\ud') ? JSON.stringify(record, wellFormed) : line;
}

/** Keeps the last record of each id (a batch may repeat one: the last wins), in the batch's order. */
function lastOfEachId(records: readonly Row[]): readonly Row[] {
  const lastIndex = new Map<unknown, number>();
  for (let i = 0; i < records.length; i += 1) lastIndex.set(records[i]?.id, i);
  if (lastIndex.size === records.length) return records;
  return records.filter((record, i) => lastIndex.get(record.id) === i);
}

/** Orders by the time field (stable), unless the batch already is in order, as generated batches often are. */
function inTimeOrder(records: readonly Row[], timeField: string): readonly Row[] {
  for (let i = 1; i < records.length; i += 1) {
    if ((records[i - 1]?.[timeField] as number) > (records[i]?.[timeField] as number)) {
      return [...records].sort((a, b) => (a[timeField] as number) - (b[timeField] as number));
    }
  }
  return records;
}

/** Rows are written in slices of this many, so no batch-sized string or buffer is ever built. */
const ROWS_PER_WRITE = 8192;
const NEWLINE = Buffer.from('\n');

const ownJson = (row: Row, useRecordJson: boolean): Uint8Array | null => {
  const own = useRecordJson ? (row as { [RECORD_JSON]?: unknown })[RECORD_JSON] : undefined;
  return own instanceof Uint8Array ? own : null;
};

/**
 * The staging bytes of a slice: a record's own JSON bytes when it carries them, else its serialisation.
 * Own JSON lines that lie one after another in the body they came from (the usual case) are copied as one
 * run, newlines included, instead of line by line.
 */
function sliceBytes(rows: readonly Row[], useRecordJson: boolean): Buffer {
  const parts: Uint8Array[] = [];
  let pending: string[] = [];
  let run: { bytes: Uint8Array; start: number; end: number } | null = null;
  const flush = () => {
    if (pending.length > 0) parts.push(Buffer.from(`${pending.join('\n')}\n`));
    pending = [];
    if (run) parts.push(run.bytes.subarray(run.start, run.end), NEWLINE);
    run = null;
  };
  for (const row of rows) {
    const own = ownJson(row, useRecordJson);
    if (!own) {
      if (run) flush();
      pending.push(stagingLine(row));
      continue;
    }
    if (pending.length > 0) flush();
    if (
      run &&
      run.bytes.buffer === own.buffer &&
      run.end + 1 === own.byteOffset &&
      run.bytes[run.end] === 10
    ) {
      run.end = own.byteOffset + own.byteLength;
      continue;
    }
    flush();
    run = { bytes: new Uint8Array(own.buffer), start: own.byteOffset, end: own.byteOffset + own.byteLength };
  }
  flush();
  return Buffer.concat(parts);
}

/** The staging files of one append: the rows, their ids, and (posts) their authors. */
export interface StagedFiles {
  rows: string;
  ids: string;
  authors: string;
}

/** What writeStaged wrote: whether any record's own JSON was used, and the UTC hours (ms / HOUR_MS) of the rows. */
export interface StagedBatch {
  usedRecordJson: boolean;
  hours: number[];
}

/** The distinct UTC hours of rows in time order. */
function hoursOf(rows: readonly Row[], timeField: string): number[] {
  const hours: number[] = [];
  for (const row of rows) {
    const hour = Math.floor((row[timeField] as number) / HOUR_MS);
    if (hours.at(-1) !== hour) hours.push(hour);
  }
  return hours;
}

/**
 * Writes one append as DuckDB's JSON reader takes it: the records as NDJSON (the last of each id only, in
 * time order, so the insert needs neither a window nor a sort) and their ids as `{"id":…}` lines, so the id check reads
 * a small file instead of the whole batch again; posts also their authors, numbered (`{"n":…,"uid":…,
 * "username":…}`), for the author keys. With `useRecordJson`, records that carry their
 * own JSON bytes (RECORD_JSON) are written from them.
 */
export async function writeStaged(
  table: DatasetTable,
  records: readonly Row[],
  files: StagedFiles,
  useRecordJson: boolean,
): Promise<StagedBatch> {
  const rows = inTimeOrder(lastOfEachId(records), table.timeField);
  // Posts also stage their author texts beside the id, for the author keys (author-keys.ts).
  const withAuthors = table.table === 'posts';
  const [rowsFile, idsFile, authorsFile] = await Promise.all([
    fs.open(files.rows, 'w'),
    fs.open(files.ids, 'w'),
    withAuthors ? fs.open(files.authors, 'w') : null,
  ]);
  let usedRecordJson = false;
  try {
    for (let from = 0; from < rows.length; from += ROWS_PER_WRITE) {
      const slice = rows.slice(from, from + ROWS_PER_WRITE);
      const ids = slice.map((row) => JSON.stringify({ id: toWellFormed(String(row.id)) }));
      const authors = withAuthors
        ? slice.map((row, i) =>
            JSON.stringify({ n: from + i, uid: row.uid, username: row.username }, wellFormed),
          )
        : [];
      usedRecordJson ||= useRecordJson && slice.some((row) => RECORD_JSON in row);
      await Promise.all([
        rowsFile.write(sliceBytes(slice, useRecordJson)),
        idsFile.write(`${ids.join('\n')}\n`),
        authorsFile?.write(`${authors.join('\n')}\n`),
      ]);
    }
  } finally {
    await Promise.all([rowsFile.close(), idsFile.close(), authorsFile?.close()]);
  }
  return { usedRecordJson, hours: hoursOf(rows, table.timeField) };
}

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** DuckDB's reader of a staging file, every column typed (instants as ms since the epoch). */
function reader(table: DatasetTable, file: string): string {
  const columns = table.columns
    .map((c) => `${sqlString(c.field)}: '${c.type === 'TIMESTAMPTZ' ? 'BIGINT' : c.type}'`)
    .join(', ');
  return `read_json(${sqlString(file)}, format = 'newline_delimited', columns = {${columns}})`;
}

const idsReader = (file: string) =>
  `read_json(${sqlString(file)}, format = 'newline_delimited', columns = {'id': 'VARCHAR'})`;

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
 * Inserts staged posts with their author keys (author-keys.ts). The dictionary first gains the texts it
 * lacks; the keys of each line are then looked up from the small authors file (which numbers its lines) and
 * joined to the rows by position, so the rows go in file order without a sort of their own.
 */
async function insertPosts(
  connection: DuckDBConnection,
  table: DatasetTable,
  files: StagedFiles,
  universeId: string,
): Promise<void> {
  const authors = `read_json(${sqlString(files.authors)}, format = 'newline_delimited', columns = {'n': 'INTEGER', 'uid': 'VARCHAR', 'username': 'VARCHAR'})`;
  await connection.run(
    authorKeysInsert(`(SELECT $universe AS universe_id, uid, username FROM ${authors})`, '$universe'),
    { universe: universeId },
  );
  const keys = authorKeyJoins('a', '$universe');
  await connection.run(
    `INSERT INTO posts (universe_id, ${table.columns.map((c) => c.column).join(', ')}, author_key, name_key)
     SELECT $universe, ${stagedValues(table, 's.').join(', ')}, k.author_key, k.name_key
     FROM ${reader(table, files.rows)} s
     POSITIONAL JOIN (
       SELECT ${keys.authorKey} AS author_key, ${keys.nameKey} AS name_key FROM ${authors} a
       ${keys.joins}
       ORDER BY a.n
     ) k`,
    { universe: universeId },
  );
}

/** The stored value of each column from a staging reader's row (`prefix`: its alias and a dot, or ''). */
const stagedValues = (table: DatasetTable, prefix: string) =>
  table.columns.map((c) =>
    c.type === 'TIMESTAMPTZ' ? `make_timestamptz(${prefix}"${c.field}" * 1000)` : `${prefix}"${c.field}"`,
  );

/**
 * Merges staged files into the table in one transaction: ids already stored for the universe are deleted
 * first (checked with a semi-join count, so the usual batch of new ids writes no delete at all), then the
 * rows are inserted in file order, which is time order. Posts then refresh their rollup for every hour the
 * batch added to or removed from.
 */
export async function mergeStaged(
  connection: DuckDBConnection,
  table: DatasetTable,
  universeId: string,
  files: StagedFiles,
  hours: readonly number[],
): Promise<void> {
  const stored = `FROM ${table.table} WHERE universe_id = $universe AND id IN (SELECT id FROM ${idsReader(files.ids)})`;
  const rolledUp = table.table === 'posts';
  await connection.run('BEGIN TRANSACTION');
  try {
    const existing = await connection.runAndReadAll(
      `SELECT count(*)::INTEGER AS n, list(DISTINCT epoch_ms(${table.timeColumn}) // ${HOUR_MS}) AS hours ${stored}`,
      { universe: universeId },
    );
    const [found] = existing.getRowObjectsJS();
    const touched = new Set(hours);
    if (Number(found?.n ?? 0) > 0) {
      await connection.run(`DELETE ${stored}`, { universe: universeId });
      for (const hour of (found?.hours ?? []) as bigint[]) touched.add(Number(hour));
    }
    if (rolledUp) {
      await insertPosts(connection, table, files, universeId);
      await refreshPostsRollup(connection, universeId, [...touched]);
    } else {
      await connection.run(
        `INSERT INTO ${table.table} (universe_id, ${table.columns.map((c) => c.column).join(', ')})
         SELECT $universe, ${stagedValues(table, '').join(', ')} FROM ${reader(table, files.rows)}`,
        { universe: universeId },
      );
    }
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  }
}
