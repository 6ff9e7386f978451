import type { CardDefinition } from '../cards/card-definition.ts';
import {
  CHATBOT_ANALYTICS_ENDPOINTS,
  type ChatbotAnalyticsEndpoint,
} from '../contracts/chatbot-analytics.ts';

const isChatbotEndpoint = (endpoint: string): endpoint is ChatbotAnalyticsEndpoint =>
  (CHATBOT_ANALYTICS_ENDPOINTS as readonly string[]).includes(endpoint);

/**
 * The endpoints a chatbot card asks for each bot, in the order its mapper reads the answers: its own, then
 * the one its `servicePath` names (sent messages beside received ones: spec §7, asked in parallel).
 */
export function chatbotCardEndpoints(definition: CardDefinition): ChatbotAnalyticsEndpoint[] {
  const { query } = definition;
  if (query.service !== 'chatbot-analytics' || !isChatbotEndpoint(query.endpoint))
    throw new Error(`${definition.id} is not a chatbot-analytics card`);
  const second = definition.props.servicePath;
  return second && second !== query.endpoint && isChatbotEndpoint(second)
    ? [query.endpoint, second]
    : [query.endpoint];
}
