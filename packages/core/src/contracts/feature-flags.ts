import { z } from 'zod';
import { FEATURE_FLAGS } from '../domain/feature-flags.ts';

/** The dashboard and universe the flags are asked for; account and user come from the path and session. */
export const FeatureFlagsQuery = z.object({
  dashboard: z.string().optional(),
  universe: z.string().optional(),
});

const FlagValues = z.record(z.enum(FEATURE_FLAGS), z.boolean());

export const FeatureFlagsResponse = z.object({
  status: z.literal('ok'),
  /** Every flag's effective value: the account's override, else the default. */
  flags: FlagValues,
  /** Only the flags an admin overrode for this account. */
  overrides: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()),
});
export type FeatureFlagsResponse = z.infer<typeof FeatureFlagsResponse>;

export const FlagParams = z.object({ accountId: z.string().min(1), flag: z.string().min(1) });

/** An admin's override for one account: on, off, or null to return to the default. */
export const FlagOverrideRequest = z.object({ enabled: z.boolean().nullable() });
export type FlagOverrideRequest = z.infer<typeof FlagOverrideRequest>;
