import { type CardConfig, cardRegistry, type MessageKey } from '@mirante/core';

/** The title a card shows: its own, else its library title, else its id (a card the library no longer has). */
export function cardTitleOf(config: CardConfig, t: (key: MessageKey) => string): string {
  if (config.title) return config.title;
  return cardRegistry.has(config.id) ? t(cardRegistry.get(config.id).props.title) : config.id;
}
