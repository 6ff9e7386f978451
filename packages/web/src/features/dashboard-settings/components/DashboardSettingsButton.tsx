import { ActionIcon, Divider, Drawer, Stack, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { AppearanceSection } from './AppearanceSection.tsx';
import { ContractsSection } from './ContractsSection.tsx';
import { LogoSection } from './LogoSection.tsx';
import { PagesSection } from './PagesSection.tsx';
import { RenameSection } from './RenameSection.tsx';

/**
 * 'Configurações do dashboard' (editors only): rename, description, language, colour, logo, theme, the
 * connected pages and the chatbot bots and contracts, each saved through the editor.
 */
export function DashboardSettingsButton() {
  const { t } = useI18n();
  const { canEdit } = useDashboardEditor();
  const [opened, setOpened] = useState(false);
  // A fresh form each time the drawer opens, from the dashboard as it is then.
  const [session, setSession] = useState(0);
  if (!canEdit) return null;
  const label = t('dashboardSettings.open');
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={label}
          onClick={() => {
            setSession((value) => value + 1);
            setOpened(true);
          }}
        >
          <IconAdjustmentsHorizontal size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="md"
        title={label}
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        <Stack gap="lg" key={session}>
          <RenameSection />
          <Divider />
          <AppearanceSection />
          <LogoSection />
          <Divider />
          <PagesSection />
          <Divider />
          <ContractsSection />
        </Stack>
      </Drawer>
    </>
  );
}
