import { z } from 'zod';

export const StoreHealth = z.object({
  status: z.enum(['ok', 'error']),
  driver: z.string(),
  latencyMs: z.number(),
  message: z.string().nullable(),
});

export const HealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  version: z.string(),
  uptimeSeconds: z.number(),
  stores: z.object({ meta: StoreHealth, analytics: StoreHealth }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
