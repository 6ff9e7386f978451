import { DashboardListResponse, DashboardResponse } from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';
import { dashboardPath, dashboardsPath } from './dashboard-paths.ts';

export function fetchDashboards(universeId: string, signal: AbortSignal): Promise<DashboardListResponse> {
  return requestJson(dashboardsPath(universeId), DashboardListResponse, { signal });
}

export function fetchDashboard(
  universeId: string,
  dashboardId: string,
  signal: AbortSignal,
): Promise<DashboardResponse> {
  return requestJson(dashboardPath(universeId, dashboardId), DashboardResponse, { signal });
}
