import { Button, Drawer } from '@mantine/core';
import { newCardConfig } from '@mirante/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { useToast } from '../../sharing/hooks/useToast.ts';
import { focusPlacedCard } from '../focus-placed-card.ts';
import type { LibraryEntry } from '../library-entries.ts';
import { LibraryBrowser } from './LibraryBrowser.tsx';

/**
 * 'Adicionar componente': the header button and the add-card drawer. Editors only. The card goes to the end of
 * the dashboard through the editor (so Ctrl+Z takes it back), then comes into view with focus.
 */
export function AddCardButton() {
  const { t } = useI18n();
  const { dashboard, canEdit, edit } = useDashboardEditor();
  const { accountId = '' } = useParams();
  const toast = useToast();
  const [opened, setOpened] = useState(false);
  // The library id of the card just placed: focus goes to it, not back to the button.
  const [placed, setPlaced] = useState<string | null>(null);

  if (!canEdit) return null;

  const place = (entry: LibraryEntry) => {
    edit({ cards: [...dashboard.cards, newCardConfig(entry.definition, entry.texts)] });
    toast('success', t('library.added'));
    setPlaced(entry.definition.id);
    setOpened(false);
  };

  return (
    <>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => {
          setPlaced(null);
          setOpened(true);
        }}
      >
        {t('dialogs.addComponent')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('dialogs.addComponent')}
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        position="right"
        size="xl"
        returnFocus={placed === null}
        onExitTransitionEnd={() => {
          if (placed !== null) focusPlacedCard(placed);
        }}
      >
        <LibraryBrowser accountId={accountId} onPlace={place} />
      </Drawer>
    </>
  );
}
