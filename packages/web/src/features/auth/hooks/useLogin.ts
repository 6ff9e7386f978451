import type { LoginRequest, MeResponse } from '@mirante/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { fetchMe, login } from '../api/auth-api.ts';

/** Signs in, then loads the user's universes into the `me` cache entry, which the pages read. */
export function useLogin(onSignedIn: (me: MeResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      await login(credentials);
      return fetchMe();
    },
    onSuccess: (me) => {
      queryClient.setQueryData(queryKeys.me(), me);
      onSignedIn(me);
    },
  });
}
