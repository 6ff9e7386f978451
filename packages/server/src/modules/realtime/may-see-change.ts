import type { DashboardChangedEvent } from '@mirante/core';
import type { Viewer, Viewers } from '../../http/viewer.ts';

/**
 * Whether a viewer may hear of a change: guests only of their own dashboard; users of dashboards they may
 * see. A deleted dashboard can no longer be checked, so every user of its universe hears of it.
 */
export function maySeeChange(viewers: Viewers) {
  return async (viewer: Viewer, event: DashboardChangedEvent): Promise<boolean> => {
    if (viewer.kind === 'guest') {
      return viewer.guest.universeId === event.universeId && viewer.guest.dashboardId === event.dashboardId;
    }
    const check =
      event.change === 'deleted'
        ? viewers.requireUniverseReader(viewer, event.universeId)
        : viewers.requireDashboardReader(viewer, event.universeId, event.dashboardId);
    return check.then(
      () => true,
      () => false,
    );
  };
}
