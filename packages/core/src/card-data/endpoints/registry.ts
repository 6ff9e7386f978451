import type { CardDefinition } from '../../cards/card-definition.ts';
import type { CardConfig } from '../../contracts/dashboard.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { cardRequestFilterParam } from '../../rules/card-request-filter.ts';
import type { CardData } from '../card-data.ts';
import { annotationsEndpoints } from './annotations-endpoints.ts';
import type { CardEndpoint } from './card-endpoint.ts';
import type { CardDataContext, CardRequest } from './card-request.ts';
import { chartsEndpoint } from './charts-endpoint.ts';
import { chatbotEndpoints } from './chatbot-endpoints.ts';
import { deskEndpoints } from './desk-endpoints.ts';
import { gptSuggestionsEndpoint } from './gpt-endpoints.ts';
import { importerEndpoints } from './importer-endpoints.ts';
import { operatorsEndpoints } from './operators-endpoints.ts';
import { performanceEndpoints } from './performance-endpoints.ts';
import { proprietaryEndpoints } from './proprietary-endpoints.ts';
import { stockEndpoints } from './stock-endpoints.ts';
import { studioSacEndpoints } from './studio-sac-endpoints.ts';
import { warRoomEndpoints } from './war-room-endpoints.ts';

/** Every endpoint a card can read on this server: one entry each (DESIGN §2). */
export const CARD_ENDPOINTS: readonly CardEndpoint[] = [
  chartsEndpoint,
  ...warRoomEndpoints,
  ...chatbotEndpoints,
  ...deskEndpoints,
  ...studioSacEndpoints,
  gptSuggestionsEndpoint,
  ...performanceEndpoints,
  ...operatorsEndpoints,
  ...proprietaryEndpoints,
  ...stockEndpoints,
  ...annotationsEndpoints,
  ...importerEndpoints,
];

const BY_KEY: ReadonlyMap<string, CardEndpoint> = new Map(CARD_ENDPOINTS.map((entry) => [entry.key, entry]));

export const cardEndpointByKey = (key: string): CardEndpoint | undefined => BY_KEY.get(key);

/** The entry a card reads, or null for a static card or one whose service is not served yet. */
export function cardEndpointOf(definition: CardDefinition): CardEndpoint | null {
  const { query } = definition;
  if (query.service === 'none') return null;
  if (query.service === 'charts-service') return chartsEndpoint;
  return BY_KEY.get(`${query.service}/${query.endpoint}`) ?? null;
}

/**
 * How a card gets its data: drawn from its definition alone (text, images), from a service this server does
 * not offer yet, not yet (it shows why: a chatbot card without a bot), or from the requests of its endpoint
 * (none: drawn from `map(definition, [])`).
 */
export type CardSource =
  | { kind: 'static'; data: CardData }
  | { kind: 'unserved' }
  | { kind: 'blocked'; message: MessageKey }
  | { kind: 'endpoint'; endpoint: CardEndpoint; requests: CardRequest[] };

/** `card` is the card on the dashboard, whose own filters join the dashboard's; null for a bare definition. */
export function cardSourceOf(
  definition: CardDefinition,
  context: CardDataContext,
  card: CardConfig | null,
): CardSource {
  if (definition.query.service === 'none') return { kind: 'static', data: { kind: 'static' } };
  const endpoint = cardEndpointOf(definition);
  if (endpoint === null) return { kind: 'unserved' };
  const filter = cardRequestFilterParam(definition, card, context);
  const blocked = endpoint.blockedBy?.(definition, context, filter) ?? null;
  if (blocked !== null) return { kind: 'blocked', message: blocked };
  return { kind: 'endpoint', endpoint, requests: endpoint.requests(definition, context, filter) };
}
