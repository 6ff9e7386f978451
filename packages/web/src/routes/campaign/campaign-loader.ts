import { DASHBOARD_TOKEN_COOKIE, GUEST_SESSION_TTL_MS } from '@mirante/core';
import { replace } from 'react-router';
import { writeCookie } from '../../api/cookies.ts';
import { CAMPAIGN } from '../../app/app-config.ts';
import { guestDashboardPath } from '../../features/guest-entry/guest-dashboard-path.ts';

/**
 * The campaign shortcut (spec §2): sets the dashboard-token cookie to the campaign's fixed token (3 hours,
 * cross-site, secure — spec §9) and opens the campaign's dashboard for the public.
 */
export function campaignLoader(): Response {
  writeCookie(DASHBOARD_TOKEN_COOKIE, CAMPAIGN.token, {
    maxAgeSeconds: GUEST_SESSION_TTL_MS / 1000,
    crossSite: true,
  });
  return replace(guestDashboardPath(CAMPAIGN));
}
