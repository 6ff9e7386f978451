/** The universe's dashboards (spec §4). */
export function dashboardsPath(universeId: string): string {
  return `/dashboards/v1/${encodeURIComponent(universeId)}`;
}

/** One dashboard of the universe. */
export function dashboardPath(universeId: string, dashboardId: string): string {
  return `${dashboardsPath(universeId)}/${encodeURIComponent(dashboardId)}`;
}
