import { randomUUID } from 'node:crypto';
import type { HostClient } from './host-client.ts';
import { quoteText } from './literal.ts';
import { rollupBackfill, rollupCreate, rollupTable } from './rollup.ts';
import { BATCH_COLUMN, clickHouseTables, distributedDdl, hostDdl, type StoredTable } from './schema.ts';

/**
 * Brings one host's tables to the schema (schema.ts, from core's analytics schema): creates what is missing,
 * adds the columns a newer schema has (core's schema grows by new fields; old rows read the column's default,
 * NULL or an empty list) and gives an ENUM field the values a newer schema lists (an Enum8 MODIFY, which
 * ClickHouse applies to the table's metadata alone when values are only added, at the end of core's lists so
 * that the others keep their numbers; one a newer schema dropped
 * while rows still hold it is refused by the server, and the start fails saying so). 18.16 has no ADD COLUMN
 * IF NOT EXISTS: the tables are described first. Idempotent, run by every instance at start on every host.
 * On a cluster the host must declare it with as many shards as the URL has hosts.
 */
export async function migrateHost(
  client: HostClient,
  database: string,
  cluster: { name: string; hosts: number } | null,
): Promise<void> {
  if (cluster !== null) await checkCluster(client, cluster.name, cluster.hosts);
  for (const statement of hostDdl(database, cluster?.name ?? null))
    await client.command({ query: statement });
  const tables = clickHouseTables(cluster !== null);
  for (const t of Object.values(tables)) await bringColumns(client, t, cluster !== null);
  // After the posts' columns: the rollup is filled from them.
  await createRollup(client, database, cluster?.name ?? null);
  await bringColumns(client, rollupTable(tables.posts), cluster !== null);
}

/** Adds a table's missing columns and gives its Enum8 columns the values the schema lists (migrateHost). */
async function bringColumns(client: HostClient, t: StoredTable, clustered: boolean): Promise<void> {
  const wanted = [
    ...t.columns.map((c) => ({ column: c.column, type: c.type })),
    { column: BATCH_COLUMN, type: "String DEFAULT ''" },
  ];
  for (const table of clustered ? [t.local, t.table] : [t.local]) {
    const described = await client.query({ query: `DESCRIBE TABLE ${table}`, format: 'JSONEachRow' });
    const present = new Map(
      (await described.json<{ name: string; type: string }[]>()).map((c) => [c.name, c.type]),
    );
    for (const { column, type } of wanted) {
      const held = present.get(column.replaceAll('"', ''));
      if (held === undefined) {
        await client
          .command({ query: `ALTER TABLE ${table} ADD COLUMN ${column} ${type}` })
          .catch((error: unknown) => {
            // Another instance starting at the same moment added it first.
            if (!/already exists/i.test(String((error as Error).message))) throw error;
          });
      } else if (type.includes('Enum8(') && held !== type) {
        await client.command({ query: `ALTER TABLE ${table} MODIFY COLUMN ${column} ${type}` });
      }
    }
  }
}

/**
 * The engine sends each universe to the host its hash picks among the URL's, as the Distributed tables do
 * among the cluster's shards (docs/scale-out.md): a URL with another number of hosts than the cluster has
 * shards would put a re-sent record beside its first copy.
 */
async function checkCluster(client: HostClient, cluster: string, hosts: number): Promise<void> {
  const result = await client.query({
    query: `SELECT count(DISTINCT shard_num) AS shards FROM system.clusters WHERE cluster = ${quoteText(cluster)}`,
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ shards: string | number }[]>();
  const shards = Number(row?.shards ?? 0);
  if (shards === 0) throw new Error(`ClickHouse: no cluster '${cluster}' in the host's remote_servers`);
  if (shards !== hosts)
    throw new Error(
      `ClickHouse: ANALYTICS_URL names ${hosts} hosts, the cluster '${cluster}' has ${shards} shards: list every shard's host, in the cluster's order`,
    );
}

/**
 * Creates the host's posts rollup (rollup.ts) when it has none, filled from the posts it already holds: under
 * another name first, renamed once full, so a start that stops midway leaves no partial rollup behind. Of
 * instances starting together, one rename wins and the others drop their copy. Instances of a build without
 * the rollup must be stopped first: posts they append meanwhile would miss it (docs/scale-out.md).
 */
async function createRollup(client: HostClient, database: string, cluster: string | null): Promise<void> {
  const posts = clickHouseTables(cluster !== null).posts;
  const rollup = rollupTable(posts);
  const exists = async (name: string) => {
    const result = await client.query({ query: `EXISTS TABLE ${database}.${name}`, format: 'JSONEachRow' });
    const [row] = await result.json<{ result: number | string }[]>();
    return Number(row?.result ?? 0) === 1;
  };
  if (!(await exists(rollup.local))) {
    const filling = `${rollup.local}_filling_${randomUUID().replaceAll('-', '')}`;
    await client.command({ query: rollupCreate(database, rollup, filling) });
    try {
      for (const statement of rollupBackfill(posts, `${database}.${filling}`))
        await client.command({ query: statement });
      await client.command({ query: `RENAME TABLE ${database}.${filling} TO ${database}.${rollup.local}` });
    } catch (error) {
      await client.command({ query: `DROP TABLE IF EXISTS ${database}.${filling}` }).catch(() => undefined);
      // Another instance starting at the same moment filled it first.
      if (!(await exists(rollup.local))) throw error;
    }
  }
  // Copies left by starts stopped midway (any other start filling now finds the rollup there when its
  // rename fails).
  const tables = await client.query({
    query: `SELECT name FROM system.tables WHERE database = ${quoteText(database)}`,
    format: 'JSONEachRow',
  });
  for (const { name } of await tables.json<{ name: string }[]>())
    if (name.startsWith(`${rollup.local}_filling_`))
      await client.command({ query: `DROP TABLE IF EXISTS ${database}.${name}` });
  if (cluster !== null) await client.command({ query: distributedDdl(database, cluster, rollup) });
}
