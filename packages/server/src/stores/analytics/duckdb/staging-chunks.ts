import { setImmediate as nextTurn } from 'node:timers/promises';
import { BOOLEAN, DOUBLE, DuckDBDataChunk, type DuckDBType, LIST, VARCHAR } from '@duckdb/node-api';
import duckdb from '@duckdb/node-bindings';
import type { DatasetColumn, DatasetTable } from '../datasets.ts';
import { HOUR_MS } from '../posts-rollup.ts';

type Row = Record<string, unknown>;

/**
 * How a column travels to the staging table: texts (ENUM columns too, cast on insert) as VARCHAR, every
 * number as DOUBLE (validated numbers are safe integers or plain doubles, so DOUBLE holds each exactly;
 * instants are ms since the epoch), lists as VARCHAR[].
 */
const STAGING: Record<DatasetColumn['type'], { sql: string; type: DuckDBType }> = {
  VARCHAR: { sql: 'VARCHAR', type: VARCHAR },
  'VARCHAR[]': { sql: 'VARCHAR[]', type: LIST(VARCHAR) },
  TIMESTAMPTZ: { sql: 'DOUBLE', type: DOUBLE },
  BIGINT: { sql: 'DOUBLE', type: DOUBLE },
  INTEGER: { sql: 'DOUBLE', type: DOUBLE },
  TINYINT: { sql: 'DOUBLE', type: DOUBLE },
  DOUBLE: { sql: 'DOUBLE', type: DOUBLE },
  BOOLEAN: { sql: 'BOOLEAN', type: BOOLEAN },
};

/** The temp table a dataset's batch is staged in, one per connection. */
export const stagingTable = (table: DatasetTable) => `staged_${table.table}`;

/** The staging table's definition: the dataset's record fields, typed as they travel (STAGING). */
export const stagingTableDdl = (table: DatasetTable) =>
  `CREATE OR REPLACE TEMP TABLE ${stagingTable(table)} (${table.columns
    .map((c) => `"${c.field}" ${STAGING[c.type].sql}`)
    .join(', ')})`;

/**
 * What brings the staging table of a batch that repeats an id to what a batch of distinct ids gives: the last
 * row of each id only, in time order (rows of the same instant in the batch's order); null for a batch of
 * distinct ids, which the insert takes as it is (stagedInTimeOrder). The row number is taken as a column first:
 * DuckDB 1.5 fails internally, and invalidates the database, when `SELECT *` is windowed and ordered by
 * rowid directly.
 */
export function settleStagingSql(table: DatasetTable, staged: StagingChunks): string | null {
  if (!staged.repeatsIds) return null;
  return `CREATE OR REPLACE TEMP TABLE ${stagingTable(table)} AS
   SELECT * EXCLUDE (staged_at) FROM (SELECT *, rowid AS staged_at FROM temp.${stagingTable(table)})
   QUALIFY row_number() OVER (PARTITION BY "id" ORDER BY staged_at DESC) = 1
   ORDER BY "${table.timeField}", staged_at`;
}

/**
 * Whether the staging table holds the batch in time order: a batch sent in order does, and so does a
 * settled one. The insert sorts the others itself, which costs a third of rewriting the staging table.
 */
export const stagedInTimeOrder = (staged: StagingChunks) => staged.inOrder || staged.repeatsIds;

/** The stored value of each column from a staging row (`prefix`: its alias and a dot, or ''). */
export const stagedValues = (table: DatasetTable, prefix: string) =>
  table.columns.map((c) => {
    const value = `${prefix}"${c.field}"`;
    if (c.type === 'TIMESTAMPTZ') return `make_timestamptz(CAST(${value} AS BIGINT) * 1000)`;
    if (STAGING[c.type].sql === 'DOUBLE' && c.type !== 'DOUBLE') return `CAST(${value} AS ${c.type})`;
    return value;
  });

/** Rows per data chunk: DuckDB's vector size, the most a chunk holds. */
const CHUNK_ROWS = duckdb.vector_size();

/** A batch as the staging table takes it. */
export interface StagingChunks {
  chunks: DuckDBDataChunk[];
  /** The records read, repeated ids included. */
  records: number;
  /** The UTC hours (ms / HOUR_MS) of the rows, in time order. */
  hours: number[];
  /** Whether the rows came in time order (stagedInTimeOrder), and whether an id came twice (settleStagingSql). */
  inOrder: boolean;
  repeatsIds: boolean;
}

