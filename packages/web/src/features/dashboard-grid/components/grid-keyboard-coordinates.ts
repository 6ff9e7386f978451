import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

const STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * Left and right move a card one place back or forth in the dashboard's order, wrapping across rows (a card
 * at the start of a row goes to the end of the row above); up and down go to the card above or below. The
 * moving card is centred on its target, so the collision check picks that card whatever the sizes.
 */
export const gridKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const step = STEPS[event.code];
  const { active, over, droppableRects, collisionRect } = args.context;
  const items: UniqueIdentifier[] | undefined = active?.data.current?.sortable?.items;
  if (step === undefined || !active || !collisionRect || !items)
    return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const target = items[items.indexOf(over?.id ?? active.id) + step];
  const rect = target === undefined ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + rect.height / 2 - collisionRect.height / 2,
  };
};
