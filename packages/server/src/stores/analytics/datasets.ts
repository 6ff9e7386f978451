import { INGEST_FIELD_KINDS, type IngestDataset } from '@mirante/core';

export interface DatasetColumn {
  /** The record field (camelCase, as in core's ingest contracts). */
  field: string;
  column: string;
  /** How the staging reader types it; ENUM columns read as VARCHAR and cast on insert. */
  type: 'VARCHAR' | 'VARCHAR[]' | 'TIMESTAMPTZ' | 'BIGINT' | 'INTEGER' | 'TINYINT' | 'DOUBLE' | 'BOOLEAN';
}

export interface DatasetTable {
  table: string;
  /** The column rows are ordered and bucketed by. */
  timeColumn: string;
  columns: readonly DatasetColumn[];
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const quote = (column: string) => (column === 'group' ? '"group"' : column);

/** Columns whose values are lists (multi-valued discrete fields). */
const LIST_FIELDS = new Set(['tag', 'theme', 'group', 'tags', 'teams']);
const TYPES: Record<string, DatasetColumn['type']> = {
  polarity: 'TINYINT',
  gender: 'TINYINT',
  count: 'INTEGER',
  surveyScore: 'DOUBLE',
  waitTimeMs: 'DOUBLE',
  responseTimeMs: 'DOUBLE',
  open: 'DOUBLE',
  close: 'DOUBLE',
  high: 'DOUBLE',
  low: 'DOUBLE',
  replied: 'BOOLEAN',
  darkPost: 'BOOLEAN',
  favorite: 'BOOLEAN',
  active: 'BOOLEAN',
  engaged: 'BOOLEAN',
  responded: 'BOOLEAN',
  scheduled: 'BOOLEAN',
  transferred: 'BOOLEAN',
};

function columnsOf(dataset: IngestDataset): DatasetColumn[] {
  return Object.entries(INGEST_FIELD_KINDS[dataset]).map(([field, kind]) => ({
    field,
    column: quote(snake(field)),
    type: LIST_FIELDS.has(field)
      ? 'VARCHAR[]'
      : kind === 'date'
        ? 'TIMESTAMPTZ'
        : (TYPES[field] ?? (kind === 'continuous' ? 'BIGINT' : 'VARCHAR')),
  }));
}

const TABLE_NAMES: Record<IngestDataset, string> = {
  posts: 'posts',
  profiles: 'profiles',
  'sac-status': 'sac_status',
  'sac-surveys': 'sac_surveys',
  'chatbot-messages': 'chatbot_messages',
  'chatbot-contacts': 'chatbot_contacts',
  'chatbot-events': 'chatbot_events',
  campaigns: 'campaigns',
  'desk-tickets': 'desk_tickets',
  'attendant-status': 'attendant_status',
  'stock-prices': 'stock_prices',
};

const TIME_COLUMNS: Record<IngestDataset, string> = {
  posts: 'posted_at',
  profiles: 'metric_date',
  'sac-status': 'status_change_time',
  'sac-surveys': 'survey_date',
  'chatbot-messages': 'sent_at',
  'chatbot-contacts': 'first_seen_at',
  'chatbot-events': 'occurred_at',
  campaigns: 'sent_at',
  'desk-tickets': 'opened_at',
  'attendant-status': 'changed_at',
  'stock-prices': 'date',
};

/** Where each ingest dataset lives in the analytics store, column by column (derived from core's contracts). */
export const DATASET_TABLES = Object.fromEntries(
  Object.keys(TABLE_NAMES).map((dataset) => {
    const d = dataset as IngestDataset;
    return [d, { table: TABLE_NAMES[d], timeColumn: TIME_COLUMNS[d], columns: columnsOf(d) }];
  }),
) as unknown as Record<IngestDataset, DatasetTable>;

/** A record as the staging reader takes it: column names, instants as ISO text. */
export function toStagingRow(table: DatasetTable, record: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const { field, column, type } of table.columns) {
    const value = record[field] ?? null;
    row[column.replaceAll('"', '')] =
      type === 'TIMESTAMPTZ' && typeof value === 'number' ? new Date(value).toISOString() : value;
  }
  return row;
}
