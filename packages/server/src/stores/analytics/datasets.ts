import { INGEST_FIELD_KINDS, INGEST_TIME_FIELD, type IngestDataset } from '@mirante/core';

export interface DatasetColumn {
  /** The record field (camelCase, as in core's ingest contracts). */
  field: string;
  column: string;
  /**
   * The stored type as the staging reader and the CSV ingest take it: ENUM columns read as VARCHAR and cast on
   * insert; TIMESTAMPTZ values travel as ms since the epoch.
   */
  type: 'VARCHAR' | 'VARCHAR[]' | 'TIMESTAMPTZ' | 'BIGINT' | 'INTEGER' | 'TINYINT' | 'DOUBLE' | 'BOOLEAN';
}

export interface DatasetTable {
  table: string;
  /** The column rows are ordered and bucketed by, and the record field it holds. */
  timeColumn: string;
  timeField: string;
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
    const table: DatasetTable = {
      table: TABLE_NAMES[d],
      timeColumn: TIME_COLUMNS[d],
      timeField: INGEST_TIME_FIELD[d],
      columns: columnsOf(d),
    };
    return [d, table];
  }),
) as unknown as Record<IngestDataset, DatasetTable>;
