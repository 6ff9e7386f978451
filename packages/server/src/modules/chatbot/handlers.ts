import { type ChatbotAnalyticsEndpoint, type ChatbotQuery, EVENT_TRACK_MAX_TAKE } from '@mirante/core';
import type { CardDataHandler } from '../../http/card-data-routes.ts';
import { botAskOf } from './bot-ask.ts';
import type { ChatbotService } from './service.ts';

type ChatbotHandler = CardDataHandler<ChatbotQuery, null>;

const SUMMARIES: Record<ChatbotAnalyticsEndpoint, string> = {
  'analytics/received-messages': 'Messages the contacts sent the bot, in the period and per day',
  'analytics/sent-messages': 'Messages the bot sent, in the period and per day',
  'analytics/active-messages':
    'Messages the bot sent on its own initiative (active), in the period and per day',
  'analytics/active-messages-per-domain': 'Active messages per channel domain, largest first',
  'analytics/contacts': 'Distinct contacts that exchanged a message with the bot',
  'analytics/engaged-identity': 'Distinct contacts that sent the bot a message',
  'analytics/active-identity': 'Contacts sent active messages, and how many of them wrote back (engaged)',
  'analytics/event-track-count': 'Custom events (of the category, when given)',
  'analytics/event-track': `The most frequent actions of one event category (take, ${EVENT_TRACK_MAX_TAKE} at most)`,
  'analytics/event-track-categories': 'Custom events per category, largest first',
  'activecampaign/audience-summary':
    'The campaigns sent in the period with their audience and outcome, newest first',
};

/**
 * The chatbot-analytics entries of core's endpoint registry (`GET /chatbot-analytics/{endpoint}`, spec §7):
 * one request per bot (botKey), counted within the scope's filter, period and staging flag.
 */
export function chatbotHandlers(
  chatbot: ChatbotService,
): Record<`chatbot-analytics/${ChatbotAnalyticsEndpoint}`, ChatbotHandler> {
  const handlers = (Object.keys(SUMMARIES) as ChatbotAnalyticsEndpoint[]).map(
    (endpoint): [string, ChatbotHandler] => [
      `chatbot-analytics/${endpoint}`,
      {
        summary: SUMMARIES[endpoint],
        description: `Counts one bot (botKey) within the filter's bots; answers are cached (x-cache: hit or miss).`,
        handle: ({ query, scope }) =>
          chatbot.answer(endpoint, {
            ...botAskOf(query, scope),
            ...(query.scheduled === undefined ? {} : { scheduled: query.scheduled }),
            ...(query.category === undefined ? {} : { category: query.category }),
          }),
      },
    ],
  );
  return Object.fromEntries(handlers) as Record<
    `chatbot-analytics/${ChatbotAnalyticsEndpoint}`,
    ChatbotHandler
  >;
}
