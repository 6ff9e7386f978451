import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../api/auth-api.ts';

/** Ends the session and goes to the universe's login page, even if the server no longer knew the session. */
export function useLogout(loginPath: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // Cleared first, so the login page does not find the old user in the cache.
      queryClient.clear();
      await navigate(loginPath, { replace: true });
    },
  });
}