/** The values of one field of a batch's rows, in row order. */
type ColumnValues = unknown[];

/**
 * A function that reads the given fields of every row in one pass, one array of values per field. It is
 * compiled per table from the field names (never from input): a constant name is a monomorphic property
 * read, where `row[field]` over some thirty names is a megamorphic one (a fifth of the layout's time).
 */
function compileColumnReader(fields: readonly string[]): (rows: readonly Row[]) => ColumnValues[] {
  const names = fields.map((_, i) => `c${i}`);
  const body = [
    'const n = rows.length;',
    ...names.map((name) => `const ${name} = new Array(n);`),
    'for (let r = 0; r < n; r += 1) {',
    '  const row = rows[r];',
    ...fields.map((field, i) => `  ${names[i]}[r] = row[${JSON.stringify(field)}];`),
    '}',
    `return [${names.join(', ')}];`,
  ].join('\n');
  return new Function('rows', body) as (rows: readonly Row[]) => ColumnValues[];
}

const columnReaders = new WeakMap<DatasetTable, (rows: readonly Row[]) => ColumnValues[]>();

function readColumns(table: DatasetTable, rows: readonly Row[]): ColumnValues[] {
  let reader = columnReaders.get(table);
  if (!reader) {
    reader = compileColumnReader(table.columns.map((c) => c.field));
    columnReaders.set(table, reader);
  }
  return reader(rows);
}

/**
 * One buffer for the values of each column on their way into its vector (each is copied at once), so laying
 * out a chunk allocates no memory outside the heap for them; grown when a chunk's list items need more.
 */
let scratch = new ArrayBuffer(CHUNK_ROWS * 16);
function scratchBuffer(byteLength: number): ArrayBuffer {
  if (scratch.byteLength < byteLength) scratch = new ArrayBuffer(byteLength);
  return scratch;
}

/** Marks the values that are null or undefined as NULL in the vector's validity mask. */
function writeValidity(vector: duckdb.Vector, values: ColumnValues): void {
  const n = values.length;
  let mask: Uint8Array<ArrayBuffer> | null = null;
  for (let r = 0; r < n; r += 1) {
    if (values[r] != null) continue;
    if (!mask) {
      const bytes = Math.ceil(n / 64) * 8;
      mask = new Uint8Array(scratchBuffer(bytes), 0, bytes).fill(255);
    }
    mask[r >> 3] = (mask[r >> 3] as number) & ~(1 << (r & 7));
  }
  if (!mask) return;
  duckdb.vector_ensure_validity_writable(vector);
  duckdb.copy_data_to_vector_validity(vector, 0, mask.buffer, 0, mask.byteLength);
}

/** duckdb_string_t, the C API's layout: 16 bytes, a uint32 length and then, up to 12 bytes, the text inline. */
const STRING_BYTES = 16;
const INLINE_BYTES = 12;

/** Writes an ASCII text of up to 12 characters inline at `at`; false (nothing written) for any other. */
function inlineAscii(bytes: Uint8Array, at: number, text: string): boolean {
  if (text.length > INLINE_BYTES) return false;
  for (let k = 0; k < text.length; k += 1) {
    const code = text.charCodeAt(k);
    if (code === 0 || code >= 0x80) {
      bytes.fill(0, at, at + k);
      return false;
    }
    bytes[at + k] = code;
  }
  return true;
}

/**
 * Fills a VARCHAR vector: short ASCII texts (ids, channels, labels) are laid out in one buffer copied at once,
 * the others cost a native call each; null and undefined stay as the validity mask says.
 */
function writeTexts(vector: duckdb.Vector, values: ColumnValues): void {
  const n = values.length;
  const buffer = scratchBuffer(n * STRING_BYTES);
  const entries = new Uint8Array(buffer, 0, n * STRING_BYTES).fill(0);
  const lengths = new Uint32Array(buffer, 0, n * (STRING_BYTES / 4));
  const others: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const value = values[i];
    if (value === null || value === undefined) continue;
    const text = String(value);
    if (inlineAscii(entries, i * STRING_BYTES + 4, text)) lengths[i * (STRING_BYTES / 4)] = text.length;
    else others.push(i);
  }
  duckdb.copy_data_to_vector(vector, 0, buffer, 0, entries.byteLength);
  for (const i of others) duckdb.vector_assign_string_element(vector, i, String(values[i]));
}

