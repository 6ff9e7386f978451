import type { Announcements, Over, UniqueIdentifier } from '@dnd-kit/core';
import { type CardConfig, fillMessage, type MessageKey } from '@mirante/core';
import { cardTitleOf } from './card-title.ts';

type Translate = (key: MessageKey) => string;

/**
 * What a screen reader hears while a card moves: its title and its position among the cards on screen.
 * `dropTarget` names the card the moving one lands on (the grid's own record of a keyboard move first).
 */
export function gridAnnouncements(
  cards: readonly CardConfig[],
  t: Translate,
  dropTarget: (over: Over | null) => UniqueIdentifier | undefined = (over) => over?.id,
): Announcements {
  const say = (key: MessageKey, activeId: UniqueIdentifier, at: UniqueIdentifier) => {
    const card = cards.find((candidate) => candidate.uid === String(activeId));
    return fillMessage(t(key), {
      title: card ? cardTitleOf(card, t) : String(activeId),
      position: cards.findIndex((candidate) => candidate.uid === String(at)) + 1,
      total: cards.length,
    });
  };
  // The first "over" comes at once, over the card's own place: saying it would cut the "picked up" message.
  let justPicked = false;
  return {
    onDragStart: ({ active }) => {
      justPicked = true;
      return say('grid.dragStart', active.id, active.id);
    },
    onDragOver: ({ active, over }) => {
      const first = justPicked;
      justPicked = false;
      if (!over || (first && over.id === active.id)) return undefined;
      return say('grid.dragOver', active.id, over.id);
    },
    onDragEnd: ({ active, over }) => say('grid.dragEnd', active.id, dropTarget(over) ?? active.id),
    onDragCancel: ({ active }) => say('grid.dragCancel', active.id, active.id),
  };
}
