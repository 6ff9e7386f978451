import type { CardConfig, Dashboard } from '../contracts/dashboard.ts';
import { DASHBOARD_EXPORT_FORMAT, type DashboardExport } from '../contracts/dashboard-export.ts';

/** A dashboard as exportable JSON: ids, users, publishing state and tokens stripped (spec §3 fields). */
export function toDashboardExport(dashboard: Dashboard): DashboardExport {
  const hidden = new Set(dashboard.hiddenComponents);
  return {
    format: DASHBOARD_EXPORT_FORMAT,
    exportVersion: 1,
    dashboard: {
      title: dashboard.title,
      description: dashboard.description,
      language: dashboard.language,
      color: dashboard.color,
      logo: dashboard.logo,
      isDarkTheme: dashboard.isDarkTheme,
      pages: dashboard.pages,
      globalFilter: dashboard.globalFilter,
      changeControl: dashboard.changeControl,
      cards: dashboard.cards.map(({ uid, ...card }) => ({ ...card, hidden: hidden.has(uid) })),
    },
  };
}

/** The document fields of an imported dashboard: new card uids (from newUid), hidden components rebuilt. */
export function fromDashboardExport(
  exported: DashboardExport,
  newUid: () => string,
): Pick<
  Dashboard,
  | 'title'
  | 'description'
  | 'language'
  | 'color'
  | 'logo'
  | 'isDarkTheme'
  | 'pages'
  | 'globalFilter'
  | 'changeControl'
  | 'cards'
  | 'hiddenComponents'
> {
  const cards: CardConfig[] = [];
  const hiddenComponents: string[] = [];
  for (const { hidden, ...card } of exported.dashboard.cards) {
    const uid = newUid();
    cards.push({ ...card, uid });
    if (hidden) hiddenComponents.push(uid);
  }
  return { ...exported.dashboard, cards, hiddenComponents };
}
