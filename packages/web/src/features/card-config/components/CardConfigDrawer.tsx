import { Drawer } from '@mantine/core';
import type { CardConfig, ConnectedPage } from '@mirante/core';
import { useRef } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useCardDefinition } from '../../card-library/hooks/useCardDefinition.ts';
import { CardConfigForm } from './CardConfigForm.tsx';

interface CardConfigDrawerProps {
  /** The card being configured; null when the drawer is closed. */
  config: CardConfig | null;
  universeId: string;
  /** The dashboard's connected pages (TikTok pages leave per-card filters with sentiment, themes or tags). */
  pages: readonly ConnectedPage[];
  onClose: () => void;
  onSave: (config: CardConfig) => void;
}

/** The card config panel: a drawer on the right; Escape closes it. The caller puts focus back where it belongs. */
export function CardConfigDrawer({ config, universeId, pages, onClose, onSave }: CardConfigDrawerProps) {
  const { t } = useI18n();
  // The card stays in the drawer while it slides out.
  const lastRef = useRef(config);
  if (config) lastRef.current = config;
  const shown = lastRef.current;
  // Library cards and the universe's custom components.
  const { definition } = useCardDefinition(shown?.id ?? '', universeId);

  return (
    <Drawer
      opened={config !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t('cardConfig.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      returnFocus={false}
    >
      {shown && definition && (
        <CardConfigForm
          key={shown.uid}
          config={shown}
          definition={definition}
          pages={pages}
          onCancel={onClose}
          onSave={onSave}
        />
      )}
    </Drawer>
  );
}
