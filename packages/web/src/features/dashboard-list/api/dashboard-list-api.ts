import { DashboardResponse } from '@mirante/core';
import { request, requestJson } from '../../../api/http-client.ts';

/** A new dashboard with a title and no cards; the creator becomes its editor. */
export function createDashboard(universeId: string, title: string): Promise<DashboardResponse> {
  return requestJson(`/dashboards/v1/${encodeURIComponent(universeId)}`, DashboardResponse, {
    method: 'POST',
    body: { title, description: '', cardIds: [] },
  });
}

export async function deleteDashboard(universeId: string, dashboardId: string): Promise<void> {
  await request(`/dashboards/v1/${encodeURIComponent(universeId)}/${encodeURIComponent(dashboardId)}`, {
    method: 'DELETE',
  });
}
