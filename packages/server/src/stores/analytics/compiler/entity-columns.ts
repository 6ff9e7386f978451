import {
  ANALYTICS_SCHEMA,
  type FieldKind,
  type IngestDataset,
  QUERY_ENTITIES,
  QUERY_ENTITY_DATASET,
  QUERY_ENTITY_FIELDS,
  QUERY_ENTITY_TIME_FIELD,
  type QueryEntity,
} from '@mirante/core';
import { DATASET_TABLES } from '../datasets.ts';
import { type Dialect, duckDbDialect, type StoredType } from './dialect.ts';
import type { FilterTable } from './filter-where.ts';

/** One template field of an entity as the compiler sees it. */
export interface EntityColumn {
  /**
   * The column name, quoted where it is a keyword; only these names reach the SQL text. A computed field
   * (COMPUTED_FIELDS: the desk's durations) holds an expression over such names, built by a dialect hook.
   */
  column: string;
  kind: FieldKind;
  /** How it is stored (ENUMs as VARCHAR; a computed field as the number it computes). */
  type: StoredType;
  /** An ENUM's values in their type's order (the order both engines sort them by); null for other fields. */
  enumValues: readonly string[] | null;
  /** Multi-valued (tag, theme, group): grouped by one row per value. */
  list: boolean;
  /** Stored as a number, so every operator applies (continuous fields and numeric codes). */
  numeric: boolean;
  /**
   * A non-negative integer expression with exactly the column's distinct values (NULL where it is NULL),
   * counted instead of the text by `size` (dialect.denseDistinct); null when there is none, and on an engine
   * that keeps no integer keys (dialect.features.integerKeys).
   */
  distinctKey: string | null;
  /** Never NULL, so counting it counts rows and reads nothing (every record's id: ingest requires it). */
  notNull: boolean;
}

/** Where each template field of an entity lives in the analytics store. */
export interface EntityTable {
  table: FilterTable;
  dataset: IngestDataset;
  /** The entity's time field: what ranges and buckets use when the grouping has no date field of its own. */
  timeField: string;
  columns: Readonly<Record<string, EntityColumn>>;
}

const NUMERIC_TYPES = new Set(['BIGINT', 'INTEGER', 'TINYINT', 'DOUBLE']);

/**
 * Integer keys counted instead of texts: a post's uid as its author key (author-keys.ts: positive exactly when
 * the post has a uid, one per uid), a message's contact as its contact key (contact-keys.ts).
 */
const DISTINCT_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  posts: { uid: 'CASE WHEN author_key > 0 THEN author_key END' },
  chatbot_messages: { contactId: 'contact_key' },
};

/** A computed field's expression, from the entity's stored columns (by field) and the dialect's hooks. */
type ComputedSql = (column: (field: string) => string, dialect: Dialect) => string;

/** A computed field: its expression and its kind (a number to aggregate, or a value to group by). */
interface Computed {
  sql: ComputedSql;
  kind: FieldKind;
}

const msBetween =
  (from: string, to: string): ComputedSql =>
  (column, dialect) =>
    dialect.msBetween(column(from), column(to));

const continuous = (sql: ComputedSql): Computed => ({ sql, kind: 'continuous' });

/**
 * Fields computed from the stored ones, by entity (numbers: every operator applies).
 * - The desk's durations in ms (contracts/desk.ts), NULL when a part is: queue = assignedAt − openedAt, first
 *   response = firstResponseAt − assignedAt, wait = queue + first response, attendance = closedAt −
 *   firstResponseAt.
 * - A SAC status change's `responseMs`: from the conversation's arrival (its post's postedAt) to the change, NULL
 *   when the arrival is unknown; `hourOfDay`: the change's hour on São Paulo's clock (0–23), to group by.
 */
export const COMPUTED_FIELDS: Partial<Record<QueryEntity, Readonly<Record<string, Computed>>>> = {
  'desk-tickets': {
    queueMs: continuous(msBetween('openedAt', 'assignedAt')),
    firstResponseMs: continuous(msBetween('assignedAt', 'firstResponseAt')),
    waitMs: continuous(
      (column, dialect) =>
        `(${msBetween('openedAt', 'assignedAt')(column, dialect)} + ${msBetween('assignedAt', 'firstResponseAt')(column, dialect)})`,
    ),
    attendanceMs: continuous(msBetween('firstResponseAt', 'closedAt')),
  },
  'sac-status': {
    responseMs: continuous(msBetween('postedAt', 'statusChangeTime')),
    hourOfDay: { sql: (column, dialect) => dialect.hourOfDay(column('statusChangeTime')), kind: 'discrete' },
  },
};

function entityTable(entity: QueryEntity, dialect: Dialect): EntityTable {
  const dataset = QUERY_ENTITY_DATASET[entity];
  const stored = DATASET_TABLES[dataset];
  const columns: Record<string, EntityColumn> = {};
  for (const [field, kind] of Object.entries(QUERY_ENTITY_FIELDS[entity])) {
    const column = stored.columns.find((c) => c.field === field);
    if (!column) throw new Error(`No stored column for ${entity}.${field}`);
    columns[field] = {
      column: column.column,
      kind,
      type: column.type,
      enumValues: ANALYTICS_SCHEMA[dataset].fields.find((f) => f.field === field)?.values ?? null,
      list: column.type === 'VARCHAR[]',
      numeric: NUMERIC_TYPES.has(column.type),
      distinctKey: dialect.features.integerKeys ? (DISTINCT_KEYS[stored.table]?.[field] ?? null) : null,
      notNull: field === 'id',
    };
  }
  const storedColumn = (field: string) => {
    const column = columns[field];
    if (!column) throw new Error(`No stored column for ${entity}.${field}`);
    return column.column;
  };
  for (const [field, computed] of Object.entries(COMPUTED_FIELDS[entity] ?? {})) {
    columns[field] = {
      column: computed.sql(storedColumn, dialect),
      kind: computed.kind,
      type: 'BIGINT',
      enumValues: null,
      list: false,
      numeric: true,
      distinctKey: null,
      notNull: false,
    };
  }
  return {
    table: stored.table as FilterTable,
    dataset,
    timeField: QUERY_ENTITY_TIME_FIELD[entity],
    columns,
  };
}

const byDialect = new Map<Dialect, Record<QueryEntity, EntityTable>>();

/**
 * Every entity's table and columns in a dialect, derived from core's analytics schema (through the stored
 * datasets): the chart entities (their chart fields) and the internal ones (chatbot, campaigns, desk: every
 * record field, and the computed ones), which only the server's own endpoints query (the charts route takes
 * CHART_ENTITIES alone).
 */
export function entityTables(dialect: Dialect): Record<QueryEntity, EntityTable> {
  let tables = byDialect.get(dialect);
  if (!tables) {
    tables = Object.fromEntries(
      QUERY_ENTITIES.map((entity) => [entity, entityTable(entity, dialect)]),
    ) as Record<QueryEntity, EntityTable>;
    byDialect.set(dialect, tables);
  }
  return tables;
}

/** The entities' tables and columns in DuckDB's dialect. */
export const ENTITY_TABLES = entityTables(duckDbDialect);
