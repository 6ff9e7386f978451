import type { CardDefinition } from '../cards/card-definition.ts';
import { CARD_CONFIG_VERSION, type CardConfig, NO_CARD_OVERRIDES } from '../contracts/dashboard.ts';

/** The texts a placed card may carry instead of its definition's (a custom component's own title). */
export interface NewCardTexts {
  title: string | null;
  description: string | null;
}

const DEFINITION_TEXTS: NewCardTexts = { title: null, description: null };

/**
 * A card config for a card of the library (or a custom component) at its default size, with a fresh uid.
 * `globalThis.crypto.randomUUID` exists in Node 20 and in browsers, so server and web place cards alike.
 */
export function newCardConfig(
  definition: Pick<CardDefinition, 'id' | 'width' | 'height'>,
  texts: NewCardTexts = DEFINITION_TEXTS,
): CardConfig {
  return {
    uid: globalThis.crypto.randomUUID(),
    id: definition.id,
    width: definition.width,
    height: definition.height,
    title: texts.title,
    description: texts.description,
    configVersion: CARD_CONFIG_VERSION,
    ...NO_CARD_OVERRIDES,
  };
}
