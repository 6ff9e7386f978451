import { z } from 'zod';
import { ATTENDANT_STATUSES } from '../domain/attendant-statuses.ts';
import { CONVERSATION_EVENTS, CONVERSATION_STATUSES } from '../domain/conversation-statuses.ts';
import type { FieldKind } from '../domain/datasets.ts';
import { startOfZonedDateKey } from '../domain/dates.ts';
import { GENDER_CODES } from '../domain/gender.ts';
import { POLARITY_CODES } from '../domain/polarity.ts';
import { SAC_CONVERSATION_TYPES } from '../domain/sac-types.ts';
import { isValidSurveyScore, SURVEY_KINDS } from '../domain/surveys.ts';
import { TICKET_CLOSERS } from '../domain/ticket-life-cycle.ts';

/**
 * Ingest records, one schema per dataset of `POST /ingest/v1/{universeId}/{dataset}` (DESIGN §4). Each has the
 * external `id` the ingest is idempotent by; the universe comes from the URL, never from the record. Instants
 * are ISO 8601 texts (with an offset, or a calendar date taken as its start in America/Sao_Paulo) or ms since
 * the epoch; they parse to ms.
 */
export const INGEST_DATASETS = [
  'posts',
  'profiles',
  'sac-status',
  'sac-surveys',
  'chatbot-messages',
  'chatbot-contacts',
  'chatbot-events',
  'campaigns',
  'desk-tickets',
  'attendant-status',
  'stock-prices',
] as const;
export type IngestDataset = (typeof INGEST_DATASETS)[number];

const invalid = { error: 'errors.invalidRecord' } as const;

/** An instant: ms since the epoch, an ISO date-time with offset, or an ISO calendar date. */
export const Instant = z.union([
  z.number().int().min(0),
  z.iso.datetime({ offset: true, ...invalid }).transform((text) => Date.parse(text)),
  z.iso.date(invalid).transform((text, context) => {
    const ms = startOfZonedDateKey(text);
    if (ms === null) {
      context.addIssue({ code: 'custom', message: 'errors.invalidRecord' });
      return z.NEVER;
    }
    return ms;
  }),
]);

const externalId = z.union([z.string().trim().min(1).max(256), z.number().int()]).transform(String);
const text = z.string().trim().min(1).max(1000);
const optionalText = z.string().max(10_000).nullable().default(null);
const count = z.number().min(0).default(0);
const flag = z.boolean().default(false);
/** A discrete multi-value field: one text or a list, stored as a list. */
const labels = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (typeof value === 'string' ? [value] : value).map((v) => v.trim()).filter(Boolean))
  .default([]);
const code = (codes: readonly number[], fallback: number) =>
  z
    .number()
    .int()
    .refine((value) => codes.includes(value), invalid)
    .default(fallback);
const nullableInstant = Instant.nullable().default(null);

export const PostRecord = z
  .object({
    id: externalId,
    channel: text,
    postedAt: Instant,
    text: z.string().max(100_000).default(''),
    url: optionalText,
    uid: optionalText,
    username: optionalText,
    followers: count,
    pid: optionalText,
    likes: count,
    comments: count,
    /** Likes + comments + shares when not given. */
    interactions: z.number().min(0).nullable().default(null),
    shares: count,
    views: count,
    fbViews: count,
    impressions: count,
    reach: count,
    polarity: code(POLARITY_CODES, -2),
    gender: code(GENDER_CODES, 0),
    device: optionalText,
    tag: labels,
    theme: labels,
    group: labels,
    postType: optionalText,
    sacType: z.enum(SAC_CONVERSATION_TYPES, invalid).nullable().default(null),
    sacStatus: z.enum(CONVERSATION_STATUSES, invalid).nullable().default(null),
    sacLastStatus: z.enum(CONVERSATION_STATUSES, invalid).nullable().default(null),
    operator: optionalText,
    replied: flag,
    darkPost: flag,
    favorite: flag,
  })
  .transform((post) => ({
    ...post,
    interactions: post.interactions ?? post.likes + post.comments + post.shares,
  }));
export type PostRecord = z.infer<typeof PostRecord>;

export const ProfileRecord = z.object({
  id: externalId,
  channel: text,
  uid: text,
  username: text,
  followers: count,
  metricDate: Instant,
});
export type ProfileRecord = z.infer<typeof ProfileRecord>;

export const SacStatusRecord = z.object({
  id: externalId,
  userId: text,
  username: text,
  pageId: text,
  channel: text,
  pid: optionalText,
  sacType: z.enum(SAC_CONVERSATION_TYPES, invalid).nullable().default(null),
  value: z.enum(CONVERSATION_STATUSES, invalid),
  lastValue: z.enum(CONVERSATION_STATUSES, invalid).nullable().default(null),
  event: z.enum(CONVERSATION_EVENTS, invalid).nullable().default(null),
  operator: optionalText,
  statusChangeTime: Instant,
  annotateAtDate: nullableInstant,
});
export type SacStatusRecord = z.infer<typeof SacStatusRecord>;

