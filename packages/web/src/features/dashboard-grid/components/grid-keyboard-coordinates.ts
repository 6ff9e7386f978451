import { closestCenter, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

const STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * The card a keyboard move has reached. dnd-kit learns the card under the moving one (`over`) only when React
 * has rendered the move; on a busy page (charts drawing) the next arrow or the drop key comes first and would
 * read a stale `over`, dropping the card back on its own place. This holds the target as each key is handled.
 */
export interface KeyboardTarget {
  current: UniqueIdentifier | null;
}

/**
 * Left and right move a card one place back or forth in the dashboard's order, wrapping across rows (a card
 * at the start of a row goes to the end of the row above); up and down go to the card above or below. The
 * moving card is centred on its target, so the collision check picks that card whatever the sizes. Each move
 * records its target in `target`.
 */
export function gridKeyboardCoordinates(target: KeyboardTarget): KeyboardCoordinateGetter {
  return (event, args) => {
    const { active, over, droppableRects, droppableContainers, collisionRect } = args.context;
    const items: UniqueIdentifier[] | undefined = active?.data.current?.sortable?.items;
    if (!active || !collisionRect || !items) return sortableKeyboardCoordinates(event, args);
    const step = STEPS[event.code];
    if (step === undefined) {
      const coordinates = sortableKeyboardCoordinates(event, args);
      if (coordinates) {
        // The card the collision check will find once the move is drawn.
        const moved = { ...collisionRect, left: coordinates.x, top: coordinates.y };
        const [closest] = closestCenter({
          active,
          collisionRect: moved,
          droppableRects,
          droppableContainers: droppableContainers.getEnabled(),
          pointerCoordinates: null,
        });
        if (closest) target.current = closest.id;
      }
      return coordinates;
    }
    event.preventDefault();
    const next = items[items.indexOf(target.current ?? over?.id ?? active.id) + step];
    const rect = next === undefined ? undefined : droppableRects.get(next);
    if (next === undefined || !rect) return undefined;
    target.current = next;
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + rect.height / 2 - collisionRect.height / 2,
    };
  };
}