/** Fills one column's vector with its values. */
function writeColumn(vector: duckdb.Vector, sql: string, values: ColumnValues): void {
  const n = values.length;
  writeValidity(vector, values);
  if (sql === 'VARCHAR') {
    writeTexts(vector, values);
  } else if (sql === 'DOUBLE' || sql === 'BOOLEAN') {
    const numbers =
      sql === 'DOUBLE'
        ? new Float64Array(scratchBuffer(n * 8), 0, n)
        : new Uint8Array(scratchBuffer(n), 0, n);
    for (let r = 0; r < n; r += 1) numbers[r] = Number(values[r] ?? 0);
    duckdb.copy_data_to_vector(vector, 0, numbers.buffer, 0, numbers.byteLength);
  } else {
    // A list: (offset, length) per row as two uint64 (written as their low uint32 halves; a chunk's items
    // are far fewer than 2^32), copied before its items are written one after another in the child vector.
    const entries = new Uint32Array(scratchBuffer(n * 16), 0, n * 4).fill(0);
    const items: unknown[] = [];
    for (let r = 0; r < n; r += 1) {
      const list = values[r];
      entries[r * 4] = items.length;
      if (Array.isArray(list)) for (const item of list) items.push(item);
      entries[r * 4 + 2] = items.length - (entries[r * 4] as number);
    }
    duckdb.copy_data_to_vector(vector, 0, entries.buffer, 0, entries.byteLength);
    duckdb.list_vector_reserve(vector, items.length);
    duckdb.list_vector_set_size(vector, items.length);
    writeTexts(duckdb.list_vector_get_child(vector), items);
  }
}

/** Lays out up to CHUNK_ROWS rows as one data chunk. */
function layoutChunk(table: DatasetTable, rows: readonly Row[]): DuckDBDataChunk {
  const values = readColumns(table, rows);
  const chunk = DuckDBDataChunk.create(table.columns.map((c) => STAGING[c.type].type));
  chunk.rowCount = rows.length;
  table.columns.forEach((column, index) => {
    const vector = duckdb.data_chunk_get_vector(chunk.chunk, index);
    writeColumn(vector, STAGING[column.type].sql, values[index] as ColumnValues);
  });
  return chunk;
}

/**
 * A whole batch in pieces of a chunk each, with a turn of the event loop between them: meanwhile it takes
 * DuckDB's answers to the batch being merged, and other requests.
 */
async function* chunkPieces(records: readonly Row[]): AsyncGenerator<readonly Row[]> {
  for (let from = 0; from < records.length; from += CHUNK_ROWS) {
    if (from > 0) await nextTurn();
    yield records.slice(from, from + CHUNK_ROWS);
  }
}

/**
 * A batch as typed column vectors for the staging table's appender, built apart from any connection (so a
 * request fills its vectors while another batch is being merged). The records may come in pieces as they are
 * read (an ingest request's, validated as its body is read): each chunk is laid out as soon as its rows are
 * in, so a large batch's records never all live at once. Whether the batch repeats an id or leaves time order
 * is noted as it goes, for the merge to settle (settleStagingSql, stagedInTimeOrder).
 */
export async function stagingChunks(
  table: DatasetTable,
  records: readonly Row[] | AsyncIterable<readonly Row[]>,
): Promise<StagingChunks> {
  const chunks: DuckDBDataChunk[] = [];
  const ids = new Set<unknown>();
  const hours = new Set<number>();
  let count = 0;
  let inOrder = true;
  let latest = Number.NEGATIVE_INFINITY;
  let lastHour = Number.NaN;
  let pending: Row[] = [];
  for await (const piece of Array.isArray(records) ? chunkPieces(records) : records) {
    for (const row of piece as readonly Row[]) {
      count += 1;
      ids.add(row.id);
      const time = row[table.timeField] as number;
      if (time < latest) inOrder = false;
      else latest = time;
      const hour = Math.floor(time / HOUR_MS);
      if (hour !== lastHour) {
        hours.add(hour);
        lastHour = hour;
      }
      pending.push(row);
      if (pending.length === CHUNK_ROWS) {
        chunks.push(layoutChunk(table, pending));
        pending = [];
      }
    }
  }
  if (pending.length > 0) chunks.push(layoutChunk(table, pending));
  const hoursInOrder = [...hours].sort((x, y) => x - y);
  return { chunks, records: count, hours: hoursInOrder, inOrder, repeatsIds: ids.size < count };
}
