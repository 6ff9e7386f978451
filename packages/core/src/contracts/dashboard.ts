import { z } from 'zod';
import { CARD_HEIGHTS, CARD_WIDTHS } from '../domain/sizes.ts';

/** A card placed on a dashboard: which library card (`id`), its own size and texts. */
export const CardConfig = z.object({
  uid: z.string(),
  id: z.string(),
  width: z.union(CARD_WIDTHS.map((w) => z.literal(w))),
  height: z.enum(CARD_HEIGHTS),
  title: z.string().nullable(),
  description: z.string().nullable(),
  configVersion: z.number().int(),
});
export type CardConfig = z.infer<typeof CardConfig>;

export const DashboardUser = z.object({ email: z.string(), admin: z.boolean() });

/** The dashboard document, with the spec's field names (spec §3 "Dashboard"). */
export const Dashboard = z.object({
  id: z.string(),
  universeId: z.string(),
  title: z.string().min(1),
  description: z.string(),
  language: z.enum(['pt-BR', 'en']),
  color: z.string(),
  logo: z.string().nullable(),
  isDarkTheme: z.boolean(),
  cards: z.array(CardConfig),
  pages: z.array(z.object({ id: z.string(), channel: z.string() })),
  globalFilter: z.record(z.string(), z.unknown()),
  changeControl: z.number().int(),
  contracts: z.array(z.object({ commandUrl: z.string(), key: z.string() })),
  users: z.array(DashboardUser),
  userEmails: z.array(z.string()),
  onboardingStatus: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.string(),
  publishedToken: z.string(),
  publishedBy: z.string(),
  hiddenComponents: z.array(z.string()),
  version: z.number().int(),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const DashboardListResponse = z.object({
  status: z.literal('ok'),
  dashboards: z.array(Dashboard.pick({ id: true, title: true, description: true, isPublished: true })),
});
export type DashboardListResponse = z.infer<typeof DashboardListResponse>;

export const DashboardResponse = z.object({ status: z.literal('ok'), dashboard: Dashboard });
export type DashboardResponse = z.infer<typeof DashboardResponse>;
