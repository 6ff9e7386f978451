import { Box, Text } from '@mantine/core';
import { assertUnreachable, defaultDateRange, type SessionUser, type UniverseSummary } from '@mirante/core';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { isUnauthenticated } from '../../../api/http-client.ts';
import { ErrorScreen } from '../../../app/ErrorScreen.tsx';
import { errorStatusFor } from '../../../app/error-status.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { PageLoader } from '../../../app/PageLoader.tsx';
import type { CardDataContext } from '../api/card-series-api.ts';
import { useDashboard } from '../hooks/useDashboard.ts';
import { useDashboardAppearance } from '../hooks/useDashboardAppearance.ts';
import { useDashboardEvents } from '../hooks/useDashboardEvents.ts';
import { DashboardGrid } from './DashboardGrid.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';

interface DashboardViewProps {
  universe: UniverseSummary;
  user: SessionUser;
  /** `?dashboard=` of the URL; null opens the universe's first dashboard. */
  requestedDashboardId: string | null;
  loginPath: string;
}

export function DashboardView({ universe, user, requestedDashboardId, loginPath }: DashboardViewProps) {
  const { t } = useI18n();
  const state = useDashboard(universe.universeId, requestedDashboardId);
  useDashboardAppearance(state.status === 'ready' ? state.dashboard : null);
  const sessionEnded = useDashboardEvents(
    universe.universeId,
    state.status === 'ready' ? state.dashboard.id : null,
  );

  // The period is fixed when the view opens, so every card asks for the same range.
  const [dateRange] = useState(() => defaultDateRange());
  const context = useMemo<CardDataContext>(
    () => ({
      accountId: universe.accountId,
      universeId: universe.universeId,
      isStaging: universe.isStaging,
      dateRange,
    }),
    [universe, dateRange],
  );

  if (sessionEnded) return <Navigate to={loginPath} replace />;
  switch (state.status) {
    case 'loading':
      return <PageLoader />;
    case 'missing':
      return <ErrorScreen status="406" />;
    case 'error':
      return isUnauthenticated(state.error) ? (
        <Navigate to={loginPath} replace />
      ) : (
        <ErrorScreen status={errorStatusFor(state.error, '406')} />
      );
    case 'ready':
      return (
        <Box mih="100vh">
          <DashboardHeader
            title={state.dashboard.title}
            dateRange={dateRange}
            user={user}
            loginPath={loginPath}
          />
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
