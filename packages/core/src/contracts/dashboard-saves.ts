import { z } from 'zod';
import { CardConfig, ChatbotContract, ConnectedPage, Dashboard, DashboardUser } from './dashboard.ts';
import { Filter } from './filter.ts';

/**
 * The named saves of spec §7 (colour, theme, logo, cards, title, description, language, page, contract info,
 * global filter, onboarding status) plus users and hidden components: `PUT /dashboards/v1/{universeId}/
 * {dashboardId}/{save}` with `{version, value}`. Each writes one field of the dashboard document.
 */
export const DASHBOARD_SAVES = {
  color: { field: 'color', value: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'form.invalidValues' }) },
  theme: { field: 'isDarkTheme', value: z.boolean() },
  logo: { field: 'logo', value: z.string().max(2048).nullable() },
  cards: { field: 'cards', value: z.array(CardConfig).max(200) },
  title: { field: 'title', value: z.string().trim().min(1, { error: 'rename.errors.titleRequired' }) },
  description: { field: 'description', value: z.string().trim().max(2000) },
  language: { field: 'language', value: Dashboard.shape.language },
  pages: { field: 'pages', value: z.array(ConnectedPage) },
  contracts: { field: 'contracts', value: z.array(ChatbotContract) },
  'global-filter': { field: 'globalFilter', value: Filter },
  'onboarding-status': { field: 'onboardingStatus', value: z.string().max(100).nullable() },
  users: { field: 'users', value: z.array(DashboardUser).min(1) },
  'hidden-components': { field: 'hiddenComponents', value: z.array(z.string()) },
} as const;
export type DashboardSaveName = keyof typeof DASHBOARD_SAVES;
export const DASHBOARD_SAVE_NAMES = Object.keys(DASHBOARD_SAVES) as DashboardSaveName[];

/** The body of a named save: the version the editor started from and the field's new value. */
export function namedSaveRequest<N extends DashboardSaveName>(name: N) {
  return z.object({ version: z.number().int().min(1), value: DASHBOARD_SAVES[name].value });
}
export type NamedSaveRequest<N extends DashboardSaveName> = z.input<ReturnType<typeof namedSaveRequest<N>>>;

/** Invite users by e-mail, several separated by commas (spec §5): `POST …/{dashboardId}/users`. */
export const InviteUsersRequest = z.object({ version: z.number().int().min(1), emails: z.string() });
export type InviteUsersRequest = z.infer<typeof InviteUsersRequest>;

/** A card's tags view: `PUT …/{dashboardId}/view-tags` sets the card's tags_view filter. */
export const ViewTagsRequest = z.object({
  version: z.number().int().min(1),
  cardUid: z.string().min(1),
  tags: z.array(z.string().min(1)),
});
export type ViewTagsRequest = z.infer<typeof ViewTagsRequest>;
