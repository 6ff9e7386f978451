import type { CardDefinition } from '../../cards/card-definition.ts';
import {
  CHATBOT_ANALYTICS_ANSWERS,
  CHATBOT_ANALYTICS_ENDPOINTS,
  type ChatbotAnalyticsEndpoint,
  ChatbotQuery,
} from '../../contracts/chatbot-analytics.ts';
import { chatbotCardEndpoints } from '../chatbot-card-endpoints.ts';
import { type ChatbotAnswer, chatbotCardData } from '../chatbot-mapper.ts';
import { botCardBlockedBy, botCardPlan, botCardRequests } from './bot-card-requests.ts';
import { type CardEndpoint, endpointKey } from './card-endpoint.ts';
import type { CardDataContext } from './card-request.ts';
import { CARD_DATA_RETRIES, CARD_DATA_TIMEOUT_MS } from './timeouts.ts';

/** What each endpoint reads. */
const DATASETS: Record<ChatbotAnalyticsEndpoint, CardEndpoint['datasets']> = {
  'analytics/received-messages': ['chatbot-messages'],
  'analytics/sent-messages': ['chatbot-messages'],
  'analytics/active-messages': ['chatbot-messages'],
  'analytics/active-identity': ['chatbot-messages'],
  'analytics/engaged-identity': ['chatbot-messages'],
  'analytics/active-messages-per-domain': ['chatbot-messages'],
  'analytics/contacts': ['chatbot-messages'],
  'analytics/event-track': ['chatbot-events'],
  'analytics/event-track-count': ['chatbot-events'],
  'analytics/event-track-categories': ['chatbot-events'],
  'activecampaign/audience-summary': ['campaigns'],
};

/**
 * Actions and their categories belong to one bot's flow: the action cards show one bot at a time (spec §8
 * supportsOnlyOneBot). Every other chatbot card adds its bots' answers.
 */
const SINGLE_BOT: ReadonlySet<ChatbotAnalyticsEndpoint> = new Set(['analytics/event-track']);

/** `/chatbot-analytics/analytics/received-messages`: the service, then its path (spec §7). */
const chatbotRoute = (endpoint: string) => `/chatbot-analytics/${endpoint}`;

const planOf = (definition: CardDefinition, context: CardDataContext, filter: string | null) => {
  const endpoints = chatbotCardEndpoints(definition);
  const own = endpoints[0];
  return botCardPlan(definition, context, filter, {
    service: 'chatbot-analytics',
    routeOf: chatbotRoute,
    endpoints,
    singleBot: own !== undefined && SINGLE_BOT.has(own),
    needsCategory: own === 'analytics/event-track',
  });
};

/** `GET /chatbot-analytics/{endpoint}` (spec §7): the bots' messages, contacts, events and campaigns. */
function chatbotEndpoint(endpoint: ChatbotAnalyticsEndpoint): CardEndpoint<ChatbotAnswer> {
  return {
    key: endpointKey('chatbot-analytics', endpoint),
    service: 'chatbot-analytics',
    endpoint,
    method: 'GET',
    route: chatbotRoute(endpoint),
    query: ChatbotQuery,
    body: null,
    answer: CHATBOT_ANALYTICS_ANSWERS[endpoint],
    timeoutMs: CARD_DATA_TIMEOUT_MS,
    retries: CARD_DATA_RETRIES,
    datasets: DATASETS[endpoint],
    perBot: true,
    previousPeriod: 'none',
    listsPeople: false,
    blockedBy(definition, context, filter) {
      return botCardBlockedBy(planOf(definition, context, filter));
    },
    requests(definition, context, filter) {
      return botCardRequests(planOf(definition, context, filter));
    },
    map(definition, answers, t) {
      return chatbotCardData(definition, answers, t);
    },
  };
}

export const chatbotEndpoints: readonly CardEndpoint<ChatbotAnswer>[] =
  CHATBOT_ANALYTICS_ENDPOINTS.map(chatbotEndpoint);
