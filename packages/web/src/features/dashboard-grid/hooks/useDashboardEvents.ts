import type { DashboardResponse, StreamedDashboardChange } from '@mirante/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { dashboardEventsPath, handleDashboardEvents } from '../api/dashboard-events.ts';

/**
 * Follows the open dashboard's changes while the page is open (spec: one user's edits reach the others' open
 * pages). A newer version reloads the dashboard queries, so the page shows the new title and cards at once.
 * Returns true once the session (or guest access) behind the stream has ended: the page then leaves as it
 * does on a 401. `dashboardId` null (nothing shown yet) opens no stream. `onChange` hears each newer save
 * (the editor tells who saved when it cannot take the new version in silently).
 */
export function useDashboardEvents(
  universeId: string,
  dashboardId: string | null,
  onChange?: (event: StreamedDashboardChange) => void,
): boolean {
  const queryClient = useQueryClient();
  const [sessionEnded, setSessionEnded] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (dashboardId === null) return;
    // The session cookie (or a guest's dashboard-token cookie) authenticates the stream.
    const source = new EventSource(dashboardEventsPath(universeId, dashboardId), { withCredentials: true });
    handleDashboardEvents(source, dashboardId, {
      shownVersion: () =>
        queryClient.getQueryData<DashboardResponse>(queryKeys.dashboard(universeId, dashboardId))?.dashboard
          .version ?? null,
      // The universe's key is the prefix of the dashboard's: the list (titles) and the document reload.
      onChanged: (event) => {
        onChangeRef.current?.(event);
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboards(universeId) });
      },
      onSessionEnded: () => {
        // Cleared first, so the login page does not find the old user in the cache.
        queryClient.clear();
        setSessionEnded(true);
      },
    });
    return () => source.close();
  }, [queryClient, universeId, dashboardId]);

  return sessionEnded;
}
