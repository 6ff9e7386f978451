import { z } from 'zod';
import { SUB_DATA_TYPES } from '../cards/card-definition.ts';
import { CARD_HEIGHTS, CARD_WIDTHS } from '../domain/sizes.ts';
import { Filter } from './filter.ts';

/** The version of the card config written today; older saved configs are upgraded by migrateCardConfig. */
export const CARD_CONFIG_VERSION = 2;

/** Per-channel switches of a card (spec §3 "control"). */
export const ChannelControlSchema = z.object({
  hideInChannel: z.boolean(),
  disableTag: z.boolean(),
  disableTheme: z.boolean(),
  disablePolarity: z.boolean(),
});
export type ChannelControlConfig = z.infer<typeof ChannelControlSchema>;

export const DeskOptions = z.object({
  notSupportDeskFilters: z.boolean(),
  notSupportedOperators: z.array(z.string()),
});
export type DeskOptions = z.infer<typeof DeskOptions>;

export const AudienceOptions = z.object({ suportScheduledFilters: z.boolean() });
export type AudienceOptions = z.infer<typeof AudienceOptions>;

/**
 * A card placed on a dashboard: which library card (`id`), its own size and texts, and the per-instance
 * overrides change logs and users set. Every override is null when the card behaves as its definition says.
 */
export const CardConfig = z.object({
  uid: z.string(),
  id: z.string(),
  width: z.union(CARD_WIDTHS.map((w) => z.literal(w))),
  height: z.enum(CARD_HEIGHTS),
  title: z.string().nullable(),
  description: z.string().nullable(),
  configVersion: z.number().int(),
  shareable: z.boolean().nullable().default(null),
  subDataType: z.enum(SUB_DATA_TYPES).nullable().default(null),
  selectedFilters: Filter.nullable().default(null),
  control: z.record(z.string(), ChannelControlSchema).nullable().default(null),
  desk: DeskOptions.nullable().default(null),
  audience: AudienceOptions.nullable().default(null),
  /** A short note the editor shows on the card, under its title. */
  annotation: z.string().max(500).nullable().default(null),
  /** A text card's own markdown; null shows the definition's text. */
  text: z.string().max(20_000).nullable().default(null),
});
export type CardConfig = z.infer<typeof CardConfig>;

/** The override fields of a card config, all "as the definition". */
export const NO_CARD_OVERRIDES = {
  shareable: null,
  subDataType: null,
  selectedFilters: null,
  control: null,
  desk: null,
  audience: null,
  annotation: null,
  text: null,
} as const satisfies Pick<
  CardConfig,
  'shareable' | 'subDataType' | 'selectedFilters' | 'control' | 'desk' | 'audience' | 'annotation' | 'text'
>;

export const DashboardUser = z.object({ email: z.string(), admin: z.boolean() });
export type DashboardUser = z.infer<typeof DashboardUser>;

export const ConnectedPage = z.object({ id: z.string(), channel: z.string() });
export type ConnectedPage = z.infer<typeof ConnectedPage>;

/**
 * A chatbot contract (spec §3 "contracts"): the bot it serves (its botKey), the command URL the bot platform is
 * asked through and that URL's key. Filters name a contract by its command URL. The key is write-only: the
 * server keeps it and answers every contract with the key blank (userView, guestView); a save that leaves a
 * key blank keeps the stored one (keepContractKeys). Dashboards stored before contracts named their bot read
 * botKey '' (such a contract serves any bot).
 */
export const ChatbotContract = z.object({
  botKey: z.string().default(''),
  commandUrl: z.string(),
  key: z.string(),
});
export type ChatbotContract = z.infer<typeof ChatbotContract>;
export type ChatbotContractInput = z.input<typeof ChatbotContract>;

/** At most this many contracts per dashboard. */
export const MAX_CHATBOT_CONTRACTS = 50;

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
  pages: z.array(ConnectedPage),
  globalFilter: Filter,
  changeControl: z.number().int(),
  contracts: z.array(ChatbotContract),
  users: z.array(DashboardUser),
  userEmails: z.array(z.string()),
  onboardingStatus: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.string(),
  publishedToken: z.string(),
  publishedBy: z.string(),
  /**
   * Card uids (or library ids) hidden on this dashboard: not drawn, never sent to guests, listed under the
   * hidden components where an editor restores them.
   */
  hiddenComponents: z.array(z.string()),
  version: z.number().int(),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const DashboardSummary = Dashboard.pick({
  id: true,
  title: true,
  description: true,
  isPublished: true,
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const DashboardListResponse = z.object({
  status: z.literal('ok'),
  dashboards: z.array(DashboardSummary),
});
export type DashboardListResponse = z.infer<typeof DashboardListResponse>;

export const DashboardResponse = z.object({ status: z.literal('ok'), dashboard: Dashboard });
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/**
 * The fields a direct-access user may change (spec §6); the rest is owned by the server (changeControl moves
 * only when change logs are applied on activation).
 */
export const DashboardPatch = Dashboard.pick({
  title: true,
  description: true,
  language: true,
  color: true,
  logo: true,
  isDarkTheme: true,
  cards: true,
  pages: true,
  globalFilter: true,
  contracts: true,
  users: true,
  onboardingStatus: true,
  hiddenComponents: true,
}).partial();
export type DashboardPatch = z.infer<typeof DashboardPatch>;

/**
 * A save: the changed fields and the version the editor started from. A save over a newer version is refused
 * with 409 (DashboardConflictResponse), never applied over someone else's changes.
 */
export const SaveDashboardRequest = z.object({
  version: z.number().int().min(1),
  patch: DashboardPatch,
});
export type SaveDashboardRequest = z.infer<typeof SaveDashboardRequest>;

/** The rename dialog: a required title ('O título é obrigatório') and an optional description. */
export const RenameDashboardRequest = z.object({
  version: z.number().int().min(1),
  title: z.string().trim().min(1, { error: 'rename.errors.titleRequired' }),
  description: z.string().default(''),
});
export type RenameDashboardRequest = z.infer<typeof RenameDashboardRequest>;

export const CreateDashboardRequest = z.object({
  title: z.string().trim().min(1, { error: 'rename.errors.titleRequired' }),
  description: z.string().default(''),
  cardIds: z.array(z.string()).default([]),
});
export type CreateDashboardRequest = z.infer<typeof CreateDashboardRequest>;

export const SavedBy = z.object({ name: z.string(), email: z.string() });
export type SavedBy = z.infer<typeof SavedBy>;

/** The 409 answer to a stale save: who saved last, when, and the version to reload. */
export const DashboardConflictResponse = z.object({
  status: z.literal('error'),
  error: z.object({
    code: z.literal('CONFLICT'),
    message: z.string(),
    fields: z.null(),
  }),
  savedBy: SavedBy,
  savedAt: z.number().int(),
  currentVersion: z.number().int(),
});
export type DashboardConflictResponse = z.infer<typeof DashboardConflictResponse>;
