import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { fetchDashboard } from '../../dashboard-grid/api/dashboards-api.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { changePublishing, fetchPublishing, type PublishingAction } from '../api/publishing-api.ts';

/**
 * The publishing state of the open dashboard and its changes. A change bumps the dashboard's version on the
 * server, so the stored document is read again and taken into the editor as saved (not as someone else's).
 */
export function usePublishing(universeId: string, dashboardId: string) {
  const queryClient = useQueryClient();
  const { adopt } = useDashboardEditor();
  const key = queryKeys.publishing(universeId, dashboardId);
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPublishing(universeId, dashboardId, signal),
  });
  const change = useMutation({
    mutationFn: (action: PublishingAction) => changePublishing(universeId, dashboardId, action),
    onSuccess: async (answer) => {
      queryClient.setQueryData(key, answer);
      try {
        const { dashboard } = await fetchDashboard(universeId, dashboardId, new AbortController().signal);
        adopt(dashboard);
      } catch {
        // The change is made; the page then follows it as it follows any newer version.
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(universeId, dashboardId) });
      }
    },
  });
  return { state, change };
}
