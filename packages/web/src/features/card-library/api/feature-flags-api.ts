import { type FeatureFlags, FeatureFlagsResponse } from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';

/** `GET /feature-flags/v1/{accountId}`: every flag's value for this dashboard of the universe. */
export async function fetchFeatureFlags(
  accountId: string,
  universeId: string,
  dashboardId: string,
  signal: AbortSignal,
): Promise<FeatureFlags> {
  const query = new URLSearchParams({ universe: universeId, dashboard: dashboardId });
  const answer = await requestJson(
    `/feature-flags/v1/${encodeURIComponent(accountId)}?${query}`,
    FeatureFlagsResponse,
    { signal },
  );
  return answer.flags;
}
