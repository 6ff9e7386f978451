import {
  BOOLEAN,
  DOUBLE,
  DuckDBDataChunk,
  type DuckDBType,
  LIST,
  listValue,
  VARCHAR,
} from '@duckdb/node-api';
import type { DatasetColumn, DatasetTable } from '../datasets.ts';
import { HOUR_MS } from '../posts-rollup.ts';

type Row = Record<string, unknown>;

/**
 * How a column travels to the staging table: texts (ENUM columns too, cast on insert) as VARCHAR, every
 * number as DOUBLE (validated numbers are safe integers or plain doubles, so DOUBLE holds each exactly;
 * instants are ms since the epoch), lists as VARCHAR[].
 */
const STAGING: Record<
  DatasetColumn['type'],
  { sql: string; type: DuckDBType; value: (v: unknown) => unknown }
> = {
  VARCHAR: { sql: 'VARCHAR', type: VARCHAR, value: (v) => v ?? null },
  'VARCHAR[]': {
    sql: 'VARCHAR[]',
    type: LIST(VARCHAR),
    value: (v) => (Array.isArray(v) ? listValue(v) : null),
  },
  TIMESTAMPTZ: { sql: 'DOUBLE', type: DOUBLE, value: (v) => v ?? null },
  BIGINT: { sql: 'DOUBLE', type: DOUBLE, value: (v) => v ?? null },
  INTEGER: { sql: 'DOUBLE', type: DOUBLE, value: (v) => v ?? null },
  TINYINT: { sql: 'DOUBLE', type: DOUBLE, value: (v) => v ?? null },
  DOUBLE: { sql: 'DOUBLE', type: DOUBLE, value: (v) => v ?? null },
  BOOLEAN: { sql: 'BOOLEAN', type: BOOLEAN, value: (v) => v ?? null },
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
const CHUNK_ROWS = 2048;

/** A batch as the staging table takes it. */
export interface StagingChunks {
  chunks: DuckDBDataChunk[];
  /** The UTC hours (ms / HOUR_MS) of the rows, in time order. */
  hours: number[];
}

/**
 * A batch as typed column vectors for the staging table's appender: the last record of each id only, in time
 * order, so the insert needs neither a window nor a sort of its own. Built apart from any connection, so a
 * request fills its vectors while another batch is being merged.
 */
export function stagingChunks(table: DatasetTable, records: readonly Row[]): StagingChunks {
  const rows = inTimeOrder(lastOfEachId(records), table.timeField);
  const columns = table.columns.map((c) => ({ field: c.field, ...STAGING[c.type] }));
  const types = columns.map((c) => c.type);
  const chunks: DuckDBDataChunk[] = [];
  for (let from = 0; from < rows.length; from += CHUNK_ROWS) {
    const slice = rows.slice(from, from + CHUNK_ROWS);
    const chunk = DuckDBDataChunk.create(types, slice.length);
    columns.forEach((column, index) => {
      chunk.setColumnValues(
        index,
        slice.map((row) => column.value(row[column.field]) as never),
      );
    });
    chunks.push(chunk);
  }
  return { chunks, hours: hoursOf(rows, table.timeField) };
}
