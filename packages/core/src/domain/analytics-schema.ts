import { ATTENDANT_STATUSES } from './attendant-statuses.ts';
import { CHANNELS } from './channels.ts';
import { CONVERSATION_EVENTS, CONVERSATION_STATUSES } from './conversation-statuses.ts';
import type { ChartEntity, FieldKind } from './datasets.ts';
import { SAC_CONVERSATION_TYPES } from './sac-types.ts';
import { SURVEY_KINDS } from './surveys.ts';
import { TICKET_CLOSERS } from './ticket-life-cycle.ts';

/**
 * The analytics datasets, declared once (below, DECLARED): each dataset's fields with what they hold and how
 * they are stored, its time field, and the chart entity that queries it. What derives from it: the ingest's
 * datasets, field kinds and time fields (contracts/ingest.ts, whose record schemas are checked against it when
 * loaded), the chart entities' fields (datasets.ts), the server's tables and columns. The store's migrations
 * are written by hand (old data dirs run them); a server test holds a fresh store's tables to this.
 */

/** The store's column types; ENUM columns are of the named types of ANALYTICS_ENUMS. */
export type AnalyticsSqlType =
  | 'VARCHAR'
  | 'VARCHAR[]'
  | 'TIMESTAMPTZ'
  | 'BIGINT'
  | 'INTEGER'
  | 'TINYINT'
  | 'DOUBLE'
  | 'BOOLEAN';

/** The store's ENUM types and their values, in the types' order. */
export const ANALYTICS_ENUMS = {
  channel_t: CHANNELS.map((channel) => channel.id),
  sac_type_t: SAC_CONVERSATION_TYPES,
  conversation_status_t: CONVERSATION_STATUSES,
  conversation_event_t: CONVERSATION_EVENTS,
  survey_kind_t: SURVEY_KINDS,
  direction_t: ['received', 'sent'],
  attendant_status_t: ATTENDANT_STATUSES,
  ticket_closer_t: TICKET_CLOSERS,
  stock_direction_t: ['up', 'down'],
} as const satisfies Record<string, readonly string[]>;
export type AnalyticsEnumType = keyof typeof ANALYTICS_ENUMS;

/**
 * What a field holds: a text, one of an ENUM's values, a list of texts (a multi-valued discrete field), an
 * instant (ms since the epoch in records), an integer, a number, a numeric code (polarity, gender) or a boolean.
 */
export type AnalyticsFieldType =
  | 'text'
  | 'enum'
  | 'list'
  | 'instant'
  | 'integer'
  | 'number'
  | 'code'
  | 'boolean';

type FieldStorage =
  | { type: 'enum'; sql: AnalyticsEnumType }
  | { type: Exclude<AnalyticsFieldType, 'enum'>; sql: AnalyticsSqlType };

type FieldSpec = FieldStorage & { nullable?: true; computed?: true };

const text: FieldSpec = { type: 'text', sql: 'VARCHAR' };
const list: FieldSpec = { type: 'list', sql: 'VARCHAR[]' };
const instant: FieldSpec = { type: 'instant', sql: 'TIMESTAMPTZ' };
const integer: FieldSpec = { type: 'integer', sql: 'BIGINT' };
/** An integer stored in 32 bits (a chatbot event's count). */
const integer32: FieldSpec = { type: 'integer', sql: 'INTEGER' };
const number: FieldSpec = { type: 'number', sql: 'DOUBLE' };
const code: FieldSpec = { type: 'code', sql: 'TINYINT' };
const boolean: FieldSpec = { type: 'boolean', sql: 'BOOLEAN' };
const oneOf = (sql: AnalyticsEnumType): FieldSpec => ({ type: 'enum', sql });
/** NULL where the record has none. */
const orNull = (spec: FieldSpec): FieldSpec => ({ ...spec, nullable: true });
/** Computed by the record schema from other fields, never sent. */
const computed = (spec: FieldSpec): FieldSpec => ({ ...spec, computed: true });

interface DatasetSpec<F extends string> {
  /** The time field rows are ordered and bucketed by (an instant, never NULL). */
  time: NoInfer<F>;
  /** The chart entity querying the dataset, and the fields it offers in the order charts list them. */
  entity?: { name: ChartEntity; fields: readonly NoInfer<F>[] };
  /** The record's fields in the contract's order. */
  fields: Record<F, FieldSpec>;
}

