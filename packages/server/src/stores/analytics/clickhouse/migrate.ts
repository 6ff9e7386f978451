import type { HostClient } from './host-client.ts';
import { BATCH_COLUMN, clickHouseTables, hostDdl } from './schema.ts';

/**
 * Brings one host's tables to the schema (schema.ts, from core's analytics schema): creates what is missing
 * and adds the columns a newer schema has (core's schema grows by new fields; old rows read the column's
 * default, NULL or an empty list). 18.16 has no ADD COLUMN IF NOT EXISTS: the tables are described first.
 * Idempotent, run by every instance at start on every host.
 */
export async function migrateHost(
  client: HostClient,
  database: string,
  cluster: string | null,
): Promise<void> {
  for (const statement of hostDdl(database, cluster)) await client.command({ query: statement });
  for (const t of Object.values(clickHouseTables(cluster !== null))) {
    const wanted = [
      ...t.columns.map((c) => ({ column: c.column, type: c.type })),
      { column: BATCH_COLUMN, type: "String DEFAULT ''" },
    ];
    for (const table of cluster === null ? [t.local] : [t.local, t.table]) {
      const described = await client.query({ query: `DESCRIBE TABLE ${table}`, format: 'JSONEachRow' });
      const present = new Set((await described.json<{ name: string }[]>()).map((c) => c.name));
      for (const { column, type } of wanted) {
        if (present.has(column.replaceAll('"', ''))) continue;
        await client.command({ query: `ALTER TABLE ${table} ADD COLUMN ${column} ${type}` });
      }
    }
  }
}
