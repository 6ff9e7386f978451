import { assertUnreachable, type SessionUser, type UniverseSummary } from '@mirante/core';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { isUnauthenticated } from '../../../api/http-client.ts';
import { ErrorScreen } from '../../../app/ErrorScreen.tsx';
import { errorStatusFor } from '../../../app/error-status.ts';
import { PageLoader } from '../../../app/PageLoader.tsx';
import type { CardDataScope } from '../../filters/useDashboardCardContext.ts';
import { useDashboardViewControls } from '../../period/useDashboardViewControls.ts';
import { ViewControlsContext } from '../../period/view-controls.ts';
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
    (event) => setLastSavedBy(event.savedBy?.name ?? null),
  );

  // The period lives in the URL; every card asks for the same range.
  const controls = useDashboardViewControls();
  const { dateRange } = controls;
  const context = useMemo<CardDataScope>(
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
      // A universe without dashboards (a new one, say): its onboarding makes the first.
      return <Navigate to={`/${universe.accountId}/${universe.universeId}/onboarding`} replace />;
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
          <ViewControlsContext value={controls}>
            <DashboardWorkspace user={user} loginPath={loginPath} context={context} />
          </ViewControlsContext>
        </DashboardEditorProvider>
      );
    default:
      return assertUnreachable(state);
  }
}