const dataset = <F extends string>(spec: DatasetSpec<F>): DatasetSpec<F> => spec;

/** Every dataset's fields, in the ingest contract's order; a new field also needs a migration. */
const DECLARED = {
  posts: dataset({
    time: 'postedAt',
    entity: {
      name: 'posts',
      fields: [
        'id',
        'channel',
        'postedAt',
        'likes',
        'comments',
        'interactions',
        'shares',
        'polarity',
        'device',
        'tag',
        'theme',
        'group',
        'views',
        'postType',
        'gender',
        'impressions',
        'reach',
        'sacType',
        'sacStatus',
        'uid',
        'operator',
        'pid',
        'fbViews',
      ],
    },
    fields: {
      id: text,
      channel: oneOf('channel_t'),
      postedAt: instant,
      text,
      url: orNull(text),
      uid: orNull(text),
      username: orNull(text),
      followers: integer,
      pid: orNull(text),
      likes: integer,
      comments: integer,
      interactions: integer,
      shares: integer,
      quotes: integer,
      views: integer,
      fbViews: integer,
      impressions: integer,
      reach: integer,
      polarity: code,
      gender: code,
      device: orNull(text),
      tag: list,
      theme: list,
      group: list,
      postType: orNull(text),
      sacType: orNull(oneOf('sac_type_t')),
      sacStatus: orNull(oneOf('conversation_status_t')),
      sacLastStatus: orNull(oneOf('conversation_status_t')),
      operator: orNull(text),
      replied: boolean,
      darkPost: boolean,
      favorite: boolean,
    },
  }),
  profiles: dataset({
    time: 'metricDate',
    entity: { name: 'users', fields: ['id', 'followers', 'metricDate', 'channel', 'uid', 'username'] },
    fields: {
      id: text,
      channel: oneOf('channel_t'),
      uid: text,
      username: text,
      followers: integer,
      metricDate: instant,
    },
  }),
  'sac-status': dataset({
    time: 'statusChangeTime',
    entity: {
      name: 'sac-status',
      fields: [
        'id',
        'userId',
        'username',
        'pageId',
        'channel',
        'value',
        'lastValue',
        'statusChangeTime',
        'annotateAtDate',
      ],
    },
    fields: {
      id: text,
      userId: text,
      username: text,
      pageId: text,
      channel: oneOf('channel_t'),
      pid: orNull(text),
      sacType: orNull(oneOf('sac_type_t')),
      value: oneOf('conversation_status_t'),
      lastValue: orNull(oneOf('conversation_status_t')),
      event: orNull(oneOf('conversation_event_t')),
      operator: orNull(text),
      statusChangeTime: instant,
      annotateAtDate: orNull(instant),
      postId: orNull(text),
      postedAt: orNull(instant),
    },
  }),
  'sac-surveys': dataset({
    time: 'surveyDate',
    entity: {
      name: 'sac-surveys',
      fields: ['id', 'userId', 'username', 'pid', 'channel', 'surveyScore', 'surveyType', 'surveyDate'],
    },
    fields: {
      id: text,
      userId: text,
      username: text,
      pid: text,
      channel: oneOf('channel_t'),
      surveyType: oneOf('survey_kind_t'),
      surveyScore: number,
      surveyDate: instant,
      operator: orNull(text),
      postId: orNull(text),
    },
  }),
  'chatbot-messages': dataset({
    time: 'sentAt',
    fields: {
      id: text,
      botKey: text,
      contactId: text,
      domain: text,
      direction: oneOf('direction_t'),
      active: boolean,
      sentAt: instant,
    },
  }),
  'chatbot-contacts': dataset({
    time: 'firstSeenAt',
    fields: {
      id: text,
      botKey: text,
      domain: text,
      firstSeenAt: instant,
      lastMessageAt: orNull(instant),
      engaged: boolean,
      responded: boolean,
    },
  }),
  'chatbot-events': dataset({
    time: 'occurredAt',
    fields: {
      id: text,
      botKey: text,
      contactId: orNull(text),
      category: text,
      action: text,
      count: integer32,
      occurredAt: instant,
    },
  }),
  campaigns: dataset({
    time: 'sentAt',
    fields: {
      id: text,
      botKey: text,
      campaignName: text,
      scheduled: boolean,
      sentAt: instant,
      audience: integer,
      sent: integer,
      delivered: integer,
      read: integer,
      replied: integer,
      failed: integer,
    },
  }),
  'desk-tickets': dataset({
    time: 'openedAt',
    fields: {
      id: text,
      botKey: text,
      team: text,
      attendant: orNull(text),
      customerId: orNull(text),
      tags: list,
      openedAt: instant,
      assignedAt: orNull(instant),
      firstResponseAt: orNull(instant),
      closedAt: orNull(instant),
      closedBy: orNull(oneOf('ticket_closer_t')),
      transferred: boolean,
      waitTimeMs: orNull(number),
      responseTimeMs: orNull(number),
    },
  }),
  'attendant-status': dataset({
    time: 'changedAt',
    fields: {
      id: text,
      botKey: text,
      attendant: text,
      name: text,
      teams: list,
      status: oneOf('attendant_status_t'),
      changedAt: instant,
    },
  }),
  'operator-status': dataset({
    time: 'changedAt',
    fields: {
      id: text,
      operator: text,
      status: oneOf('attendant_status_t'),
      changedAt: instant,
    },
  }),
  'stock-prices': dataset({
    time: 'date',
    fields: {
      id: text,
      symbol: text,
      date: instant,
      open: number,
      close: number,
      high: orNull(number),
      low: orNull(number),
      volume: integer,
      direction: computed(oneOf('stock_direction_t')),
    },
  }),
};

