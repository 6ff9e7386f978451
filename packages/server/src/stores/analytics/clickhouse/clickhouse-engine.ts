import { randomUUID } from 'node:crypto';
import { CHARTS_TIMEOUT_MS, type IngestDataset } from '@mirante/core';
import { clickHouseDialect } from '../compiler/clickhouse-dialect.ts';
import { finishRows, type PlanFinish } from '../compiler/finish-rows.ts';
import { type AnalyticsEngine, type AnalyticsRow, QueryTimeoutError, type SqlPlan } from '../engine.ts';
import { createKeyedLock } from '../keyed-lock.ts';
import { asRecords, recordReads, summaryOf } from '../record-reads.ts';
import { appendToShard } from './clickhouse-append.ts';
import type { ClickHouseTarget } from './clickhouse-url.ts';
import { createVersionReader } from './dataset-versions.ts';
import { type HostClient, type HostConnector, httpHosts } from './host-client.ts';
import { inlineParams, quoteText } from './literal.ts';
import { migrateHost } from './migrate.ts';
import { mutateAndWait } from './mutations.ts';
import { typedRows } from './result-types.ts';
import { rollupDeltas, rollupTable } from './rollup.ts';
import { clickHouseTables, DATASET_VERSIONS_TABLE } from './schema.ts';
import { shiftUniverseTimes } from './shift-times.ts';

/** Instants are stored as ms already (schema.ts). */
const storedMs = (column: string) => column;

/**
 * ClickHouse's answer when max_execution_time is reached: code 159 (the client parses current releases'
 * errors into `code`; 18.16's format stays in the message).
 */
const isTimeoutExceeded = (error: unknown) =>
  (error as { code?: string }).code === '159' || /\bCode: 159\b/.test(String((error as Error).message));

export interface ClickHouseEngine extends AnalyticsEngine {
  readonly driver: 'clickhouse';
  readonly target: ClickHouseTarget;
}

/**
 * ClickHouse, one host or a cluster (clickhouse-url.ts): the engine for data that outgrows one machine.
 *
 * - Tables (schema.ts) are created on every host at start, with their Distributed tables on a cluster: `ON
 *   CLUSTER` needs ZooKeeper, which a cluster of plain servers does not have.
 * - Queries read any host (in turn): the Distributed tables gather every shard's rows. Values are written as
 *   literals by literal.ts (18.16 has no server-side parameters).
 * - Appends go to the universe's shard (cityHash64(universe_id) modulo the hosts, the Distributed tables'
 *   sharding key) straight into its local table: a Distributed insert is asynchronous on 18.16, and an ingest
 *   must be readable once answered. Re-sent records are found before insert (clickhouse-append.ts). The
 *   posts' hourly rollup is written beside them as signed deltas (rollup.ts).
 * - The dataset versions keying every instance's result cache are rows of a table on the first host: every
 *   server instance reads the same.
 */
/** Runs one statement on every host, outside the database (creating or dropping it). */
async function onEveryHost(connect: HostConnector, statement: string): Promise<void> {
  const admin = connect('default');
  try {
    await Promise.all(admin.map((client) => client.command({ query: statement })));
  } finally {
    await Promise.all(admin.map((client) => client.close()));
  }
}

/** Drops the target's database on every host (tests; `copy-analytics` starting a copy over). */
export const dropClickHouseDatabase = (target: ClickHouseTarget, connect = httpHosts(target)) =>
  onEveryHost(connect, `DROP DATABASE IF EXISTS ${target.database}`);

