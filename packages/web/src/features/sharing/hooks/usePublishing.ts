import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { changePublishing, fetchPublishing, type PublishingAction } from '../api/publishing-api.ts';

/**
 * The publishing state of the open dashboard and its changes. A change bumps the dashboard's version on the
 * server, so it goes through the editor: the version it produces is this page's own, never someone else's,
 * however its realtime event races the answer.
 */
export function usePublishing(universeId: string, dashboardId: string) {
  const queryClient = useQueryClient();
  const { saveOutside } = useDashboardEditor();
  const key = queryKeys.publishing(universeId, dashboardId);
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPublishing(universeId, dashboardId, signal),
  });
  const change = useMutation({
    mutationFn: (action: PublishingAction) =>
      saveOutside(() => changePublishing(universeId, dashboardId, action)),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  return { state, change };
}
