import { z } from 'zod';
import { ANALYTICS_DATASETS, ANALYTICS_ENUMS, ANALYTICS_SCHEMA } from '../domain/analytics-schema.ts';
import { ATTENDANT_STATUSES } from '../domain/attendant-statuses.ts';
import { CONVERSATION_EVENTS, CONVERSATION_STATUSES } from '../domain/conversation-statuses.ts';
import type { FieldKind } from '../domain/datasets.ts';
import { SAC_CONVERSATION_TYPES } from '../domain/sac-types.ts';
import { isValidSurveyScore, SURVEY_KINDS } from '../domain/surveys.ts';
import { TICKET_CLOSERS } from '../domain/ticket-life-cycle.ts';
import { ErrorEnvelope } from './envelope.ts';
import {
  amount,
  channelName,
  choice,
  count,
  eventCount,
  externalId,
  flag,
  gender,
  instant,
  interactions,
  labels,
  optionalAmount,
  optionalChoice,
  optionalInstant,
  optionalText,
  polarity,
  postText,
  recordSchemaMismatches,
  requiredText,
  surveyScore,
  tickerSymbol,
} from './ingest-field-schemas.ts';

/**
 * Ingest records, one schema per dataset of `POST /ingest/v1/{universeId}/{dataset}` (DESIGN §4). The datasets
 * and their fields are the analytics schema's (domain/analytics-schema.ts); each record schema is checked
 * against it when this module loads. Each has the external `id` the ingest is idempotent by; the universe
 * comes from the URL, never from the record. Instants are ISO 8601 texts (with an offset, or a calendar date
 * taken as its start in America/Sao_Paulo) or ms since the epoch; they parse to ms (ingest-instant.ts). What
 * each field accepts is said with its schema (ingest-field-schemas.ts), for the error answers and
 * docs/ingest.md.
 */
export const INGEST_DATASETS = ANALYTICS_DATASETS;
export type IngestDataset = (typeof INGEST_DATASETS)[number];

const invalid = { error: 'errors.invalidRecord' } as const;

/** The body's content types the ingest reads, by format. */
export const INGEST_CONTENT_TYPES = {
  ndjson: ['application/x-ndjson', 'application/jsonl', 'application/json'],
  csv: ['text/csv', 'application/csv'],
} as const;
export type IngestFormat = keyof typeof INGEST_CONTENT_TYPES;

export const PostRecord = z
  .object({
    id: externalId,
    channel: channelName,
    postedAt: instant,
    text: postText,
    url: optionalText,
    uid: optionalText,
    username: optionalText,
    followers: count,
    pid: optionalText,
    likes: count,
    comments: count,
    /** Likes + comments + shares + quotes when not given. */
    interactions,
    shares: count,
    /** Quotes (reposts with a comment of their own: quote tweets), part of the default interactions. */
    quotes: count,
    views: count,
    fbViews: count,
    impressions: count,
    reach: count,
    polarity,
    gender,
    device: optionalText,
    tag: labels,
    theme: labels,
    group: labels,
    postType: optionalText,
    sacType: optionalChoice(SAC_CONVERSATION_TYPES),
    sacStatus: optionalChoice(CONVERSATION_STATUSES),
    sacLastStatus: optionalChoice(CONVERSATION_STATUSES),
    operator: optionalText,
    replied: flag,
    darkPost: flag,
    favorite: flag,
  })
  .transform((post) => ({
    ...post,
    interactions: post.interactions ?? post.likes + post.comments + post.shares + post.quotes,
  }));
export type PostRecord = z.infer<typeof PostRecord>;

export const ProfileRecord = z.object({
  id: externalId,
  channel: channelName,
  uid: requiredText,
  username: requiredText,
  followers: count,
  metricDate: instant,
});
export type ProfileRecord = z.infer<typeof ProfileRecord>;

export const SacStatusRecord = z.object({
  id: externalId,
  userId: requiredText,
  username: requiredText,
  pageId: requiredText,
  channel: channelName,
  pid: optionalText,
  sacType: optionalChoice(SAC_CONVERSATION_TYPES),
  value: choice(CONVERSATION_STATUSES),
  lastValue: optionalChoice(CONVERSATION_STATUSES),
  event: optionalChoice(CONVERSATION_EVENTS),
  operator: optionalText,
  statusChangeTime: instant,
  annotateAtDate: optionalInstant,
  /** The post the conversation is about (a comment or message on a connected page), and when it arrived. */
  postId: optionalText,
  postedAt: optionalInstant,
});
export type SacStatusRecord = z.infer<typeof SacStatusRecord>;

