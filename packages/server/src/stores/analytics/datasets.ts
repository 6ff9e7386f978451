import { ANALYTICS_SCHEMA, type AnalyticsSqlType, INGEST_DATASETS, type IngestDataset } from '@mirante/core';

export interface DatasetColumn {
  /** The record field (camelCase, as in core's ingest contracts). */
  field: string;
  /** The column's name in SQL, quoted where it is a keyword. */
  column: string;
  /**
   * The stored type as the staging reader and the CSV ingest take it: ENUM columns read as VARCHAR and cast on
   * insert; TIMESTAMPTZ values travel as ms since the epoch.
   */
  type: AnalyticsSqlType;
}

export interface DatasetTable {
  table: string;
  /** The column rows are ordered and bucketed by, and the record field it holds. */
  timeColumn: string;
  timeField: string;
  columns: readonly DatasetColumn[];
}

/** Column names that are SQL keywords. */
const KEYWORDS = new Set(['group']);
const quote = (column: string) => (KEYWORDS.has(column) ? `"${column}"` : column);

function tableOf(dataset: IngestDataset): DatasetTable {
  const schema = ANALYTICS_SCHEMA[dataset];
  return {
    table: schema.table,
    timeColumn: quote(schema.timeColumn),
    timeField: schema.timeField,
    columns: schema.fields.map((f) => ({
      field: f.field,
      column: quote(f.column),
      type: f.type === 'enum' ? 'VARCHAR' : f.sql,
    })),
  };
}

/** Where each ingest dataset lives in the analytics store, column by column (core's analytics schema). */
export const DATASET_TABLES = Object.fromEntries(
  INGEST_DATASETS.map((dataset) => [dataset, tableOf(dataset)]),
) as Record<IngestDataset, DatasetTable>;
