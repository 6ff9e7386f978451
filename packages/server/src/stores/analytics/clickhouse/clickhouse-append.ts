import { randomUUID } from 'node:crypto';
import type { HostClient } from './host-client.ts';
import { literal } from './literal.ts';
import { mutateAndWait, submitMutation, waitForMutations } from './mutations.ts';
import { BATCH_COLUMN, type ClickHouseTable } from './schema.ts';

/** Ids looked up per statement. */
const LOOKUP_CHUNK = 5_000;

type Column = ClickHouseTable['columns'][number];

const INTEGER_TYPE = /^(?:Nullable\()?Int(8|32|64)\b/;

/**
 * A number for an integer column (`bits` wide) as DuckDB's integer types take it: a fraction rounded half to
 * even; past 2^53 the double's exact value, as a text (JSONEachRow reads quoted integers), where JSON would
 * write it shortened. Out of the type's range it is refused, where ClickHouse would wrap it silently.
 */
function storedInteger(column: Column, bits: number, value: number): number | string {
  if (Number.isSafeInteger(value) && Math.abs(value) < 2 ** (bits - 1)) return value;
  const floor = Math.floor(value);
  const diff = value - floor;
  const whole = diff > 0.5 || (diff === 0.5 && floor % 2 !== 0) ? floor + 1 : floor;
  const limit = 2n ** BigInt(bits - 1);
  const exact = Number.isFinite(whole) ? BigInt(whole) : limit;
  if (exact >= limit || exact < -limit)
    throw new RangeError(`${column.field}: ${value} is out of the range of a ${bits}-bit integer`);
  return Number.isSafeInteger(whole) ? whole : exact.toString();
}

/**
 * A record's value as ClickHouse takes it in JSONEachRow: booleans 1/0, a missing list empty, numbers of
 * integer columns as storedInteger says, else as is.
 */
function stored(column: Column, value: unknown): unknown {
  if (value === undefined || value === null) return column.type.startsWith('Array(') ? [] : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const bits = typeof value === 'number' ? INTEGER_TYPE.exec(column.type)?.[1] : undefined;
  if (bits) return storedInteger(column, Number(bits), value as number);
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
 * Rows derived from a dataset's rows and kept beside them on the shard (the posts rollup): written after the
 * rows, tagged with the same batch.
 */
export interface DerivedRows {
  /** The local table they are written to. */
  local: string;
  /** The derived rows of rows written (`added`) and of old rows deleted (`removed`). */
  rows(
    added: readonly Record<string, unknown>[],
    removed: readonly Record<string, unknown>[],
    batch: string,
  ): Record<string, unknown>[];
}

/**
 * Stores a universe's records on its shard, idempotent by id (the last of a batch wins). Re-sent records are
 * found before insert: one stored exactly as sent is left alone (a record sent twice writes nothing); one that
 * changed gets its new row written, then its old row deleted (a mutation, waited for). The window between the
 * two is the only moment a changed record is seen twice; none loses it. `onWritten` is told before rows are
 * written (the dataset's version must then change, whatever fails after).
 *
 * ClickHouse has no transactions. When the insert or the derived rows fail, this batch's rows and derived
 * rows are deleted again: a retry starts from the store as it was. A failed submission of the old rows'
 * delete is not taken back (it may have reached the server, which would then delete the old rows anyway):
 * old and new rows both stay, with their derived rows, and a retry finds both and replaces them. Once the
 * delete is submitted the server applies it whatever happens here; the derived rows of the deleted rows are
 * written right after it (only a failure between those two leaves the derived rows off).
 */
export async function appendToShard(
  client: HostClient,
  table: ClickHouseTable,
  database: string,
  universeId: string,
  records: readonly Record<string, unknown>[],
  onWritten: () => void,
  derived?: DerivedRows,
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
  const universe = literal(universeId);
  const insertDerived = async (added: typeof rows, gone: typeof removed) => {
    const values = derived?.rows(added, gone, batch) ?? [];
    if (derived && values.length > 0)
      await client.insert({ table: derived.local, values, format: 'JSONEachRow' });
  };
  const takeBack = () =>
    Promise.all(
      [table.local, ...(derived ? [derived.local] : [])].map((local) =>
        mutateAndWait(
          client,
          database,
          local,
          `ALTER TABLE ${local} DELETE WHERE universe_id = ${universe} AND ${BATCH_COLUMN} = ${literal(batch)}`,
          batch,
        ),
      ),
    );
  onWritten();
  try {
    await client.insert({ table: table.local, values: rows, format: 'JSONEachRow' });
    await insertDerived(rows, []);
  } catch (error) {
    await takeBack().catch(() => undefined);
    throw error;
  }
  if (changed.length === 0) return;
  // Only the rows this lookup saw are deleted, never another append's: two instances re-sending the same
  // changed record at once each delete the old row and keep both new ones (a duplicate the next re-send
  // repairs), where "every batch but mine" would have deleted each other's and lost the record. One
  // statement: a mutation rewrites every part it touches.
  await submitMutation(
    client,
    `ALTER TABLE ${table.local} DELETE WHERE universe_id = ${universe}
  AND id IN (${changed.map((id) => literal(id)).join(', ')})
  AND ${BATCH_COLUMN} IN (${[...seen].map((b) => literal(b)).join(', ')}) AND ${BATCH_COLUMN} <> ${literal(batch)}`,
    batch,
  );
  await insertDerived([], removed);
  await waitForMutations(client, database, table.local, batch);
}
