import { z } from 'zod';
import { CardConfig, Dashboard } from './dashboard.ts';

export const DASHBOARD_EXPORT_FORMAT = 'mirante-dashboard';

/** A card in an export: its config without the uid, and whether it was a hidden component. */
export const ExportedCard = CardConfig.omit({ uid: true }).extend({ hidden: z.boolean().default(false) });
export type ExportedCard = z.infer<typeof ExportedCard>;

/**
 * A dashboard as JSON to export and import: the layout and look only. Ids (dashboard, universe, card uids),
 * users, publishing state and tokens (chatbot contract keys included) are stripped; an import gets new ones.
 */
export const DashboardExport = z.object({
  format: z.literal(DASHBOARD_EXPORT_FORMAT),
  exportVersion: z.literal(1),
  dashboard: Dashboard.pick({
    title: true,
    description: true,
    language: true,
    color: true,
    logo: true,
    isDarkTheme: true,
    pages: true,
    globalFilter: true,
    changeControl: true,
  }).extend({ cards: z.array(ExportedCard).max(200) }),
});
export type DashboardExport = z.infer<typeof DashboardExport>;
export type DashboardExportInput = z.input<typeof DashboardExport>;
