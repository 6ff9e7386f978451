import type { GuestAccessResponse } from '@mirante/core';

/** Query flag of a dashboard opened by a guest (spec §2: the campaign shortcut uses the same). */
export const PUBLIC_QUERY = 'public';

/** The read-only dashboard a guest session opens. */
export function guestDashboardPath(
  grant: Pick<GuestAccessResponse, 'accountId' | 'universeId' | 'dashboardId'>,
) {
  const query = new URLSearchParams({ dashboard: grant.dashboardId, [PUBLIC_QUERY]: '1' });
  return `/${encodeURIComponent(grant.accountId)}/${encodeURIComponent(grant.universeId)}/dashboard?${query}`;
}
