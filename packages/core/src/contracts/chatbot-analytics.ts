import { z } from 'zod';
import { SERVICE_ENDPOINTS } from '../cards/services.ts';
import { MAX_BOT_KEY, MAX_COMMAND_URL } from '../rules/chatbot-selection.ts';
import { CardDataQuery, queryFlag, takeParam } from './card-data-query.ts';

/*
 * The chatbot-analytics contract (spec §7 "Shared data client for card data", §3 "Card data request
 * parameters"): one request per selected bot, each answered for that bot alone; a card adds its bots' answers.
 *
 * What each endpoint counts, over the period (date_range, São Paulo days), for the bot `botKey`:
 * - analytics/received-messages: messages the contacts sent to the bot (direction received);
 * - analytics/sent-messages: messages the bot sent (direction sent);
 * - analytics/active-messages: messages the bot sent on its own initiative (sent and active);
 * - analytics/active-messages-per-domain: the same per channel domain (CHATBOT_CHANNEL_DOMAINS);
 * - analytics/contacts: distinct contacts that exchanged a message with the bot, either way;
 * - analytics/engaged-identity: distinct contacts that sent the bot at least one message;
 * - analytics/active-identity: distinct contacts the bot sent active messages to ("active contacts": reached on
 *   the bot's own initiative, not by its replies), and how many of them also sent the bot a message in the same
 *   period or day (`engaged`): the rest are the non-responding;
 * - analytics/event-track-count: custom events (the sum of each record's count), of the category when given;
 * - analytics/event-track: the same per action of one category (required), the `take` most frequent;
 * - analytics/event-track-categories: the same per category;
 * - activecampaign/audience-summary: the campaigns sent in the period with their audience and outcome (the
 *   filter's campaign_name matches names containing it, case ignored).
 * With interval D, counts also come per São Paulo day (distinct contacts are distinct within each day).
 */

export const CHATBOT_ANALYTICS_ENDPOINTS = SERVICE_ENDPOINTS['chatbot-analytics'];
export type ChatbotAnalyticsEndpoint = (typeof CHATBOT_ANALYTICS_ENDPOINTS)[number];

/** Interval codes (spec §9): NI, no interval (the period's total); D, per day. */
export const CHATBOT_INTERVALS = ['NI', 'D'] as const;
export type ChatbotInterval = (typeof CHATBOT_INTERVALS)[number];

/** Events over time show the top 50 actions (spec §9). */
export const EVENT_TRACK_MAX_TAKE = 50;

/** The event category is a text of the filter, so it may be as long as the filter's JSON (CardDataQuery). */
const FILTER_PARAM_MAX = 20_000;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The query every chatbot and desk card request carries: the card data request parameters (spec §3) and the
 * bot asked (one request per selected bot, spec §7).
 */
export const BotCardQuery = CardDataQuery.extend({
  /** The bot asked (one request per selected bot). */
  botKey: z.string().min(1).max(MAX_BOT_KEY),
  /** The bot's contract (its command URL); the key never travels with card requests. */
  commandUrl: z.string().max(MAX_COMMAND_URL).optional(),
  /** The period's first and last São Paulo days, as the bot platform names them (the same days as date_range). */
  startDate: day.optional(),
  endDate: day.optional(),
  interval: z.enum(CHATBOT_INTERVALS).default('NI'),
});

/** Query string of every chatbot-analytics GET. */
export const ChatbotQuery = BotCardQuery.extend({
  take: takeParam(EVENT_TRACK_MAX_TAKE).optional(),
  /** audience-summary: only scheduled campaigns (true) or only immediate ones (false). */
  scheduled: queryFlag.optional(),
  /** Event category (event-track needs one: this or the filter's; the filter's text fits the same bound). */
  category: z.string().min(1).max(FILTER_PARAM_MAX).optional(),
});
export type ChatbotQuery = z.infer<typeof ChatbotQuery>;

/** [start of the São Paulo day in ms, value]. */
export const DayPoint = z.tuple([z.number(), z.number()]);

/** What every chatbot and desk answer starts with: its status and the bot it is for. */
export const answered = { status: z.literal('ok'), botKey: z.string() };

/** A count over the period, and per day with interval D (every day of the period, zeros included). */
export const ChatbotCount = z.object({
  ...answered,
  interval: z.enum(CHATBOT_INTERVALS),
  total: z.number(),
  points: z.array(DayPoint),
});
export type ChatbotCount = z.infer<typeof ChatbotCount>;

/** Active contacts and, of them, the engaged; per day: [day, active, engaged]. */
export const ActiveIdentity = z.object({
  ...answered,
  interval: z.enum(CHATBOT_INTERVALS),
  total: z.number(),
  engaged: z.number(),
  points: z.array(z.tuple([z.number(), z.number(), z.number()])),
});
export type ActiveIdentity = z.infer<typeof ActiveIdentity>;

export const DomainCounts = z.object({
  ...answered,
  /** Largest first. */
  items: z.array(z.object({ domain: z.string(), value: z.number() })),
});
export type DomainCounts = z.infer<typeof DomainCounts>;

export const EventActions = z.object({
  ...answered,
  interval: z.enum(CHATBOT_INTERVALS),
  category: z.string(),
  /** The most frequent actions, largest first, each with its days (interval D). */
  actions: z.array(z.object({ action: z.string(), total: z.number(), points: z.array(DayPoint) })),
});
export type EventActions = z.infer<typeof EventActions>;

export const EventCategories = z.object({
  ...answered,
  items: z.array(z.object({ category: z.string(), total: z.number() })),
});
export type EventCategories = z.infer<typeof EventCategories>;

export const CampaignSummary = z.object({
  id: z.string(),
  campaignName: z.string(),
  scheduled: z.boolean(),
  sentAt: z.number(),
  audience: z.number(),
  sent: z.number(),
  delivered: z.number(),
  read: z.number(),
  replied: z.number(),
  failed: z.number(),
});
export type CampaignSummary = z.infer<typeof CampaignSummary>;

export const AudienceSummary = z.object({
  ...answered,
  /** Newest first. */
  campaigns: z.array(CampaignSummary),
});
export type AudienceSummary = z.infer<typeof AudienceSummary>;

/** Each endpoint's answer. */
export const CHATBOT_ANALYTICS_ANSWERS = {
  'analytics/received-messages': ChatbotCount,
  'analytics/sent-messages': ChatbotCount,
  'analytics/active-messages': ChatbotCount,
  'analytics/active-identity': ActiveIdentity,
  'analytics/engaged-identity': ChatbotCount,
  'analytics/active-messages-per-domain': DomainCounts,
  'analytics/contacts': ChatbotCount,
  'analytics/event-track': EventActions,
  'analytics/event-track-count': ChatbotCount,
  'analytics/event-track-categories': EventCategories,
  'activecampaign/audience-summary': AudienceSummary,
} as const satisfies Record<ChatbotAnalyticsEndpoint, z.ZodType>;

export type ChatbotAnalyticsAnswer<E extends ChatbotAnalyticsEndpoint> = z.infer<
  (typeof CHATBOT_ANALYTICS_ANSWERS)[E]
>;
