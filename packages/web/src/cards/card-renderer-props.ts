import type { CardConfig, CardData, CardDefinition } from '@mirante/core';

/**
 * What every renderer receives; the card around it owns loading, empty and error states. A renderer draws
 * the shapes of `data` it knows and shows the card's empty state for any other.
 */
export interface CardRendererProps {
  title: string;
  data: CardData;
  definition: CardDefinition;
  config: CardConfig;
  colorScheme: 'light' | 'dark';
}
