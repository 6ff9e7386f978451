import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CardConfig } from '@mirante/core';
import { IconAdjustments, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useCardDefinition } from '../../card-library/hooks/useCardDefinition.ts';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';
import { hideCardEdit, removeCardsEdit } from './card-list-edits.ts';

interface CardEditMenuItemsProps {
  card: CardConfig;
  onConfigure: (uid: string) => void;
  /** The card leaves the grid (hidden or removed): focus moves on to a card still there. */
  onLeave: (uid: string) => void;
}

/** The editor's items of a card's menu: configure it, hide it (restorable), remove it (undoable). */
export function CardEditMenuItems({ card, onConfigure, onLeave }: CardEditMenuItemsProps) {
  const { t } = useI18n();
  const { dashboard, edit } = useDashboardEditor();
  // Cards neither the library nor the universe's components know can only be hidden or removed.
  const { definition } = useCardDefinition(card.id, dashboard.universeId);
  return (
    <>
      {definition && (
        <Menu.Item
          leftSection={<IconAdjustments size={16} aria-hidden />}
          onClick={() => onConfigure(card.uid)}
        >
          {t('card.configure')}
        </Menu.Item>
      )}
      <Menu.Item
        leftSection={<IconEyeOff size={16} aria-hidden />}
        onClick={() => {
          onLeave(card.uid);
          edit(hideCardEdit(dashboard, card.uid));
          notifications.show({ message: t('card.hidden') });
        }}
      >
        {t('card.hide')}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => {
          onLeave(card.uid);
          edit(removeCardsEdit(dashboard, [card.uid]));
          notifications.show({ message: t('card.removed') });
        }}
      >
        {t('card.remove')}
      </Menu.Item>
    </>
  );
}
