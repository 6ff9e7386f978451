import { type CardDefinition, CUSTOM_CARD_PREFIX, cardRegistry, customCardDefinition } from '@mirante/core';
import { useMemo } from 'react';
import { useCustomComponents } from './useCustomComponents.ts';

export interface CardDefinitionLookup {
  /** The card's definition; null when neither the library nor the universe's custom components know it. */
  definition: CardDefinition | null;
  /** True while the universe's custom components load for a custom card. */
  loading: boolean;
}

/**
 * A placed card's definition: the library's, or a custom component of the universe (ids `CUSTOM_…`), whose
 * components are read only when the dashboard holds one.
 */
export function useCardDefinition(cardId: string, universeId: string): CardDefinitionLookup {
  const known = cardRegistry.has(cardId);
  const custom = !known && cardId.startsWith(CUSTOM_CARD_PREFIX);
  const { components, loading } = useCustomComponents(universeId, custom);
  const definition = useMemo(() => {
    if (known) return cardRegistry.get(cardId);
    const component = custom
      ? components.find((candidate) => `${CUSTOM_CARD_PREFIX}${candidate.id}` === cardId)
      : undefined;
    return component ? customCardDefinition(component) : null;
  }, [cardId, known, custom, components]);
  return { definition, loading: custom && loading };
}
