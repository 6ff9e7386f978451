import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { SharingPanel } from './SharingPanel.tsx';

/** The header's 'Compartilhar' (editors only): the sharing/publishing panel in a drawer. */
export function SharingButton() {
  const { t } = useI18n();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconShare size={18} aria-hidden />} onClick={open}>
        {t('publish.open')}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        title={t('publish.title')}
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        {opened ? <SharingPanel /> : null}
      </Drawer>
    </>
  );
}
