import { DASHBOARD_SAVES, type Dashboard, DashboardResponse, type DashboardSaveName } from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';
import type { DashboardEdit, EditableField } from './dashboard-history.ts';

/** The named save (spec §7 "save of colour/theme/…") that writes each editable field. */
const SAVE_OF_FIELD = Object.fromEntries(
  (Object.entries(DASHBOARD_SAVES) as [DashboardSaveName, { field: string }][]).map(([name, save]) => [
    save.field,
    name,
  ]),
) as Record<EditableField, DashboardSaveName>;

function savePath(universeId: string, dashboardId: string, name: DashboardSaveName): string {
  return `/dashboards/v1/${encodeURIComponent(universeId)}/${encodeURIComponent(dashboardId)}/${name}`;
}

/**
 * Writes an edit field by field, each save over the version the previous one produced, and answers the
 * document as stored after the last. A save over a version someone else has moved on is refused with 409.
 */
export async function saveEdit(
  universeId: string,
  dashboardId: string,
  version: number,
  edit: DashboardEdit,
): Promise<Dashboard | null> {
  let saved: Dashboard | null = null;
  let current = version;
  for (const [field, value] of Object.entries(edit) as [EditableField, unknown][]) {
    const response = await requestJson(
      savePath(universeId, dashboardId, SAVE_OF_FIELD[field]),
      DashboardResponse,
      { method: 'PUT', body: { version: current, value } },
    );
    saved = response.dashboard;
    current = saved.version;
  }
  return saved;
}
