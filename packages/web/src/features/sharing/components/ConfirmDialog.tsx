import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useMenuFocusReturn } from '../hooks/useMenuFocusReturn.ts';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What the action costs, shown as a warning. */
  warning: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action that cannot be taken back; Escape or Cancelar leave everything as it was. */
export function ConfirmDialog({
  opened,
  title,
  warning,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useI18n();
  useMenuFocusReturn(opened);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      centered
      returnFocus={false}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          {warning}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
