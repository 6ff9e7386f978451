import type { Dashboard } from '@mirante/core';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { fetchDashboard, fetchDashboards } from '../api/dashboards-api.ts';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; dashboard: Dashboard };

/** The dashboard asked for by id, or else the universe's first one. */
export function useDashboard(universeId: string, requestedId: string | null): DashboardState {
  const list = useQuery({
    queryKey: queryKeys.dashboards(universeId),
    queryFn: ({ signal }) => fetchDashboards(universeId, signal),
    enabled: requestedId === null,
  });
  const dashboardId = requestedId ?? list.data?.dashboards[0]?.id ?? null;
  const document = useQuery({
    queryKey: queryKeys.dashboard(universeId, dashboardId ?? ''),
    queryFn: ({ signal }) => fetchDashboard(universeId, dashboardId ?? '', signal),
    enabled: dashboardId !== null,
  });

  if (list.error) return { status: 'error', error: list.error };
  if (document.error) return { status: 'error', error: document.error };
  if (document.data) return { status: 'ready', dashboard: document.data.dashboard };
  if (list.data && dashboardId === null) return { status: 'missing' };
  return { status: 'loading' };
}
