import { Divider, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SessionUser } from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { UserMenu } from '../../auth/components/UserMenu.tsx';
import { AddCardButton } from '../../card-library/components/AddCardButton.tsx';
import { ComponentBuilderModal } from '../../component-builder/components/ComponentBuilderModal.tsx';
import { DashboardListMenu } from '../../dashboard-list/components/DashboardListMenu.tsx';
import { DashboardExportButton } from '../../dashboard-settings/components/DashboardExportButton.tsx';
import { DashboardLogo } from '../../dashboard-settings/components/DashboardLogo.tsx';
import { DashboardSettingsButton } from '../../dashboard-settings/components/DashboardSettingsButton.tsx';
import { GlobalFiltersButton } from '../../filters/components/GlobalFiltersButton.tsx';
import { PeriodPicker } from '../../period/components/PeriodPicker.tsx';
import { RefreshMenu } from '../../period/components/RefreshMenu.tsx';
import { SharingButton } from '../../sharing/components/SharingButton.tsx';
import { SettingsModal } from '../../users/components/SettingsModal.tsx';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';
import { HiddenComponentsButton } from './HiddenComponentsButton.tsx';
import { RemoveComponentsButton } from './RemoveComponentsButton.tsx';
import { UndoRedoButtons } from './UndoRedoButtons.tsx';

interface DashboardHeaderProps {
  user: SessionUser;
  loginPath: string;
}

/**
 * The dashboard's title and the studio's tools. Each tool is its feature's own component; editing tools
 * show only to users who may edit (spec §6).
 */
export function DashboardHeader({ user, loginPath }: DashboardHeaderProps) {
  const { t } = useI18n();
  const { dashboard, canEdit } = useDashboardEditor();
  const [settingsOpen, settings] = useDisclosure(false);
  const [builderOpen, builder] = useDisclosure(false);
  return (
    <Stack component="header" gap="xs" px="md" py="sm">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <DashboardLogo />
          <Title order={1} size="h3" lineClamp={1}>
            {dashboard.title}
          </Title>
          <DashboardListMenu />
        </Group>
        <Group gap="xs" wrap="nowrap">
          {canEdit ? <SharingButton /> : null}
          <UserMenu
            user={user}
            loginPath={loginPath}
            onOpenSettings={settings.open}
            onCreateComponent={canEdit ? builder.open : undefined}
          />
        </Group>
      </Group>
      {/* The tools wrap onto more rows on narrow screens; the title row keeps its place. */}
      <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t('dashboard.toolbar')}>
        <PeriodPicker />
        <GlobalFiltersButton />
        <RefreshMenu />
        {canEdit ? (
          <>
            <Divider orientation="vertical" />
            <AddCardButton />
            <HiddenComponentsButton />
            <RemoveComponentsButton />
            <UndoRedoButtons />
          </>
        ) : null}
        <Divider orientation="vertical" />
        <DashboardExportButton />
        <DashboardSettingsButton />
      </Group>
      <ComponentBuilderModal opened={builderOpen} universeId={dashboard.universeId} onClose={builder.close} />
      <SettingsModal opened={settingsOpen} user={user} onClose={settings.close} />
    </Stack>
  );
}
