import { Badge, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { DateRange, SessionUser } from '@mirante/core';
import { formatDate } from '../../../app/formatters.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { UserMenu } from '../../auth/components/UserMenu.tsx';
import { DashboardListMenu } from '../../dashboard-list/components/DashboardListMenu.tsx';
import { SharingButton } from '../../sharing/components/SharingButton.tsx';
import { SettingsModal } from '../../users/components/SettingsModal.tsx';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';
import { UndoRedoButtons } from './UndoRedoButtons.tsx';

interface DashboardHeaderProps {
  dateRange: DateRange;
  user: SessionUser;
  loginPath: string;
}

/**
 * The dashboard's title and the studio's tools. Each tool is its feature's own component; editing tools
 * show only to users who may edit (spec §6).
 */
export function DashboardHeader({ dateRange, user, loginPath }: DashboardHeaderProps) {
  const { t } = useI18n();
  const { dashboard, canEdit } = useDashboardEditor();
  const [settingsOpen, settings] = useDisclosure(false);
  return (
    <Group component="header" justify="space-between" wrap="nowrap" px="md" py="sm" gap="md">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Title order={1} size="h3" lineClamp={1}>
          {dashboard.title}
        </Title>
        <DashboardListMenu />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {t('dashboard.period')}
        </Text>
        <Badge
          variant="light"
          size="lg"
          tt="none"
          title={`${formatDate(dateRange.start)} – ${formatDate(dateRange.end)}`}
        >
          {t('dashboard.periodLast7Days')}
        </Badge>
        {canEdit ? <UndoRedoButtons /> : null}
        {canEdit ? <SharingButton /> : null}
        <UserMenu user={user} loginPath={loginPath} onOpenSettings={settings.open} />
        <SettingsModal opened={settingsOpen} user={user} onClose={settings.close} />
      </Group>
    </Group>
  );
}
