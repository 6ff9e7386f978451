import { CustomComponentsResponse } from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';

/** The universe's custom components ('Criar componente'), whose LGPD flag decides what guests see. */
export function fetchCustomComponents(
  universeId: string,
  signal: AbortSignal,
): Promise<CustomComponentsResponse> {
  return requestJson(`/cards/v1/${encodeURIComponent(universeId)}/custom`, CustomComponentsResponse, {
    signal,
  });
}
