import { HealthResponse } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECURITY } from '../../http/openapi-security.ts';

interface Pingable {
  driver: string;
  ping(): Promise<void>;
}

async function check(store: Pingable) {
  const started = performance.now();
  try {
    await store.ping();
    return {
      status: 'ok' as const,
      driver: store.driver,
      latencyMs: performance.now() - started,
      message: null,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      status: 'error' as const,
      driver: store.driver,
      latencyMs: performance.now() - started,
      message,
    };
  }
}

export function healthRoutes(
  stores: { meta: Pingable; analytics: Pingable },
  version: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'The state of each store (503 when one fails)',
          tags: ['health'],
          security: SECURITY.none,
          response: { 200: HealthResponse, 503: HealthResponse },
        },
      },
      async (_request, reply) => {
        const [meta, analytics] = await Promise.all([check(stores.meta), check(stores.analytics)]);
        const ok = meta.status === 'ok' && analytics.status === 'ok';
        reply.status(ok ? 200 : 503);
        return {
          status: ok ? ('ok' as const) : ('error' as const),
          version,
          uptimeSeconds: Math.round(process.uptime()),
          stores: { meta, analytics },
        };
      },
    );
  };
}