export const SacSurveyRecord = z
  .object({
    id: externalId,
    userId: text,
    username: text,
    pid: text,
    channel: text,
    surveyType: z.enum(SURVEY_KINDS, invalid),
    surveyScore: z.number(),
    surveyDate: Instant,
  })
  .refine((survey) => isValidSurveyScore(survey.surveyType, survey.surveyScore), {
    ...invalid,
    path: ['surveyScore'],
  });
export type SacSurveyRecord = z.infer<typeof SacSurveyRecord>;

export const ChatbotMessageRecord = z.object({
  id: externalId,
  botKey: text,
  contactId: text,
  /** The gateway domain the message went through (see CHATBOT_CHANNEL_DOMAINS). */
  domain: text,
  direction: z.enum(['received', 'sent'], invalid),
  /** Sent by the bot on its own initiative (an active message), not as a reply. */
  active: flag,
  sentAt: Instant,
});
export type ChatbotMessageRecord = z.infer<typeof ChatbotMessageRecord>;

export const ChatbotContactRecord = z.object({
  id: externalId,
  botKey: text,
  domain: text,
  firstSeenAt: Instant,
  lastMessageAt: nullableInstant,
  /** Exchanged messages with the bot beyond the first. */
  engaged: flag,
  /** Answered an active message. */
  responded: flag,
});
export type ChatbotContactRecord = z.infer<typeof ChatbotContactRecord>;

export const ChatbotEventRecord = z.object({
  id: externalId,
  botKey: text,
  contactId: optionalText,
  category: text,
  action: text,
  count: z.number().int().min(1).default(1),
  occurredAt: Instant,
});
export type ChatbotEventRecord = z.infer<typeof ChatbotEventRecord>;

export const CampaignRecord = z.object({
  id: externalId,
  botKey: text,
  campaignName: text,
  scheduled: flag,
  sentAt: Instant,
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
    botKey: text,
    /** The queue (team) the ticket waited in. */
    team: text,
    attendant: optionalText,
    customerId: optionalText,
    tags: labels,
    openedAt: Instant,
    assignedAt: nullableInstant,
    firstResponseAt: nullableInstant,
    closedAt: nullableInstant,
    closedBy: z.enum(TICKET_CLOSERS, invalid).nullable().default(null),
    transferred: flag,
    /** Average time the client waited for an attendant's answer, in ms. */
    waitTimeMs: z.number().min(0).nullable().default(null),
    /** Average time the attendant took to answer, in ms. */
    responseTimeMs: z.number().min(0).nullable().default(null),
  })
  .refine(
    (t) =>
      (t.assignedAt === null || t.assignedAt >= t.openedAt) &&
      (t.closedAt === null || t.closedAt >= t.openedAt) &&
      (t.firstResponseAt === null || (t.assignedAt !== null && t.firstResponseAt >= t.assignedAt)) &&
      (t.closedAt === null) === (t.closedBy === null),
    invalid,
  );
export type DeskTicketRecord = z.infer<typeof DeskTicketRecord>;

export const AttendantStatusRecord = z.object({
  id: externalId,
  botKey: text,
  attendant: text,
  name: text,
  teams: labels,
  status: z.enum(ATTENDANT_STATUSES, invalid),
  changedAt: Instant,
});
export type AttendantStatusRecord = z.infer<typeof AttendantStatusRecord>;

