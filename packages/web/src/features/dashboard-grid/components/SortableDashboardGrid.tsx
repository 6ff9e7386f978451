import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { CardConfig, CardDataContext } from '@mirante/core';
import { type ReactNode, useMemo, useRef } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import classes from './DashboardGrid.module.css';
import { gridAnnouncements } from './grid-announcements.ts';
import { gridKeyboardCoordinates, type KeyboardTarget } from './grid-keyboard-coordinates.ts';
import { SortableCardCell } from './SortableCardCell.tsx';

interface SortableDashboardGridProps {
  cards: CardConfig[];
  context: CardDataContext;
  /** The card `activeUid` was dropped where `overUid` is. */
  onReorder: (activeUid: string, overUid: string) => void;
  /** The editor's menu items of a card. */
  menuItemsFor: (card: CardConfig) => ReactNode;
}

/**
 * With a pointer, the card under the pointer is the target (cards differ in size, so the dragged card's centre
 * can stay nearer its own place while the pointer is well inside another card); with the keyboard, which has
 * no pointer, the card nearest the moved card's centre.
 */
const pointerFirst: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};

/** The grid for editors: cards reorder by drag and by keyboard, announced to screen readers in the UI language. */
export function SortableDashboardGrid({
  cards,
  context,
  onReorder,
  menuItemsFor,
}: SortableDashboardGridProps) {
  const { t } = useI18n();
  // Where the arrow keys took the card: the drop trusts it over dnd-kit's `over`, which lags on a busy page.
  const keyboardTarget = useRef<KeyboardTarget['current']>(null);
  const coordinateGetter = useMemo(() => gridKeyboardCoordinates(keyboardTarget), []);
  const sensors = useSensors(
    // A click on the handle is not a drag: the pointer must move a little first.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const announcements = useMemo(
    () => gridAnnouncements(cards, t, (over) => keyboardTarget.current ?? over?.id),
    [cards, t],
  );
  const onDragStart = () => {
    keyboardTarget.current = null;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const target = keyboardTarget.current ?? over?.id;
    if (target !== undefined && active.id !== target) onReorder(String(active.id), String(target));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerFirst}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('grid.instructions') } }}
    >
      <SortableContext items={cards.map((card) => card.uid)} strategy={rectSortingStrategy}>
        <div className={classes.grid}>
          {cards.map((card) => (
            <SortableCardCell key={card.uid} card={card} context={context} menuItems={menuItemsFor(card)} />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
