import {
  type CardDataContext,
  type CardRequest as CoreCardRequest,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  type DateRange,
} from '@mirante/core';
import {
  DEMO_CHATBOT_DASHBOARD,
  demoChatbotDashboardContent,
} from '../../packages/server/src/demo/demo-chatbot-dashboard.ts';
import type { BenchCard } from './card-timings.ts';

/** The card data request parameters every bot request carries (spec §3, §7): not what a card asks. */
const SCOPE_PARAMS = new Set([
  'botKey',
  'commandUrl',
  'startDate',
  'endDate',
  'filter',
  'date_range',
  'account_id',
  'universe_id',
  'is_staging',
]);

/** `analytics/received-messages + sent-messages interval=D, 2 bots`: the endpoints, the card's options, the bots. */
function labelOf(requests: readonly CoreCardRequest[]): string {
  const paths = [...new Set(requests.map((r) => r.path.replace(/^\/(chatbot-analytics\/)?/, '')))];
  const endpoints = paths.map((p, i) => (i === 0 ? p : (p.split('/').at(-1) ?? p))).join(' + ');
  const options = [
    ...new Set(
      requests.flatMap((r) =>
        Object.entries(r.query)
          .filter(([name]) => !SCOPE_PARAMS.has(name))
          .map(([name, value]) => `${name}=${value}`),
      ),
    ),
  ];
  const bots = new Set(requests.map((r) => r.query.botKey)).size;
  return `${[endpoints, ...options].join(' ')}, ${bots} bot${bots === 1 ? '' : 's'}`;
}

/**
 * The chatbot and desk cards of the demo's chatbot dashboard (DEMO_CHATBOT_DASHBOARD: its cards, the demo bots'
 * contracts and its global filter of both bots and contracts; the event cards narrowed to the service bot's
 * menu), as the browser asks them over `universeId`: core's `cardSourceOf` per card, one request per bot and
 * endpoint, the card's uid as card_id. Cards sending the same requests are one (the browser sends them once).
 * Without `desk`, the desk cards are left out (listed in `skipped`).
 */
export function chatbotDashboardCards(options: { universeId: string; accountId: string; desk: boolean }) {
  const content = demoChatbotDashboardContent();
  const context = (dateRange: DateRange): CardDataContext => ({
    accountId: options.accountId,
    universeId: options.universeId,
    isStaging: false,
    dateRange,
    contracts: content.contracts,
    globalFilter: content.globalFilter,
    pages: [],
  });
  const probe = context({ start: 0, end: 86_400_000 });
  const cards: BenchCard[] = [];
  const byRequests = new Map<string, number>();
  const skipped: string[] = [];
  for (const config of content.cards) {
    const definition = cardRegistry.get(config.id);
    const { service } = definition.query;
    if (service !== 'chatbot-analytics' && service !== 'desk') continue;
    if (service === 'desk' && !options.desk) {
      skipped.push(config.id);
      continue;
    }
    const source = (range: DateRange) => {
      const planned = cardSourceOf(definition, context(range), config);
      if (planned.kind !== 'endpoint' || planned.requests.length === 0)
        throw new Error(`${config.id} on ${DEMO_CHATBOT_DASHBOARD.title}: ${JSON.stringify(planned)}`);
      return planned.requests;
    };
    const requests = source(probe.dateRange);
    const key = JSON.stringify(requests);
    const same = byRequests.get(key);
    const card = same === undefined ? undefined : cards[same];
    if (card) {
      card.cardId = `${card.cardId} ${config.id}`;
      continue;
    }
    byRequests.set(key, cards.length);
    cards.push({
      cardId: config.id,
      service,
      label: labelOf(requests),
      requests: (range) =>
        source(range).map((request) => ({
          method: request.method,
          path: cardRequestUrl(request, config.uid),
          ...(request.body === null ? {} : { body: request.body }),
        })),
    });
  }
  return { cards, skipped };
}
