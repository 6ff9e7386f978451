import { type GuestAccessRequest, GuestAccessResponse } from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';

/**
 * Trades a token link or an access code (with the guest's e-mail and consent) for a guest session: the
 * server sets the dashboard-token cookie and answers which dashboard it opens.
 */
export function requestGuestAccess(
  universeId: string,
  body: GuestAccessRequest,
): Promise<GuestAccessResponse> {
  return requestJson(`/guest/v1/${encodeURIComponent(universeId)}/access`, GuestAccessResponse, {
    method: 'POST',
    body,
  });
}
