import { z } from 'zod';
import { ConnectedPage } from './dashboard.ts';

/** Query of the studio service's /pages and /universe (spec §7). */
export const StudioUniverseQuery = z.object({ acc_id: z.string().min(1), uni_id: z.string().min(1) });
/** Query of /repliers: the account only. */
export const StudioAccountQuery = z.object({ acc_id: z.string().min(1) });

export const Tenant = z.object({ id: z.string(), name: z.string() });
export type Tenant = z.infer<typeof Tenant>;

/**
 * A universe (spec §3): isStaging, apiToken and the integration token. The integration token is stored only
 * as a hash, so it is shown once when rotated; here only when it was last rotated (ms, null if never).
 */
export const UniverseInfo = z.object({
  id: z.string(),
  accountId: z.string(),
  name: z.string(),
  kind: z.enum(['brand', 'chatbot']),
  isStaging: z.boolean(),
  apiToken: z.string(),
  integrationTokenRotatedAt: z.number().int().nullable(),
  tenants: z.array(Tenant),
});
export type UniverseInfo = z.infer<typeof UniverseInfo>;

/** A customer-service operator of the account's pages, with how many status changes they made. */
export const Replier = z.object({ name: z.string(), statusChanges: z.number().int() });
export type Replier = z.infer<typeof Replier>;

/** A page a universe holds (GET /pages): what a dashboard connects ({id, channel}) and the name to show it by. */
export const StudioPage = ConnectedPage.extend({ name: z.string() });
export type StudioPage = z.infer<typeof StudioPage>;

export const PagesAnswer = z.object({ status: z.literal('ok'), message: z.array(StudioPage) });
export type PagesAnswer = z.infer<typeof PagesAnswer>;
export const UniverseAnswer = z.object({ status: z.literal('ok'), message: UniverseInfo });
export type UniverseAnswer = z.infer<typeof UniverseAnswer>;
export const RepliersAnswer = z.object({ status: z.literal('ok'), message: z.array(Replier) });
export type RepliersAnswer = z.infer<typeof RepliersAnswer>;

/** A new integration token, shown this once; the old one stops working at once. */
export const RotateTokenResponse = z.object({
  status: z.literal('ok'),
  universeId: z.string(),
  integrationToken: z.string(),
});
export type RotateTokenResponse = z.infer<typeof RotateTokenResponse>;
