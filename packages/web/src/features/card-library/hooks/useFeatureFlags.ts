import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@mirante/core';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { fetchFeatureFlags } from '../api/feature-flags-api.ts';

/**
 * The remote feature flags that gate the library (spec §6). Until they arrive, or when they cannot be read, the
 * defaults hold: everything off but share management.
 */
export function useFeatureFlags(
  accountId: string,
  universeId: string,
  dashboardId: string,
): { flags: FeatureFlags; loading: boolean } {
  const query = useQuery({
    queryKey: queryKeys.featureFlags(accountId, universeId, dashboardId),
    queryFn: ({ signal }) => fetchFeatureFlags(accountId, universeId, dashboardId, signal),
  });
  return { flags: query.data ?? DEFAULT_FEATURE_FLAGS, loading: query.isPending };
}
