import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { fetchMe } from '../api/auth-api.ts';

/** The signed-in user and their universes; a 401 (no session) surfaces as the query's error. */
export function useMe() {
  return useQuery({ queryKey: queryKeys.me(), queryFn: ({ signal }) => fetchMe(signal) });
}
