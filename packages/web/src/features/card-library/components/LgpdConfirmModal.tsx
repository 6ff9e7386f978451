import { Button, Group, Modal, Text } from '@mantine/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import type { LibraryEntry } from '../library-entries.ts';

interface LgpdConfirmModalProps {
  /** The LGPD card waiting for confirmation; null when none. */
  entry: LibraryEntry | null;
  onConfirm: (entry: LibraryEntry) => void;
  onCancel: () => void;
}

/** Adding a card that shows post authors to a published dashboard: guests will not see it (spec §6). */
export function LgpdConfirmModal({ entry, onConfirm, onCancel }: LgpdConfirmModalProps) {
  const { t } = useI18n();
  return (
    <Modal
      opened={entry !== null}
      onClose={onCancel}
      title={t('library.lgpdTitle')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      centered
      zIndex={400}
    >
      <Text size="sm" fw={600} mb="xs">
        {entry?.title}
      </Text>
      <Text size="sm">{t('component.lgpdConfirm')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('library.cancel')}
        </Button>
        <Button onClick={() => entry && onConfirm(entry)} data-autofocus>
          {t('library.confirmAdd')}
        </Button>
      </Group>
    </Modal>
  );
}