export const SacSurveyRecord = z
  .object({
    id: externalId,
    userId: requiredText,
    username: requiredText,
    pid: requiredText,
    channel: channelName,
    surveyType: choice(SURVEY_KINDS),
    surveyScore,
    surveyDate: instant,
    /** The operator who answered the conversation, and the post it was about. */
    operator: optionalText,
    postId: optionalText,
  })
  .refine((survey) => isValidSurveyScore(survey.surveyType, survey.surveyScore), {
    ...invalid,
    path: ['surveyScore'],
  });
export type SacSurveyRecord = z.infer<typeof SacSurveyRecord>;

export const ChatbotMessageRecord = z.object({
  id: externalId,
  botKey: requiredText,
  contactId: requiredText,
  /** The gateway domain the message went through (see CHATBOT_CHANNEL_DOMAINS). */
  domain: requiredText,
  direction: choice(ANALYTICS_ENUMS.direction_t),
  /** Sent by the bot on its own initiative (an active message), not as a reply. */
  active: flag,
  sentAt: instant,
});
export type ChatbotMessageRecord = z.infer<typeof ChatbotMessageRecord>;

export const ChatbotContactRecord = z.object({
  id: externalId,
  botKey: requiredText,
  domain: requiredText,
  firstSeenAt: instant,
  lastMessageAt: optionalInstant,
  /** Exchanged messages with the bot beyond the first. */
  engaged: flag,
  /** Answered an active message. */
  responded: flag,
});
export type ChatbotContactRecord = z.infer<typeof ChatbotContactRecord>;

export const ChatbotEventRecord = z.object({
  id: externalId,
  botKey: requiredText,
  contactId: optionalText,
  category: requiredText,
  action: requiredText,
  count: eventCount,
  occurredAt: instant,
});
export type ChatbotEventRecord = z.infer<typeof ChatbotEventRecord>;

export const CampaignRecord = z.object({
  id: externalId,
  botKey: requiredText,
  campaignName: requiredText,
  scheduled: flag,
  sentAt: instant,
  audience: count,
  sent: count,
  delivered: count,
  read: count,
  replied: count,
  failed: count,
});
export type CampaignRecord = z.infer<typeof CampaignRecord>;

export const DeskTicketRecord = z
  .object({
    id: externalId,
    botKey: requiredText,
    /** The queue (team) the ticket waited in. */
    team: requiredText,
    attendant: optionalText,
    customerId: optionalText,
    tags: labels,
    openedAt: instant,
    assignedAt: optionalInstant,
    firstResponseAt: optionalInstant,
    closedAt: optionalInstant,
    closedBy: optionalChoice(TICKET_CLOSERS),
    transferred: flag,
    /** Average time the client waited for an attendant's answer, in ms. */
    waitTimeMs: optionalAmount,
    /** Average time the attendant took to answer, in ms. */
    responseTimeMs: optionalAmount,
  })
  .refine(
    (t) =>
      (t.assignedAt === null || t.assignedAt >= t.openedAt) &&
      (t.closedAt === null || t.closedAt >= t.openedAt) &&
      (t.firstResponseAt === null || (t.assignedAt !== null && t.firstResponseAt >= t.assignedAt)) &&
      (t.closedAt === null) === (t.closedBy === null),
    { error: 'ingest.errors.ticketTimes' },
  );
export type DeskTicketRecord = z.infer<typeof DeskTicketRecord>;

export const AttendantStatusRecord = z.object({
  id: externalId,
  botKey: requiredText,
  attendant: requiredText,
  name: requiredText,
  teams: labels,
  status: choice(ATTENDANT_STATUSES),
  changedAt: instant,
});
export type AttendantStatusRecord = z.infer<typeof AttendantStatusRecord>;

/** A SAC operator's status change (spec §4 'Ativo', 'Ausente'; paused between them). */
export const OperatorStatusRecord = z.object({
  id: externalId,
  operator: requiredText,
  status: choice(ATTENDANT_STATUSES),
  changedAt: instant,
});
export type OperatorStatusRecord = z.infer<typeof OperatorStatusRecord>;

export const StockPriceRecord = z
  .object({
    id: externalId,
    symbol: tickerSymbol,
    date: instant,
    open: amount,
    close: amount,
    high: optionalAmount,
    low: optionalAmount,
    volume: count,
  })
  .transform((point) => ({
    ...point,
    direction: point.close >= point.open ? ('up' as const) : ('down' as const),
  }));
export type StockPriceRecord = z.infer<typeof StockPriceRecord>;