export const StockPriceRecord = z
  .object({
    id: externalId,
    symbol: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .transform((s) => s.toUpperCase()),
    date: Instant,
    open: z.number().min(0),
    close: z.number().min(0),
    high: z.number().min(0).nullable().default(null),
    low: z.number().min(0).nullable().default(null),
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
  'stock-prices': StockPriceRecord,
} as const satisfies Record<IngestDataset, z.ZodType>;

export type IngestRecord<D extends IngestDataset> = z.infer<(typeof INGEST_RECORD_SCHEMAS)[D]>;

/** How each stored field is queried: grouped by (discrete), aggregated (continuous) or bucketed in time (date). */
export const INGEST_FIELD_KINDS: Record<IngestDataset, Readonly<Record<string, FieldKind>>> = {
  posts: {
    id: 'discrete',
    channel: 'discrete',
    postedAt: 'date',
    text: 'discrete',
    url: 'discrete',
    uid: 'discrete',
    username: 'discrete',
    followers: 'continuous',
    pid: 'discrete',
    likes: 'continuous',
    comments: 'continuous',
    interactions: 'continuous',
    shares: 'continuous',
    views: 'continuous',
    fbViews: 'continuous',
    impressions: 'continuous',
    reach: 'continuous',
    polarity: 'discrete',
    gender: 'discrete',
    device: 'discrete',
    tag: 'discrete',
    theme: 'discrete',
    group: 'discrete',
    postType: 'discrete',
    sacType: 'discrete',
    sacStatus: 'discrete',
    sacLastStatus: 'discrete',
    operator: 'discrete',
    replied: 'discrete',
    darkPost: 'discrete',
    favorite: 'discrete',
  },
  profiles: {
    id: 'discrete',
    channel: 'discrete',
    uid: 'discrete',
    username: 'discrete',
    followers: 'continuous',
    metricDate: 'date',
  },
  'sac-status': {
    id: 'discrete',
    userId: 'discrete',
    username: 'discrete',
    pageId: 'discrete',
    channel: 'discrete',
    pid: 'discrete',
    sacType: 'discrete',
    value: 'discrete',
    lastValue: 'discrete',
    event: 'discrete',
    operator: 'discrete',
    statusChangeTime: 'date',
    annotateAtDate: 'date',
  },
  'sac-surveys': {
    id: 'discrete',
    userId: 'discrete',
    username: 'discrete',
    pid: 'discrete',
    channel: 'discrete',
    surveyType: 'discrete',
    surveyScore: 'continuous',
    surveyDate: 'date',
  },
  'chatbot-messages': {
    id: 'discrete',
    botKey: 'discrete',
    contactId: 'discrete',
    domain: 'discrete',
    direction: 'discrete',
    active: 'discrete',
    sentAt: 'date',
  },
  'chatbot-contacts': {
    id: 'discrete',
    botKey: 'discrete',
    domain: 'discrete',
    firstSeenAt: 'date',
    lastMessageAt: 'date',
    engaged: 'discrete',
    responded: 'discrete',
  },
  'chatbot-events': {
    id: 'discrete',
    botKey: 'discrete',
    contactId: 'discrete',
    category: 'discrete',
    action: 'discrete',
    count: 'continuous',
    occurredAt: 'date',
  },
  campaigns: {
    id: 'discrete',
    botKey: 'discrete',
    campaignName: 'discrete',
    scheduled: 'discrete',
    sentAt: 'date',
    audience: 'continuous',
    sent: 'continuous',
    delivered: 'continuous',
    read: 'continuous',
    replied: 'continuous',
    failed: 'continuous',
  },
  'desk-tickets': {
    id: 'discrete',
    botKey: 'discrete',
    team: 'discrete',
    attendant: 'discrete',
    customerId: 'discrete',
    tags: 'discrete',
    openedAt: 'date',
    assignedAt: 'date',
    firstResponseAt: 'date',
    closedAt: 'date',
    closedBy: 'discrete',
    transferred: 'discrete',
    waitTimeMs: 'continuous',
    responseTimeMs: 'continuous',
  },
  'attendant-status': {
    id: 'discrete',
    botKey: 'discrete',
    attendant: 'discrete',
    name: 'discrete',
    teams: 'discrete',
    status: 'discrete',
    changedAt: 'date',
  },
  'stock-prices': {
    id: 'discrete',
    symbol: 'discrete',
    date: 'date',
    open: 'continuous',
    close: 'continuous',
    high: 'continuous',
    low: 'continuous',
    volume: 'continuous',
    direction: 'discrete',
  },
};

/** The time field each dataset is ordered and bucketed by. */
export const INGEST_TIME_FIELD: Record<IngestDataset, string> = {
  posts: 'postedAt',
  profiles: 'metricDate',
  'sac-status': 'statusChangeTime',
  'sac-surveys': 'surveyDate',
  'chatbot-messages': 'sentAt',
  'chatbot-contacts': 'firstSeenAt',
  'chatbot-events': 'occurredAt',
  campaigns: 'sentAt',
  'desk-tickets': 'openedAt',
  'attendant-status': 'changedAt',
  'stock-prices': 'date',
};

export const IngestLineError = z.object({
  /** 1-based line (NDJSON) or row (CSV, after the header). */
  line: z.number().int().min(1),
  id: z.string().nullable(),
  message: z.string(),
  /** Field-level messages, keyed by field name. */
  fields: z.record(z.string(), z.string()),
});
export type IngestLineError = z.infer<typeof IngestLineError>;

/** The answer to an ingest: how many records were stored (new or replaced by id), how many refused, and why. */
export const IngestResponse = z.object({
  status: z.literal('ok'),
  dataset: z.enum(INGEST_DATASETS),
  accepted: z.number().int().min(0),
  rejected: z.number().int().min(0),
  errors: z.array(IngestLineError),
  /** True when more lines failed than `errors` lists. */
  errorsTruncated: z.boolean(),
});
export type IngestResponse = z.infer<typeof IngestResponse>;

export function isIngestDataset(value: string): value is IngestDataset {
  return (INGEST_DATASETS as readonly string[]).includes(value);
}
