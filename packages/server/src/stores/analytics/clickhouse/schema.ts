import { ANALYTICS_SCHEMA, type AnalyticsField, INGEST_DATASETS, type IngestDataset } from '@mirante/core';
import { quoteText } from './literal.ts';

/**
 * The analytics tables on ClickHouse, derived from core's analytics schema (the one declaration DuckDB's
 * migrations are held to).
 *
 * - Instants are Int64 ms since the epoch: exact to the millisecond as the records are (18.16 has no
 *   DateTime64), compared and bucketed by the dialect (compiler/clickhouse-dialect.ts).
 * - ENUM fields are Enum8 (the low-cardinality dimensions stored as one byte; LowCardinality needs an
 *   experimental flag on 18.16 that current releases reject).
 * - MergeTree ordered by (universe_id, time, id), partitioned by month of the time: a re-sent record is found
 *   before insert and its old row deleted first (clickhouse-append.ts), so plain reads never count it twice.
 * - On a cluster each host holds `<table>_local` and a Distributed `<table>` over the cluster, sharded by
 *   cityHash64(universe_id): a universe lives on one shard, every query reads `<table>`.
 */

/** A table on ClickHouse: a dataset's, or the posts rollup (rollup.ts). */
export interface StoredTable {
  /** The table queries read: the Distributed table on a cluster, else the table itself. */
  table: string;
  /** The table rows are written to on their shard's host. */
  local: string;
  /** Its columns besides universe_id and the batch, and each one's ClickHouse type. */
  columns: readonly { column: string; type: string; instant: boolean }[];
}

/** Where a dataset lives on ClickHouse. */
export interface ClickHouseTable extends StoredTable {
  dataset: IngestDataset;
  timeColumn: string;
  /** Record field → column, in the schema's order. */
  columns: readonly { field: string; column: string; type: string; instant: boolean }[];
}

const BASE_TYPES: Record<Exclude<AnalyticsField['sql'], `${string}_t`>, string> = {
  VARCHAR: 'String',
  'VARCHAR[]': 'Array(String)',
  TIMESTAMPTZ: 'Int64',
  BIGINT: 'Int64',
  INTEGER: 'Int32',
  TINYINT: 'Int8',
  DOUBLE: 'Float64',
  BOOLEAN: 'UInt8',
};

/** A field's ClickHouse type: Enum8 of its values, or its base type; Nullable where the record may omit it. */
export function columnType(field: AnalyticsField): string {
  const base =
    field.values !== null
      ? `Enum8(${field.values.map((value, i) => `${quoteText(value)} = ${i + 1}`).join(', ')})`
      : BASE_TYPES[field.sql as keyof typeof BASE_TYPES];
  // Arrays cannot be Nullable: a missing list is an empty one.
  return field.nullable && field.type !== 'list' ? `Nullable(${base})` : base;
}

/** `group` is a keyword in both dialects. */
const quoted = (column: string) => (column === 'group' ? '"group"' : column);

export function clickHouseTable(dataset: IngestDataset, clustered: boolean): ClickHouseTable {
  const schema = ANALYTICS_SCHEMA[dataset];
  return {
    dataset,
    table: schema.table,
    local: clustered ? `${schema.table}_local` : schema.table,
    timeColumn: schema.timeColumn,
    columns: schema.fields.map((f) => ({
      field: f.field,
      column: quoted(f.column),
      type: columnType(f),
      instant: f.type === 'instant',
    })),
  };
}

export const clickHouseTables = (clustered: boolean) =>
  Object.fromEntries(INGEST_DATASETS.map((d) => [d, clickHouseTable(d, clustered)])) as Record<
    IngestDataset,
    ClickHouseTable
  >;

/**
 * Which append wrote a row: a re-sent record's new row is written first, then its old rows (another batch's)
 * deleted, so no moment loses it (clickhouse-append.ts).
 */
export const BATCH_COLUMN = '_batch';

/** The table every host keeps the dataset versions in (only the first host's is read and written). */
export const DATASET_VERSIONS_TABLE = 'dataset_versions';

/** The Distributed table over `table`'s local tables on the cluster's shards, sharded by universe. */
export const distributedDdl = (database: string, cluster: string, table: StoredTable) =>
  `CREATE TABLE IF NOT EXISTS ${database}.${table.table} AS ${database}.${table.local}
ENGINE = Distributed(${cluster}, ${database}, ${table.local}, cityHash64(universe_id))`;

/**
 * The statements that create one host's tables (idempotent): each dataset's local table and, on a cluster,
 * its Distributed table over `cluster`.
 */
export function hostDdl(database: string, cluster: string | null): string[] {
  const statements: string[] = [];
  for (const t of Object.values(clickHouseTables(cluster !== null))) {
    const columns = [
      'universe_id String',
      ...t.columns.map((c) => `${c.column} ${c.type}`),
      `${BATCH_COLUMN} String DEFAULT ''`,
    ];
    statements.push(`CREATE TABLE IF NOT EXISTS ${database}.${t.local} (
  ${columns.join(',\n  ')}
) ENGINE = MergeTree
PARTITION BY toYYYYMM(toDateTime(intDiv(${t.timeColumn}, 1000), 'UTC'))
ORDER BY (universe_id, ${t.timeColumn}, id)`);
    if (cluster !== null) {
      statements.push(distributedDdl(database, cluster, t));
    }
  }
  statements.push(`CREATE TABLE IF NOT EXISTS ${database}.${DATASET_VERSIONS_TABLE} (
  dataset String, changed_at DateTime DEFAULT now()
) ENGINE = MergeTree ORDER BY dataset`);
  return statements;
}
