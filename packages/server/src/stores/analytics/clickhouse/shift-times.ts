import { randomUUID } from 'node:crypto';
import type { HostClient } from './host-client.ts';
import { literal } from './literal.ts';
import { mutateAndWait } from './mutations.ts';
import { BATCH_COLUMN, type StoredTable } from './schema.ts';

const DAY_MS = 86_400_000;

/**
 * Moves every instant of the universes' rows on one host `days` later. The time is part of the sorting and
 * partition keys, which ClickHouse cannot UPDATE: the rows are copied moved, under a new batch, then the old
 * ones deleted.
 */
export async function shiftUniverseTimes(
  client: HostClient,
  table: StoredTable,
  database: string,
  universeIds: readonly string[],
  days: number,
): Promise<void> {
  if (universeIds.length === 0 || days === 0) return;
  const batch = randomUUID();
  const universes = `universe_id IN (${universeIds.map((id) => literal(id)).join(', ')})`;
  const shift = literal(Math.trunc(days) * DAY_MS);
  const columns = table.columns.map((c) => (c.instant ? `${c.column} + ${shift}` : c.column));
  await client.command({
    query: `INSERT INTO ${table.local} (universe_id, ${table.columns.map((c) => c.column).join(', ')}, ${BATCH_COLUMN})
SELECT universe_id, ${columns.join(', ')}, ${literal(batch)} FROM ${table.local} WHERE ${universes}`,
  });
  await mutateAndWait(
    client,
    database,
    table.local,
    `ALTER TABLE ${table.local} DELETE WHERE ${universes} AND ${BATCH_COLUMN} <> ${literal(batch)}`,
    batch,
  );
}
