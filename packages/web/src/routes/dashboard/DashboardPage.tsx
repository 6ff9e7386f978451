import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { isUnauthenticated } from '../../api/http-client.ts';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { errorStatusFor } from '../../app/error-status.ts';
import { PageLoader } from '../../app/PageLoader.tsx';
import { rememberUniverse } from '../../app/root-redirect.ts';
import { useMe } from '../../features/auth/hooks/useMe.ts';
import { DashboardView } from '../../features/dashboard-grid/components/DashboardView.tsx';
import { GuestDashboardView } from '../../features/guest-entry/components/GuestDashboardView.tsx';
import { PUBLIC_QUERY } from '../../features/guest-entry/guest-dashboard-path.ts';

/** Home of a universe. `?public=1` is a guest's read-only view of one published dashboard. */
export function DashboardPage() {
  const { accountId = '', universeId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const dashboardId = searchParams.get('dashboard');

  if (searchParams.get(PUBLIC_QUERY) === '1') {
    return dashboardId ? (
      <GuestDashboardView accountId={accountId} universeId={universeId} dashboardId={dashboardId} />
    ) : (
      <ErrorScreen status="406" />
    );
  }
  return <MemberDashboard accountId={accountId} universeId={universeId} dashboardId={dashboardId} />;
}

interface MemberDashboardProps {
  accountId: string;
  universeId: string;
  dashboardId: string | null;
}

/** Signed-in members only; anyone else goes to that universe's login. */
function MemberDashboard({ accountId, universeId, dashboardId }: MemberDashboardProps) {
  const me = useMe();
  const loginPath = `/${accountId}/${universeId}/login`;
  const universe = me.data?.universes.find(
    (candidate) => candidate.accountId === accountId && candidate.universeId === universeId,
  );

  // The next visit to `/` comes back here (spec §2).
  useEffect(() => {
    if (universe) rememberUniverse(universe);
  }, [universe]);

  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return isUnauthenticated(me.error) ? (
      <Navigate to={loginPath} replace />
    ) : (
      <ErrorScreen status={errorStatusFor(me.error)} />
    );
  }
  if (!universe) return <ErrorScreen status="405" />;

  return (
    <DashboardView
      key={`${accountId}/${universeId}`}
      universe={universe}
      user={me.data.user}
      requestedDashboardId={dashboardId}
      loginPath={loginPath}
    />
  );
}
