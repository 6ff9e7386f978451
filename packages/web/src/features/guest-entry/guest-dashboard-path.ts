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

/** Query parameter of a shared link that carries the published dashboard's token. */
export const TOKEN_QUERY = 'token';

/** The path of a published dashboard's shared link (the sharing panel prefixes the origin). */
export function guestLinkPath(accountId: string, universeId: string, token: string): string {
  const query = new URLSearchParams({ [TOKEN_QUERY]: token });
  return `/${encodeURIComponent(accountId)}/${encodeURIComponent(universeId)}/token?${query}`;
}
