import { sendBootstrapRequest } from '../api/bootstrap-requests.ts';
import { ME_PATH } from '../features/auth/api/auth-paths.ts';
import { dashboardPath, dashboardsPath } from '../features/dashboard-grid/api/dashboard-paths.ts';
import { memberDashboardAt } from './dashboard-route.ts';

/**
 * When the page opens on a member's dashboard, the signed-in user and the dashboard (by id, or the
 * universe's list) are asked for by the page's first script, before the app's chunks load and run; the app's
 * own requests for them (dashboard-prefetch.ts) take these answers.
 */
export function sendDashboardBootstrapRequests(location: Pick<Location, 'pathname' | 'search'>): void {
  const target = memberDashboardAt(location);
  if (!target) return;
  sendBootstrapRequest(ME_PATH);
  sendBootstrapRequest(
    target.dashboardId === null
      ? dashboardsPath(target.universeId)
      : dashboardPath(target.universeId, target.dashboardId),
  );
}
