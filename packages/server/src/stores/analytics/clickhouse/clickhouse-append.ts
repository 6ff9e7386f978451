import { randomUUID } from 'node:crypto';
import type { HostClient } from './host-client.ts';
import { literal } from './literal.ts';
import { mutateAndWait } from './mutations.ts';
import { BATCH_COLUMN, type ClickHouseTable } from './schema.ts';

/** Ids looked up per statement. */
const LOOKUP_CHUNK = 5_000;

type Column = ClickHouseTable['columns'][number];

/** A record's value as ClickHouse takes it in JSONEachRow: booleans 1/0, a missing list empty, else as is. */
function stored(column: Column, value: unknown): unknown {
  if (value === undefined || value === null) return column.type.startsWith('Array(') ? [] : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** A stored or new value in one comparable form (ClickHouse answers 64-bit integers as texts). */
function comparable(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (/Int|Float/.test(column.type) && !column.type.startsWith('Array(')) return Number(value);
  return value;
}

const sameRow = (table: ClickHouseTable, a: Record<string, unknown>, b: Record<string, unknown>) =>
  table.columns.every(
    (c) => JSON.stringify(comparable(c, a[c.column])) === JSON.stringify(comparable(c, b[c.column])),
  );

/** The column name as JSON keys carry it (unquoted). */
const keyOf = (column: Column) => column.column.replaceAll('"', '');

/**
 * Stores a universe's records on its shard, idempotent by id (the last of a batch wins). Re-sent records are
 * found before insert: one stored exactly as sent is left alone (a record sent twice writes nothing); one that
 * changed gets its new row written, then its old row deleted (a mutation, waited for). The window between the
 * two is the only moment a changed record is seen twice; none loses it. `onWritten` is told once rows are
 * written (the dataset's version must then change, even when the delete after them fails).
 */
export async function appendToShard(
  client: HostClient,
  table: ClickHouseTable,
  database: string,
  universeId: string,
  records: readonly Record<string, unknown>[],
  onWritten: () => void,
  /** Writes what is derived from the rows (the posts rollup), after them and before the old rows go. */
  derive?: (
    added: readonly Record<string, unknown>[],
    removed: readonly Record<string, unknown>[],
    batch: string,
  ) => Promise<void>,
): Promise<void> {
  const byId = new Map<string, Record<string, unknown>>();
  for (const record of records) {
    const row: Record<string, unknown> = { universe_id: universeId };
    for (const column of table.columns) row[keyOf(column)] = stored(column, record[column.field]);
    byId.set(String(record.id), row);
  }
  const ids = [...byId.keys()];
  const existing = new Map<string, Record<string, unknown>[]>();
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    const chunk = ids.slice(i, i + LOOKUP_CHUNK);
    const result = await client.query({
      query: `SELECT ${table.columns.map((c) => c.column).join(', ')}, ${BATCH_COLUMN} FROM ${table.local}
WHERE universe_id = ${literal(universeId)} AND id IN (${chunk.map((id) => literal(id)).join(', ')})`,
      format: 'JSONEachRow',
    });
    for (const row of await result.json<Record<string, unknown>[]>()) {
      const id = String(row.id);
      existing.set(id, [...(existing.get(id) ?? []), row]);
    }
  }
  const changed: string[] = [];
  /** The batches of the rows the lookup found for changed records: only those are deleted. */
  const seen = new Set<string>();
  const rows: Record<string, unknown>[] = [];
  /** The rows the deletes below remove: every stored row of a changed record. */
  const removed: Record<string, unknown>[] = [];
  const batch = randomUUID();
  for (const [id, row] of byId) {
    const old = existing.get(id);
    if (old?.length === 1 && sameRow(table, old[0] as Record<string, unknown>, row)) continue;
    if (old) {
      changed.push(id);
      removed.push(...old);
      for (const stale of old) seen.add(String(stale[BATCH_COLUMN]));
    }
    rows.push({ ...row, [BATCH_COLUMN]: batch });
  }
  if (rows.length === 0) return;
  await client.insert({ table: table.local, values: rows, format: 'JSONEachRow' });
  onWritten();
  await derive?.(rows, removed, batch);
  // Only the rows this lookup saw are deleted, never another append's: two instances re-sending the same
  // changed record at once each delete the old row and keep both new ones (a duplicate the next re-send
  // repairs), where "every batch but mine" would have deleted each other's and lost the record.
  const batches = [...seen].map((b) => literal(b)).join(', ');
  for (let i = 0; i < changed.length; i += LOOKUP_CHUNK) {
    const chunk = changed.slice(i, i + LOOKUP_CHUNK);
    await mutateAndWait(
      client,
      database,
      table.local,
      `ALTER TABLE ${table.local} DELETE WHERE universe_id = ${literal(universeId)}
  AND id IN (${chunk.map((id) => literal(id)).join(', ')}) AND ${BATCH_COLUMN} IN (${batches})
  AND ${BATCH_COLUMN} <> ${literal(batch)}`,
      batch,
    );
  }
}
