import { DashboardListResponse, DashboardResponse } from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';

export function fetchDashboards(universeId: string, signal: AbortSignal): Promise<DashboardListResponse> {
  return requestJson(`/dashboards/v1/${encodeURIComponent(universeId)}`, DashboardListResponse, { signal });
}

export function fetchDashboard(
  universeId: string,
  dashboardId: string,
  signal: AbortSignal,
): Promise<DashboardResponse> {
  const path = `/dashboards/v1/${encodeURIComponent(universeId)}/${encodeURIComponent(dashboardId)}`;
  return requestJson(path, DashboardResponse, { signal });
}
