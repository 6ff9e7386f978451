import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { type CardConfig, type CardDataContext, fillMessage } from '@mirante/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { AnnotationTargetContext, serverAnnotationTarget } from '../../annotations/annotation-target.ts';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';
import { cardTitleOf } from './card-title.ts';
import { DashboardCard } from './DashboardCard.tsx';
import classes from './DashboardGrid.module.css';

interface SortableCardCellProps {
  card: CardConfig;
  context: CardDataContext;
  menuItems: ReactNode;
}

/** A card an editor can move: by its handle with the pointer, or with space/Enter and the arrow keys. */
export function SortableCardCell({ card, context, menuItems }: SortableCardCellProps) {
  const { t } = useI18n();
  // An editor's post cards annotate their posts, from this dashboard and card (docs/annotations.md).
  const { dashboard } = useDashboardEditor();
  const annotationTarget = useMemo(
    () => serverAnnotationTarget(dashboard.universeId, dashboard.id, card.uid),
    [dashboard.universeId, dashboard.id, card.uid],
  );
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: card.uid });
  const style = {
    '--card-span': card.width,
    // Translate only: cards of other sizes must not stretch the one that moves over them.
    transform: CSS.Translate.toString(transform),
    transition,
  } as CSSProperties;

  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      className={classes.handle}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={fillMessage(t('grid.dragHandle'), { title: cardTitleOf(card, t) })}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );

  return (
    <div
      ref={setNodeRef}
      className={classes.cell}
      style={style}
      data-card-uid={card.uid}
      data-dragging={isDragging || undefined}
    >
      <AnnotationTargetContext value={annotationTarget}>
        <DashboardCard config={card} context={context} tools={{ handle, menuItems }} />
      </AnnotationTargetContext>
    </div>
  );
}
