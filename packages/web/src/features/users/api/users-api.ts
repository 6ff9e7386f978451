import {
  DashboardResponse,
  type DashboardUser,
  IsAdminResponse,
  RotateTokenResponse,
  UniverseAnswer,
} from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';

/** Account calls go to the production version, as the sign-in does. */
const VERSION = 'prod';

function usersPath(universeId: string, dashboardId: string): string {
  return `/dashboards/v1/${encodeURIComponent(universeId)}/${encodeURIComponent(dashboardId)}/users`;
}

/** Invites by e-mail, several separated by commas (spec §5); answers the dashboard as stored. */
export function inviteUsers(
  universeId: string,
  dashboardId: string,
  version: number,
  emails: string,
): Promise<DashboardResponse> {
  return requestJson(usersPath(universeId, dashboardId), DashboardResponse, {
    method: 'POST',
    body: { version, emails },
  });
}

/** The `users` named save: the whole list (admin flags, removals) over the version shown. */
export function saveUsers(
  universeId: string,
  dashboardId: string,
  version: number,
  users: DashboardUser[],
): Promise<DashboardResponse> {
  return requestJson(usersPath(universeId, dashboardId), DashboardResponse, {
    method: 'PUT',
    body: { version, value: users },
  });
}

export function fetchIsAccountAdmin(accountId: string, signal: AbortSignal): Promise<IsAdminResponse> {
  const query = new URLSearchParams({ accountId });
  return requestJson(`/upms-legacy/${VERSION}/user-roles/is-admin?${query}`, IsAdminResponse, { signal });
}

/** The universe (spec §7 studio service): when its integration token was last rotated. */
export function fetchUniverseInfo(
  accountId: string,
  universeId: string,
  signal: AbortSignal,
): Promise<UniverseAnswer> {
  const query = new URLSearchParams({ acc_id: accountId, uni_id: universeId });
  return requestJson(`/studio-service/universe?${query}`, UniverseAnswer, { signal });
}

/** A new integration token, answered this once (only its hash is kept); the old one stops working. */
export function rotateIntegrationToken(universeId: string): Promise<RotateTokenResponse> {
  return requestJson(
    `/universes/v1/${encodeURIComponent(universeId)}/integration-token`,
    RotateTokenResponse,
    { method: 'POST' },
  );
}