export type AnalyticsDataset = keyof typeof DECLARED;

/** The datasets, in the declaration's order. */
type DatasetList = [AnalyticsDataset, ...AnalyticsDataset[]];
export const ANALYTICS_DATASETS: Readonly<DatasetList> = Object.keys(DECLARED) as DatasetList;

/** One field of a dataset: its record field, what it holds, how charts query it and where it is stored. */
export type AnalyticsField = FieldStorage & {
  /** The record field (camelCase), as the ingest takes it and charts name it. */
  field: string;
  /** How it is queried: grouped by (discrete), aggregated (continuous) or bucketed in time (date). */
  kind: FieldKind;
  /** The store's column: the field in snake case, unquoted. */
  column: string;
  /** An ENUM field's values, in the type's order; null for the others. */
  values: readonly string[] | null;
  nullable: boolean;
  /** Computed by the record schema from other fields (a stock price's direction), never sent. */
  computed: boolean;
};

export interface AnalyticsDatasetSchema {
  dataset: AnalyticsDataset;
  table: string;
  /** The field rows are ordered and bucketed by, and its column. */
  timeField: string;
  timeColumn: string;
  /** In the ingest contract's order. */
  fields: readonly AnalyticsField[];
  /** The chart entity querying the dataset and its fields in the order charts list them; null when none does. */
  entity: { name: ChartEntity; fields: readonly AnalyticsField[] } | null;
}

const KINDS: Record<AnalyticsFieldType, FieldKind> = {
  text: 'discrete',
  enum: 'discrete',
  list: 'discrete',
  instant: 'date',
  integer: 'continuous',
  number: 'continuous',
  code: 'discrete',
  boolean: 'discrete',
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function schemaOf(name: AnalyticsDataset): AnalyticsDatasetSchema {
  const spec: DatasetSpec<string> = DECLARED[name];
  const fields = Object.entries(spec.fields).map(
    ([field, { nullable, computed: isComputed, ...storage }]) => ({
      ...storage,
      field,
      kind: KINDS[storage.type],
      column: snakeCase(field),
      values: storage.type === 'enum' ? ANALYTICS_ENUMS[storage.sql] : null,
      nullable: nullable === true,
      computed: isComputed === true,
    }),
  );
  const fieldOf = (field: string) => {
    const found = fields.find((f) => f.field === field);
    if (!found) throw new Error(`${name} has no field ${field}`);
    return found;
  };
  const time = fieldOf(spec.time);
  if (time.type !== 'instant' || time.nullable) {
    throw new Error(`${name}: the time field is a non-null instant`);
  }
  return {
    dataset: name,
    table: name.replaceAll('-', '_'),
    timeField: time.field,
    timeColumn: time.column,
    fields,
    entity: spec.entity ? { name: spec.entity.name, fields: spec.entity.fields.map(fieldOf) } : null,
  };
}

/** Every dataset's fields and storage: the one declaration, normalised. */
export const ANALYTICS_SCHEMA = Object.fromEntries(
  ANALYTICS_DATASETS.map((name) => [name, schemaOf(name)]),
) as Record<AnalyticsDataset, AnalyticsDatasetSchema>;
