import { Badge, Group, Text, Title } from '@mantine/core';
import type { DateRange, SessionUser } from '@mirante/core';
import { formatDate } from '../../../app/formatters.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { UserMenu } from '../../auth/components/UserMenu.tsx';

interface DashboardHeaderProps {
  title: string;
  dateRange: DateRange;
  user: SessionUser;
  loginPath: string;
}

export function DashboardHeader({ title, dateRange, user, loginPath }: DashboardHeaderProps) {
  const { t } = useI18n();
  return (
    <Group component="header" justify="space-between" wrap="nowrap" px="md" py="sm" gap="md">
      <Title order={1} size="h3" lineClamp={1}>
        {title}
      </Title>
      <Group gap="sm" wrap="nowrap">
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
        <UserMenu user={user} loginPath={loginPath} />
      </Group>
    </Group>
  );
}
