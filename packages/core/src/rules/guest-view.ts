import type { CardConfig, Dashboard } from '../contracts/dashboard.ts';

/** What the guest allow-list needs to know of a card's definition. */
export interface GuestCardFacts {
  lgpd: boolean;
  shareable: boolean;
}

/** The definition facts of a card id; null when the id is unknown (such cards are never shown to guests). */
export type GuestFactsLookup = (id: string) => GuestCardFacts | null;

/**
 * The cards a guest may see (spec §6, DESIGN §4): known cards that do not expose post authors (LGPD), are
 * shareable (the config's override, else the definition's), and are not among the hidden components.
 */
export function guestCards(
  dashboard: Pick<Dashboard, 'cards' | 'hiddenComponents'>,
  lookup: GuestFactsLookup,
): CardConfig[] {
  const hidden = new Set(dashboard.hiddenComponents);
  return dashboard.cards.filter((card) => {
    const facts = lookup(card.id);
    if (facts === null || facts.lgpd) return false;
    if (!(card.shareable ?? facts.shareable)) return false;
    return !hidden.has(card.uid) && !hidden.has(card.id);
  });
}

/**
 * The dashboard as a guest receives it: only the allowed cards, and nothing about the people or secrets
 * behind it (users, publisher, token, chatbot contract keys).
 */
export function guestView(dashboard: Dashboard, lookup: GuestFactsLookup): Dashboard {
  return {
    ...dashboard,
    cards: guestCards(dashboard, lookup),
    users: [],
    userEmails: [],
    publishedToken: '',
    publishedBy: '',
    contracts: dashboard.contracts.map((contract) => ({ ...contract, key: '' })),
    hiddenComponents: [],
  };
}
