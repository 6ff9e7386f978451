import {
  type CardConfig,
  type CardDefinition,
  type CustomComponent,
  cardRegistry,
  cardShowsPeople,
  customCardDefinition,
  type GuestDashboardFacts,
  guestCards,
  type MessageKey,
} from '@mirante/core';

/** A card's definition in one universe: the library, else its custom components; null when unknown. */
export type CardLookup = (id: string) => CardDefinition | null;

export function universeCardLookup(components: readonly CustomComponent[]): CardLookup {
  const custom = new Map(
    components.map((component) => {
      const definition = customCardDefinition(component);
      return [definition.id, definition] as const;
    }),
  );
  return (id) => (cardRegistry.has(id) ? cardRegistry.get(id) : (custom.get(id) ?? null));
}

export type GuestHiddenReason = 'unknown' | 'lgpd' | 'notShareable' | 'hidden';

export const GUEST_HIDDEN_REASON_KEYS: Record<GuestHiddenReason, MessageKey> = {
  unknown: 'publish.guestHidden.unknown',
  lgpd: 'publish.guestHidden.lgpd',
  notShareable: 'publish.guestHidden.notShareable',
  hidden: 'publish.guestHidden.hidden',
};

export interface GuestHiddenCard {
  card: CardConfig;
  definition: CardDefinition | null;
  reason: GuestHiddenReason;
}

function reasonFor(
  dashboard: GuestDashboardFacts,
  card: CardConfig,
  definition: CardDefinition | null,
): GuestHiddenReason {
  if (definition === null) return 'unknown';
  if (cardShowsPeople(dashboard, card, definition)) return 'lgpd';
  if (!(card.shareable ?? definition.shareable)) return 'notShareable';
  return 'hidden';
}

/**
 * The dashboard's cards a guest will not see, each with the first reason (core's guest-view rules decide who
 * sees what; this only explains it): unknown, exposes people (LGPD), not shareable, hidden.
 */
export function guestHiddenCards(dashboard: GuestDashboardFacts, lookup: CardLookup): GuestHiddenCard[] {
  const shown = new Set(guestCards(dashboard, lookup).map((card) => card.uid));
  return dashboard.cards
    .filter((card) => !shown.has(card.uid))
    .map((card) => {
      const definition = lookup(card.id);
      return { card, definition, reason: reasonFor(dashboard, card, definition) };
    });
}
