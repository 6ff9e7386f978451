import { type CardDefinition, type CustomComponent, cardRegistry, customCardDefinition } from '@mirante/core';
import type { CustomCardsRepository } from './custom-cards-repository.ts';

/** A card id's definition in one universe (the library plus its custom components), or null when unknown. */
export type UniverseCardLookup = (id: string) => CardDefinition | null;

/** The lookup of a universe whose custom components are `components`. */
export function cardLookupOf(components: readonly CustomComponent[]): UniverseCardLookup {
  const custom = new Map(
    components.map((component) => {
      const definition = customCardDefinition(component);
      return [definition.id, definition] as const;
    }),
  );
  return (id) => (cardRegistry.has(id) ? cardRegistry.get(id) : (custom.get(id) ?? null));
}

export async function universeCardLookup(
  customCards: CustomCardsRepository,
  universeId: string,
): Promise<UniverseCardLookup> {
  return cardLookupOf(await customCards.list(universeId));
}
