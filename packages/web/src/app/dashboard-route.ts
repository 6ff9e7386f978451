import { PUBLIC_QUERY } from '../features/guest-entry/guest-dashboard-path.ts';

/** The member dashboard's route (spec §2). */
export const DASHBOARD_ROUTE = '/:accountId/:universeId/dashboard';

const DASHBOARD_PATH = /^\/([^/]+)\/([^/]+)\/dashboard\/?$/;

/** The member's dashboard a URL opens. */
export interface MemberDashboardTarget {
  accountId: string;
  universeId: string;
  /** `?dashboard=`; null opens the universe's first dashboard. */
  dashboardId: string | null;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The dashboard a URL opens for a member (DASHBOARD_ROUTE; not a guest's `?public=1` view), or null for any
 * other page. Without the router, so the page's first script can read it before the app's chunks load.
 */
export function memberDashboardAt(
  location: Pick<Location, 'pathname' | 'search'>,
): MemberDashboardTarget | null {
  const match = DASHBOARD_PATH.exec(location.pathname);
  const search = new URLSearchParams(location.search);
  if (!match || search.get(PUBLIC_QUERY) === '1') return null;
  const accountId = decoded(match[1] ?? '');
  const universeId = decoded(match[2] ?? '');
  if (accountId === null || universeId === null) return null;
  return { accountId, universeId, dashboardId: search.get('dashboard') };
}
