import { ActionIcon, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';
import { removeCardsEdit } from './card-list-edits.ts';
import { cardTitleOf } from './card-title.ts';

/** 'Remover componentes': several cards chosen from a list and removed as one edit, so one Ctrl+Z brings them back. */
export function RemoveComponentsButton() {
  const { t } = useI18n();
  const { dashboard, canEdit, edit } = useDashboardEditor();
  const [opened, { open, close }] = useDisclosure(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState(false);
  if (!canEdit || dashboard.cards.length === 0) return null;

  const start = () => {
    setChosen([]);
    setError(false);
    open();
  };
  const remove = () => {
    const present = chosen.filter((uid) => dashboard.cards.some((card) => card.uid === uid));
    if (present.length === 0) {
      setError(true);
      return;
    }
    edit(removeCardsEdit(dashboard, present));
    notifications.show({ message: t('card.removed') });
    close();
  };

  return (
    <>
      <Tooltip label={t('dialogs.removeComponents')}>
        <ActionIcon variant="subtle" size="lg" aria-label={t('dialogs.removeComponents')} onClick={start}>
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={opened}
        onClose={close}
        title={t('dialogs.removeComponents')}
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('removeComponents.hint')}
          </Text>
          <Checkbox.Group
            value={chosen}
            onChange={(next) => {
              setChosen(next);
              setError(false);
            }}
            error={error ? t('removeComponents.errors.none') : null}
          >
            <ScrollArea.Autosize mah="50vh">
              <Stack gap="xs" py={4} role="group" aria-label={t('dialogs.removeComponents')}>
                {dashboard.cards.map((card) => (
                  <Checkbox key={card.uid} value={card.uid} label={cardTitleOf(card, t)} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('dialog.cancel')}
            </Button>
            <Button color="red" onClick={remove}>
              {t('removeComponents.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