export const INGEST_RECORD_SCHEMAS = {
  posts: PostRecord,
  profiles: ProfileRecord,
  'sac-status': SacStatusRecord,
  'sac-surveys': SacSurveyRecord,
  'chatbot-messages': ChatbotMessageRecord,
  'chatbot-contacts': ChatbotContactRecord,
  'chatbot-events': ChatbotEventRecord,
  campaigns: CampaignRecord,
  'desk-tickets': DeskTicketRecord,
  'attendant-status': AttendantStatusRecord,
  'operator-status': OperatorStatusRecord,
  'stock-prices': StockPriceRecord,
} as const satisfies Record<IngestDataset, z.ZodType>;

export type IngestRecord<D extends IngestDataset> = z.infer<(typeof INGEST_RECORD_SCHEMAS)[D]>;

// A record schema that drifted from the analytics schema fails here, before anything ingests with it.
const mismatches = INGEST_DATASETS.flatMap((dataset) =>
  recordSchemaMismatches(dataset, INGEST_RECORD_SCHEMAS[dataset]),
);
if (mismatches.length > 0) {
  throw new Error(`Ingest records differ from the analytics schema: ${mismatches.join('; ')}`);
}

const byDataset = <T>(value: (dataset: IngestDataset) => T) =>
  Object.fromEntries(INGEST_DATASETS.map((dataset) => [dataset, value(dataset)])) as Record<IngestDataset, T>;

/**
 * How each stored field is queried: grouped by (discrete), aggregated (continuous) or bucketed in time (date);
 * computed fields included (the analytics schema's kinds).
 */
export const INGEST_FIELD_KINDS: Record<IngestDataset, Readonly<Record<string, FieldKind>>> = byDataset(
  (dataset) => Object.fromEntries(ANALYTICS_SCHEMA[dataset].fields.map((f) => [f.field, f.kind])),
);

/** The time field each dataset is ordered and bucketed by. */
export const INGEST_TIME_FIELD: Record<IngestDataset, string> = byDataset(
  (dataset) => ANALYTICS_SCHEMA[dataset].timeField,
);

/** A field of a refused line: what was sent, and what the field accepts. */
export const IngestFieldError = z.object({
  field: z.string(),
  /**
   * The value as sent: a text (cut at 200 characters), number or boolean as it is, a list or an object as its
   * JSON text; null when the field was absent or null.
   */
  value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  /** What the field accepts, in words (formats, codes and their meanings, values). */
  accepted: z.string(),
});
export type IngestFieldError = z.infer<typeof IngestFieldError>;

export const IngestLineError = z.object({
  /** 1-based line (NDJSON) or row (CSV, after the header). */
  line: z.number().int().min(1),
  id: z.string().nullable(),
  message: z.string(),
  /** Field-level messages, keyed by field name: each names the value sent and what the field accepts. */
  fields: z.record(z.string(), z.string()),
  /** The same fields for programs: value sent and what is accepted, one entry per field. */
  details: z.array(IngestFieldError),
});
export type IngestLineError = z.infer<typeof IngestLineError>;

/**
 * A field (NDJSON key or CSV column) the batch carried that the dataset does not have: its values were not
 * stored. One per field however many lines carried it.
 */
export const IngestWarning = z.object({
  field: z.string(),
  /** How many lines (NDJSON) or rows (CSV) carried it. */
  lines: z.number().int().min(1),
  /** The first of them. */
  firstLine: z.number().int().min(1),
  message: z.string(),
});
export type IngestWarning = z.infer<typeof IngestWarning>;

const ingestOutcome = {
  dataset: z.enum(INGEST_DATASETS),
  rejected: z.number().int().min(0),
  errors: z.array(IngestLineError),
  /** True when more lines failed than `errors` lists. */
  errorsTruncated: z.boolean(),
  warnings: z.array(IngestWarning),
  /** True when the batch carried more unknown fields than `warnings` lists. */
  warningsTruncated: z.boolean(),
};

/** The answer to an ingest: how many records were stored (new or replaced by id), and the fields ignored. */
export const IngestResponse = z.object({
  status: z.literal('ok'),
  accepted: z.number().int().min(0),
  ...ingestOutcome,
});
export type IngestResponse = z.infer<typeof IngestResponse>;

/** The 422 answer: the error envelope, the failed lines, and the fields that would have been ignored. */
export const IngestRejection = ErrorEnvelope.extend({
  accepted: z.literal(0),
  ...ingestOutcome,
  rejected: z.number().int().min(1),
});
export type IngestRejection = z.infer<typeof IngestRejection>;

export function isIngestDataset(value: string): value is IngestDataset {
  return (INGEST_DATASETS as readonly string[]).includes(value);
}