export async function openClickHouseEngine(
  target: ClickHouseTarget,
  connect: HostConnector = httpHosts(target),
): Promise<ClickHouseEngine> {
  await onEveryHost(connect, `CREATE DATABASE IF NOT EXISTS ${target.database}`);
  const clients = connect(target.database);
  const first = clients[0] as HostClient;
  const cluster = target.cluster === null ? null : { name: target.cluster, hosts: clients.length };
  for (const client of clients) await migrateHost(client, target.database, cluster);
  const tables = clickHouseTables(target.cluster !== null);
  const rollup = rollupTable(tables.posts);
  const lock = createKeyedLock<IngestDataset>();
  const shards = new Map<string, HostClient>();
  let turn = 0;

  const select = async (client: HostClient, sql: string, timeoutMs: number) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const result = await client.query({
        query: sql,
        format: 'JSON',
        abort_signal: controller.signal,
        clickhouse_settings: { max_execution_time: Math.max(1, Math.ceil(timeoutMs / 1000)) },
      });
      const json = await result.json<{ meta?: { name: string; type: string }[]; data: AnalyticsRow[] }>();
      return typedRows(json.meta ?? [], json.data);
    } catch (error) {
      if (timedOut || isTimeoutExceeded(error)) throw new QueryTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  /** The client of the host holding the universe's rows (the Distributed tables' sharding). */
  const shardOf = async (universeId: string): Promise<HostClient> => {
    let client = shards.get(universeId);
    if (!client) {
      const [row] = await select(
        first,
        `SELECT cityHash64(${quoteText(universeId)}) % ${clients.length} AS shard`,
        CHARTS_TIMEOUT_MS,
      );
      client = clients[Number(row?.shard ?? 0)] as HostClient;
      shards.set(universeId, client);
    }
    return client;
  };

  const query = async (plan: SqlPlan, timeoutMs = CHARTS_TIMEOUT_MS): Promise<AnalyticsRow[]> => {
    const client = clients[turn++ % clients.length] as HostClient;
    const rows = await select(client, inlineParams(plan), timeoutMs);
    return plan.finish ? finishRows(rows, plan.finish as PlanFinish) : rows;
  };

  // A dataset's version is its number of rows in the first host's table: every instance reads the same.
  const versions = createVersionReader(async () => {
    const rows = await select(
      first,
      `SELECT dataset, count() AS version FROM ${DATASET_VERSIONS_TABLE} GROUP BY dataset`,
      CHARTS_TIMEOUT_MS,
    );
    return new Map(rows.map((row) => [String(row.dataset), Number(row.version)]));
  });

  const bump = (dataset: IngestDataset) =>
    first.command({
      query: `INSERT INTO ${DATASET_VERSIONS_TABLE} (dataset) VALUES (${quoteText(dataset)})`,
    });

  return {
    driver: 'clickhouse',
    dialect: clickHouseDialect,
    target,

    query,

    async readRecords(dataset, universeId, after, limit) {
      return asRecords(dataset, await query(recordReads(dataset, storedMs).page(universeId, after, limit)));
    },

    recordsSummary: (dataset, universeId) => summaryOf(query, recordReads(dataset, storedMs), universeId),

    async append(dataset, universeId, records) {
      // Every piece is read before anything is stored: an error while reading stores nothing.
      const all: Record<string, unknown>[] = [];
      if (Symbol.asyncIterator in records) {
        for await (const piece of records) all.push(...(piece as readonly Record<string, unknown>[]));
      } else all.push(...(records as readonly Record<string, unknown>[]));
      if (all.length === 0) return 0;
      const shard = await shardOf(universeId);
      // One append per dataset at a time in this instance: two batches sharing an id must not both find it
      // absent. Once rows are written the version changes, even when deleting their old rows failed.
      let written = false;
      try {
        await lock(dataset, () =>
          appendToShard(
            shard,
            tables[dataset],
            target.database,
            universeId,
            all,
            () => {
              written = true;
            },
            dataset === 'posts'
              ? {
                  local: rollup.local,
                  rows: (added, removed, batch) => rollupDeltas(rollup, universeId, added, removed, batch),
                }
              : undefined,
          ),
        );
      } finally {
        if (written) await bump(dataset);
      }
      return all.length;
    },

    async datasetVersion(dataset) {
      return (await versions()).get(dataset) ?? 0;
    },

    async removeUniverse(dataset, universeId) {
      // On every host: rows a former host list put elsewhere go too; the posts' rollup with them.
      const marker = randomUUID();
      const locals = [tables[dataset].local, ...(dataset === 'posts' ? [rollup.local] : [])];
      await lock(dataset, () =>
        Promise.all(
          clients.flatMap((client) =>
            locals.map((local) =>
              mutateAndWait(
                client,
                target.database,
                local,
                `ALTER TABLE ${local} DELETE WHERE universe_id = ${quoteText(universeId)} AND ${quoteText(marker)} <> ''`,
                marker,
              ),
            ),
          ),
        ),
      );
      await bump(dataset);
    },

    async shiftTimes(universeIds, days) {
      for (const table of Object.values(tables)) {
        const shifted = [table, ...(table.dataset === 'posts' ? [rollup] : [])];
        await lock(table.dataset, () =>
          Promise.all(
            clients.flatMap((client) =>
              shifted.map((t) => shiftUniverseTimes(client, t, target.database, universeIds, days)),
            ),
          ),
        );
        await bump(table.dataset);
      }
    },

    async ping() {
      await Promise.all(clients.map((client) => select(client, 'SELECT 1', 5_000)));
    },

    async close() {
      await Promise.all(clients.map((client) => client.close()));
    },
  };
}
