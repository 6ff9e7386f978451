import type { CardDefinition } from '@mirante/core';

/**
 * The text of a static card: the markdown of a text annotation, the address of an inserted image. Card
 * configs carry no per-card text yet, so it is the definition's props.text.
 */
export function cardText(definition: CardDefinition): string {
  return definition.props.text?.trim() ?? '';
}
