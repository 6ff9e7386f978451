import { Badge, Box, Group, Text, Title } from '@mantine/core';
import {
  assertUnreachable,
  type CardDataContext,
  DASHBOARD_TOKEN_COOKIE,
  defaultDateRange,
} from '@mirante/core';
import { useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { deleteCookie } from '../../../api/cookies.ts';
import { ApiError } from '../../../api/http-client.ts';
import { ColorSchemeSwitch } from '../../../app/ColorSchemeSwitch.tsx';
import { ErrorScreen } from '../../../app/ErrorScreen.tsx';
import { errorStatusFor } from '../../../app/error-status.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { LanguageSwitch } from '../../../app/LanguageSwitch.tsx';
import { PageLoader } from '../../../app/PageLoader.tsx';
import { DashboardGrid } from '../../dashboard-grid/components/DashboardGrid.tsx';
import { useDashboard } from '../../dashboard-grid/hooks/useDashboard.ts';
import { useDashboardAppearance } from '../../dashboard-grid/hooks/useDashboardAppearance.ts';
import { useDashboardEvents } from '../../dashboard-grid/hooks/useDashboardEvents.ts';
import { ActiveFiltersButton } from '../../filters/components/ActiveFiltersButton.tsx';

interface GuestDashboardViewProps {
  accountId: string;
  universeId: string;
  dashboardId: string;
}

/** The guest session is gone (expired, unpublished, code regenerated) or was never there. */
function isRefused(error: Error): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * A published dashboard as a guest sees it: read-only, with no menu, no editing and no user (spec §6).
 * The server sends only what guests may see.
 */
export function GuestDashboardView({ accountId, universeId, dashboardId }: GuestDashboardViewProps) {
  const { t } = useI18n();
  const state = useDashboard(universeId, dashboardId);
  useDashboardAppearance(state.status === 'ready' ? state.dashboard : null);
  const sessionEnded = useDashboardEvents(universeId, dashboardId);
  const [dateRange] = useState(() => defaultDateRange());
  // Guests' cards read the dashboard's global filter too, as members' do.
  const shown = state.status === 'ready' ? state.dashboard : null;
  const globalFilter = shown?.globalFilter;
  const pages = shown?.pages;
  const contracts = shown?.contracts;
  const context = useMemo<CardDataContext>(
    () => ({
      accountId,
      universeId,
      isStaging: false,
      dateRange,
      globalFilter: globalFilter ?? {},
      pages: pages ?? [],
      contracts: contracts ?? [],
    }),
    [accountId, universeId, dateRange, globalFilter, pages, contracts],
  );
  const refused = sessionEnded || (state.status === 'error' && isRefused(state.error));
  const tokenPath = `/${accountId}/${universeId}/token`;

  // Spec §8: a failed token dashboard load is only warned about, and the token cookie goes.
  useEffect(() => {
    if (!refused) return;
    console.warn('guest access to the dashboard was refused; asking for an access code');
    deleteCookie(DASHBOARD_TOKEN_COOKIE);
  }, [refused]);

  if (sessionEnded) return <Navigate to={tokenPath} replace />;
  switch (state.status) {
    case 'loading':
      return <PageLoader />;
    case 'missing':
      return <ErrorScreen status="406" />;
    case 'error':
      return refused ? (
        <Navigate to={tokenPath} replace />
      ) : (
        <ErrorScreen status={errorStatusFor(state.error, '406')} />
      );
    case 'ready':
      return (
        <Box mih="100vh">
          <Group component="header" justify="space-between" wrap="nowrap" px="md" py="sm" gap="md">
            <Group gap="sm" wrap="nowrap">
              <Title order={1} size="h3" lineClamp={1}>
                {state.dashboard.title}
              </Title>
              <Badge variant="light" color="gray" tt="none">
                {t('guest.readOnly')}
              </Badge>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ActiveFiltersButton filter={state.dashboard.globalFilter} />
              <ColorSchemeSwitch />
              <LanguageSwitch />
            </Group>
          </Group>
          <Box component="main" p="md">
            {state.dashboard.cards.length === 0 ? (
              <Text c="dimmed">{t('dashboard.empty')}</Text>
            ) : (
              <DashboardGrid cards={state.dashboard.cards} context={context} />
            )}
          </Box>
        </Box>
      );
    default:
      return assertUnreachable(state);
  }
}
