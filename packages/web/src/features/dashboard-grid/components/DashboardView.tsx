import { assertUnreachable, defaultDateRange, type SessionUser, type UniverseSummary } from '@mirante/core';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { isUnauthenticated } from '../../../api/http-client.ts';
import { ErrorScreen } from '../../../app/ErrorScreen.tsx';
import { errorStatusFor } from '../../../app/error-status.ts';
import { PageLoader } from '../../../app/PageLoader.tsx';
import type { CardDataContext } from '../api/card-series-api.ts';
import { DashboardEditorProvider } from '../editor/DashboardEditorProvider.tsx';
import { useDashboard } from '../hooks/useDashboard.ts';
import { useDashboardAppearance } from '../hooks/useDashboardAppearance.ts';
import { useDashboardEvents } from '../hooks/useDashboardEvents.ts';
import { DashboardWorkspace } from './DashboardWorkspace.tsx';

interface DashboardViewProps {
  universe: UniverseSummary;
  user: SessionUser;
  /** `?dashboard=` of the URL; null opens the universe's first dashboard. */
  requestedDashboardId: string | null;
  loginPath: string;
}

export function DashboardView({ universe, user, requestedDashboardId, loginPath }: DashboardViewProps) {
  const state = useDashboard(universe.universeId, requestedDashboardId);
  useDashboardAppearance(state.status === 'ready' ? state.dashboard : null);
  const [lastSavedBy, setLastSavedBy] = useState<string | null>(null);
  const sessionEnded = useDashboardEvents(
    universe.universeId,
    state.status === 'ready' ? state.dashboard.id : null,
    (event) => setLastSavedBy(event.savedBy.name),
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
        <DashboardEditorProvider
          key={state.dashboard.id}
          dashboard={state.dashboard}
          userEmail={user.email}
          lastSavedBy={lastSavedBy}
        >
          <DashboardWorkspace user={user} loginPath={loginPath} context={context} />
        </DashboardEditorProvider>
      );
    default:
      return assertUnreachable(state);
  }
}
