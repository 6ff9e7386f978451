import type { CardDefinition } from '../cards/card-definition.ts';
import type { CardConfig, ChatbotContract, Dashboard } from '../contracts/dashboard.ts';
import { cardRequestFilter } from './card-request-filter.ts';
import { cardExposesPeople, withoutPeople } from './people-exposure.ts';

/** What the guest allow-list needs to know of a card's definition. */
export type GuestCardFacts = Pick<
  CardDefinition,
  | 'lgpd'
  | 'shareable'
  | 'query'
  | 'control'
  | 'props'
  | 'supportedFilters'
  | 'dataType'
  | 'subDataType'
  | 'desk'
  | 'audience'
>;

/** The definition facts of a card id; null when the id is unknown (such cards are never shown to guests). */
export type GuestFactsLookup = (id: string) => GuestCardFacts | null;

/** The parts of a dashboard that decide what its guests see. */
export type GuestDashboardFacts = Pick<Dashboard, 'cards' | 'hiddenComponents' | 'globalFilter' | 'pages'>;

/**
 * Whether a card on this dashboard exposes people (LGPD): its definition says so, or its query or the filter
 * its requests carry does (people-exposure.ts), whatever the definition says.
 */
export function cardShowsPeople(
  dashboard: Pick<Dashboard, 'globalFilter' | 'pages'>,
  card: CardConfig,
  facts: GuestCardFacts,
): boolean {
  return facts.lgpd || cardExposesPeople(facts.query, cardRequestFilter(facts, card, dashboard));
}

/**
 * The cards a guest may see (spec §6, DESIGN §4): known cards that do not expose people (LGPD), are
 * shareable (the config's override, else the definition's), and are not among the hidden components.
 */
export function guestCards(dashboard: GuestDashboardFacts, lookup: GuestFactsLookup): CardConfig[] {
  const hidden = new Set(dashboard.hiddenComponents);
  return dashboard.cards.filter((card) => {
    const facts = lookup(card.id);
    if (facts === null || cardShowsPeople(dashboard, card, facts)) return false;
    if (!(card.shareable ?? facts.shareable)) return false;
    return !hidden.has(card.uid) && !hidden.has(card.id);
  });
}

/** The contracts with their keys blank: a contract key is write-only (contracts/dashboard.ts). */
export function withoutContractKeys(contracts: readonly ChatbotContract[]): ChatbotContract[] {
  return contracts.map((contract) => ({ ...contract, key: '' }));
}

/**
 * The dashboard as a signed-in user receives it (every answer of the dashboards API): all of it but the chatbot
 * contract keys, which the server keeps and never sends back once saved.
 */
export function userView(dashboard: Dashboard): Dashboard {
  return { ...dashboard, contracts: withoutContractKeys(dashboard.contracts) };
}

/**
 * The dashboard as a guest receives it: only the allowed cards, and nothing about the people or secrets
 * behind it (users, publisher, token, chatbot contract keys).
 */
export function guestView(dashboard: Dashboard, lookup: GuestFactsLookup): Dashboard {
  return {
    ...userView(dashboard),
    cards: guestCards(dashboard, lookup),
    // The people a publisher filtered by are people too; the cards they narrow are hidden already.
    globalFilter: withoutPeople(dashboard.globalFilter),
    users: [],
    userEmails: [],
    publishedToken: '',
    publishedBy: '',
    hiddenComponents: [],
  };
}
