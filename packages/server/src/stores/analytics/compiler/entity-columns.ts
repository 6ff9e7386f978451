import {
  type ChartEntity,
  ENTITY_DATASET,
  ENTITY_FIELDS,
  ENTITY_TIME_FIELD,
  type FieldKind,
  type IngestDataset,
} from '@mirante/core';
import { DATASET_TABLES } from '../datasets.ts';
import type { FilterTable } from './filter-where.ts';

/** One template field of a chart entity as the compiler sees it. */
export interface EntityColumn {
  /** The column name, quoted where it is a keyword; only these names reach the SQL text. */
  column: string;
  kind: FieldKind;
  /** Multi-valued (tag, theme, group): grouped by one row per value. */
  list: boolean;
  /** Stored as a number, so every operator applies (continuous fields and numeric codes). */
  numeric: boolean;
  /**
   * A non-negative integer expression with exactly the column's distinct values (NULL where it is NULL),
   * counted instead of the text by `size` (dialect.denseDistinct); null when there is none.
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

/** A post's uid as its author key (author-keys.ts): positive exactly when the post has a uid, one per uid. */
const DISTINCT_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  posts: { uid: 'CASE WHEN author_key > 0 THEN author_key END' },
};

function entityTable(entity: ChartEntity): EntityTable {
  const dataset = ENTITY_DATASET[entity];
  const stored = DATASET_TABLES[dataset];
  const columns: Record<string, EntityColumn> = {};
  for (const [field, kind] of Object.entries(ENTITY_FIELDS[entity])) {
    const column = stored.columns.find((c) => c.field === field);
    if (!column) throw new Error(`No stored column for ${entity}.${field}`);
    columns[field] = {
      column: column.column,
      kind,
      list: column.type === 'VARCHAR[]',
      numeric: NUMERIC_TYPES.has(column.type),
      distinctKey: DISTINCT_KEYS[stored.table]?.[field] ?? null,
      notNull: field === 'id',
    };
  }
  return {
    table: stored.table as FilterTable,
    dataset,
    timeField: ENTITY_TIME_FIELD[entity],
    columns,
  };
}

/** Every chart entity's table and columns, derived from core's analytics schema (through the stored datasets). */
export const ENTITY_TABLES: Record<ChartEntity, EntityTable> = {
  posts: entityTable('posts'),
  users: entityTable('users'),
  'sac-status': entityTable('sac-status'),
  'sac-surveys': entityTable('sac-surveys'),
};
