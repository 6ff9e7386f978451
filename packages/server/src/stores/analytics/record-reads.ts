import { ANALYTICS_SCHEMA, type AnalyticsField, type IngestDataset } from '@mirante/core';
import type { AnalyticsRow, RecordCursor, SqlPlan } from './engine.ts';

/** A page's size, written into the statement: our own whole number, never a caller's text. */
function pageSize(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`Not a page size: ${limit}`);
  return limit;
}

/**
 * The statements that read a universe's records back as the ingest takes them (copy-analytics), for either
 * engine: the columns under their record fields' names, instants as ms. `instantMs` is the engine's (DuckDB's
 * TIMESTAMPTZ to ms; ClickHouse stores ms already); placeholders are bound by each engine.
 */
export function recordReads(dataset: IngestDataset, instantMs: (column: string) => string) {
  const schema = ANALYTICS_SCHEMA[dataset];
  const quoted = (column: string) => (column === 'group' ? '"group"' : column);
  const time = instantMs(schema.timeColumn);
  const columns = schema.fields.map(
    (f) => `${f.type === 'instant' ? instantMs(quoted(f.column)) : quoted(f.column)} AS "${f.field}"`,
  );
  return {
    page: (universeId: string, after: RecordCursor | null, limit: number): SqlPlan => ({
      sql: `SELECT ${columns.join(', ')} FROM ${schema.table}
WHERE universe_id = $universe${after ? ` AND (${time} > $time OR (${time} = $time AND id > $id))` : ''}
ORDER BY ${time}, id LIMIT ${pageSize(limit)}`,
      params: { universe: universeId, ...(after ? { time: after.time, id: after.id } : {}) },
    }),
    summary: (universeId: string): SqlPlan => ({
      sql: `SELECT count(*) AS count, max(${time}) AS time FROM ${schema.table} WHERE universe_id = $universe`,
      params: { universe: universeId },
    }),
    lastAt: (universeId: string, timeMs: number): SqlPlan => ({
      sql: `SELECT max(id) AS id FROM ${schema.table} WHERE universe_id = $universe AND ${time} = $time`,
      params: { universe: universeId, time: timeMs },
    }),
  };
}

/** A read value as the record holds it (engines answer 64-bit integers, instants and flags their own ways). */
function recordValue(field: AnalyticsField, value: unknown): unknown {
  if (value === null || value === undefined) return field.type === 'list' ? [] : null;
  switch (field.type) {
    case 'instant':
      return value instanceof Date ? value.getTime() : Number(value);
    case 'integer':
    case 'number':
    case 'code':
      return Number(value);
    case 'boolean':
      return value === true || Number(value) === 1;
    case 'list':
      return (value as unknown[]).map(String);
    default:
      return String(value);
  }
}

export const asRecords = (dataset: IngestDataset, rows: readonly AnalyticsRow[]) =>
  rows.map((row) =>
    Object.fromEntries(ANALYTICS_SCHEMA[dataset].fields.map((f) => [f.field, recordValue(f, row[f.field])])),
  );

/** The summary's rows as counts and the last record's place. */
export async function summaryOf(
  run: (plan: SqlPlan) => Promise<AnalyticsRow[]>,
  reads: ReturnType<typeof recordReads>,
  universeId: string,
): Promise<{ count: number; last: RecordCursor | null }> {
  const [row] = await run(reads.summary(universeId));
  const count = Number(row?.count ?? 0);
  if (count === 0 || row?.time === null || row?.time === undefined) return { count, last: null };
  const time = Number(row.time);
  const [last] = await run(reads.lastAt(universeId, time));
  return { count, last: { time, id: String(last?.id) } };
}
