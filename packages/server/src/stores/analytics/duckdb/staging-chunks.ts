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

/** The stored value of each column from a staging row (`prefix`: its alias and a dot, or ''). */
export const stagedValues = (table: DatasetTable, prefix: string) =>
  table.columns.map((c) => {
    const value = `${prefix}"${c.field}"`;
    if (c.type === 'TIMESTAMPTZ') return `make_timestamptz(CAST(${value} AS BIGINT) * 1000)`;
    if (STAGING[c.type].sql === 'DOUBLE' && c.type !== 'DOUBLE') return `CAST(${value} AS ${c.type})`;
    return value;
  });

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

/** The distinct UTC hours of rows in time order. */
function hoursOf(rows: readonly Row[], timeField: string): number[] {
  const hours: number[] = [];
  for (const row of rows) {
    const hour = Math.floor((row[timeField] as number) / HOUR_MS);
    if (hours.at(-1) !== hour) hours.push(hour);
  }
  return hours;
}

/** Rows per data chunk: DuckDB's vector size, the most a chunk holds. */
const CHUNK_ROWS = duckdb.vector_size();

/** A batch as the staging table takes it. */
export interface StagingChunks {
  chunks: DuckDBDataChunk[];
  /** The UTC hours (ms / HOUR_MS) of the rows, in time order. */
  hours: number[];
}

/** Marks the rows whose value is null or undefined as NULL in the vector's validity mask. */
function writeValidity(vector: duckdb.Vector, rows: readonly Row[], field: string): void {
  let mask: Uint8Array<ArrayBuffer> | null = null;
  for (let r = 0; r < rows.length; r += 1) {
    if (rows[r]?.[field] != null) continue;
    if (!mask) mask = new Uint8Array(Math.ceil(rows.length / 64) * 8).fill(255);
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
 * Fills a VARCHAR vector: short ASCII texts (ids, channels, labels) are laid out in one buffer copied at
 * once, the others cost a native call each; null and undefined stay as the validity mask says.
 */
function writeTexts(vector: duckdb.Vector, texts: readonly unknown[]): void {
  const entries = new Uint8Array(texts.length * STRING_BYTES);
  const lengths = new Uint32Array(entries.buffer);
  const others: [number, string][] = [];
  texts.forEach((value, i) => {
    if (value === null || value === undefined) return;
    const text = String(value);
    if (inlineAscii(entries, i * STRING_BYTES + 4, text)) lengths[i * (STRING_BYTES / 4)] = text.length;
    else others.push([i, text]);
  });
  duckdb.copy_data_to_vector(vector, 0, entries.buffer, 0, entries.byteLength);
  for (const [i, text] of others) duckdb.vector_assign_string_element(vector, i, text);
}

/** Fills one column's vector straight from the rows, without a value object per row. */
function writeColumn(vector: duckdb.Vector, sql: string, rows: readonly Row[], field: string): void {
  writeValidity(vector, rows, field);
  const n = rows.length;
  if (sql === 'VARCHAR') {
    writeTexts(
      vector,
      rows.map((row) => row[field]),
    );
  } else if (sql === 'DOUBLE' || sql === 'BOOLEAN') {
    const values = sql === 'DOUBLE' ? new Float64Array(n) : new Uint8Array(n);
    for (let r = 0; r < n; r += 1) values[r] = Number(rows[r]?.[field] ?? 0);
    duckdb.copy_data_to_vector(vector, 0, values.buffer, 0, values.byteLength);
  } else {
    // A list: (offset, length) per row as two uint64 (written as their low uint32 halves; a chunk's items
    // are far fewer than 2^32), its items one after another in the child vector.
    const entries = new Uint32Array(n * 4);
    const items: unknown[] = [];
    for (let r = 0; r < n; r += 1) {
      const list = rows[r]?.[field];
      entries[r * 4] = items.length;
      if (Array.isArray(list)) items.push(...list);
      entries[r * 4 + 2] = items.length - (entries[r * 4] as number);
    }
    duckdb.list_vector_reserve(vector, items.length);
    duckdb.list_vector_set_size(vector, items.length);
    writeTexts(duckdb.list_vector_get_child(vector), items);
    duckdb.copy_data_to_vector(vector, 0, entries.buffer, 0, entries.byteLength);
  }
}

/**
 * A batch as typed column vectors for the staging table's appender: the last record of each id only, in time
 * order, so the insert needs neither a window nor a sort of its own. Built apart from any connection, so a
 * request fills its vectors while another batch is being merged.
 */
export async function stagingChunks(table: DatasetTable, records: readonly Row[]): Promise<StagingChunks> {
  const rows = inTimeOrder(lastOfEachId(records), table.timeField);
  const columns = table.columns.map((c) => ({ field: c.field, ...STAGING[c.type] }));
  const types = columns.map((c) => c.type);
  const chunks: DuckDBDataChunk[] = [];
  for (let from = 0; from < rows.length; from += CHUNK_ROWS) {
    // Between chunks the event loop takes DuckDB's answers to the batch being merged meanwhile.
    if (from > 0) await nextTurn();
    const slice = rows.slice(from, from + CHUNK_ROWS);
    const chunk = DuckDBDataChunk.create(types);
    chunk.rowCount = slice.length;
    columns.forEach((column, index) => {
      writeColumn(duckdb.data_chunk_get_vector(chunk.chunk, index), column.sql, slice, column.field);
    });
    chunks.push(chunk);
  }
  return { chunks, hours: hoursOf(rows, table.timeField) };
}
