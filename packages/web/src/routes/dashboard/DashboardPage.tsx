import { Navigate, useParams, useSearchParams } from 'react-router';
import { isUnauthenticated } from '../../api/http-client.ts';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { errorStatusFor } from '../../app/error-status.ts';
import { PageLoader } from '../../app/PageLoader.tsx';
import { useMe } from '../../features/auth/hooks/useMe.ts';
import { DashboardView } from '../../features/dashboard-grid/components/DashboardView.tsx';

/** Home of a universe: signed-in members only; anyone else goes to that universe's login. */
export function DashboardPage() {
  const { accountId = '', universeId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const me = useMe();
  const loginPath = `/${accountId}/${universeId}/login`;

  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return isUnauthenticated(me.error) ? (
      <Navigate to={loginPath} replace />
    ) : (
      <ErrorScreen status={errorStatusFor(me.error)} />
    );
  }

  const universe = me.data.universes.find(
    (candidate) => candidate.accountId === accountId && candidate.universeId === universeId,
  );
  if (!universe) return <ErrorScreen status="405" />;

  return (
    <DashboardView
      key={`${accountId}/${universeId}`}
      universe={universe}
      user={me.data.user}
      requestedDashboardId={searchParams.get('dashboard')}
      loginPath={loginPath}
    />
  );
}
