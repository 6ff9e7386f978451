import { z } from 'zod';

/** A user group ("company") of an account (spec §6: a user-group lookup exists). */
export const UserGroup = z.object({ id: z.string(), accountId: z.string(), name: z.string() });
export type UserGroup = z.infer<typeof UserGroup>;

/** GET company/?name=…: the group of that name in the caller's account; without a name, the caller's own. */
export const CompanyQuery = z.object({ name: z.string().trim().min(1).optional() });
export const CompanyResponse = z.object({ status: z.literal('ok'), company: UserGroup });
export type CompanyResponse = z.infer<typeof CompanyResponse>;

export const Account = z.object({
  id: z.string(),
  name: z.string(),
  /** ms since the epoch */
  createdAt: z.number().int(),
});
export type Account = z.infer<typeof Account>;

export const AccountResponse = z.object({ status: z.literal('ok'), account: Account });
export type AccountResponse = z.infer<typeof AccountResponse>;

/** GET panels-service/{version}/panels/{accountId}/{universeId}: the universe's dashboards by name. */
export const PanelsQuery = z.object({
  fields: z.string().optional(),
  from_datastore: z.string().optional(),
  /** The universe's API token: lets a server list the panels without a user session. */
  passkey: z.string().optional(),
});
export const Panel = z.object({ id: z.string(), name: z.string() });
export type Panel = z.infer<typeof Panel>;
export const PanelsResponse = z.object({ status: z.literal('ok'), panels: z.array(Panel) });
export type PanelsResponse = z.infer<typeof PanelsResponse>;
