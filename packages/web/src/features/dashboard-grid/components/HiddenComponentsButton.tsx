import { Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { fillMessage } from '@mirante/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';
import { hiddenCards, restoreCardEdit } from './card-list-edits.ts';
import { cardTitleOf } from './card-title.ts';

/** 'Componentes ocultos': the count of hidden cards in the header (none, no button), and a list to restore them. */
export function HiddenComponentsButton() {
  const { t } = useI18n();
  const { dashboard, canEdit, edit } = useDashboardEditor();
  const [opened, { open, close }] = useDisclosure(false);
  const hidden = hiddenCards(dashboard);
  if (!canEdit || (hidden.length === 0 && !opened)) return null;

  return (
    <>
      {hidden.length > 0 && (
        <Tooltip label={t('dialogs.hiddenComponents')}>
          <Button
            variant="subtle"
            size="compact-md"
            leftSection={<IconEyeOff size={18} aria-hidden />}
            aria-label={fillMessage(t('hiddenComponents.open'), { count: hidden.length })}
            onClick={open}
          >
            {hidden.length}
          </Button>
        </Tooltip>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={t('dialogs.hiddenComponents')}
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        {hidden.length === 0 ? (
          <Text c="dimmed">{t('hiddenComponents.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {hidden.map((card) => (
              <Group component="li" key={card.uid} justify="space-between" wrap="nowrap" gap="sm">
                <Text lineClamp={1}>{cardTitleOf(card, t)}</Text>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`${t('card.restore')}: ${cardTitleOf(card, t)}`}
                  onClick={() => edit(restoreCardEdit(dashboard, card.uid))}
                >
                  {t('card.restore')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Modal>
    </>
  );
}
