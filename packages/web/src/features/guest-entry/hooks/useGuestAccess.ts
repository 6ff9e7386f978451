import type { GuestAccessRequest, GuestAccessResponse } from '@mirante/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestGuestAccess } from '../api/guest-api.ts';

/** Asks for a guest session; whatever the cache held for another viewer is dropped first. */
export function useGuestAccess(universeId: string, onGranted: (grant: GuestAccessResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestAccessRequest) => requestGuestAccess(universeId, body),
    onSuccess: (grant) => {
      queryClient.clear();
      onGranted(grant);
    },
  });
}
