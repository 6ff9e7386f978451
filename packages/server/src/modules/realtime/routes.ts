import { REALTIME_EVENTS, REALTIME_HEARTBEAT_MS } from '@mirante/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResolvedViewer, Viewers } from '../../http/viewer.ts';
import { maySeeChange } from './may-see-change.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { createRealtimeHub } from './realtime-hub.ts';
import { openSseStream } from './sse-stream.ts';

const UniverseParams = z.object({ universeId: z.string().min(1) });
const DashboardParams = UniverseParams.extend({ dashboardId: z.string().min(1) });

/**
 * Server-sent events of dashboard changes: every dashboard of a universe that the user may see, or one
 * dashboard (for its direct-access users, or for guests of that dashboard). Checks run before the stream
 * opens, so a refusal is an ordinary 401/403/404 answer.
 */
export function realtimeRoutes(viewers: Viewers, bus: RealtimeBus): FastifyPluginAsyncZod {
  return async (app) => {
    const hub = createRealtimeHub({ bus, maySee: maySeeChange(viewers), heartbeatMs: REALTIME_HEARTBEAT_MS });
    // Open streams never end by themselves: end them first, so the graceful drain is not held open.
    app.addHook('preClose', async () => hub.closeAll());

    const subscribe = (
      reply: FastifyReply,
      viewer: ResolvedViewer,
      universeId: string,
      dashboardId: string | null,
    ) => {
      let leave = () => {};
      const stream = openSseStream(reply, () => leave());
      leave = hub.add({ universeId, dashboardId, viewer, stream });
      stream.send(REALTIME_EVENTS.ready, { universeId, dashboardId });
    };

    app.get(
      '/realtime/v1/:universeId/dashboards',
      { schema: { params: UniverseParams } },
      async (request, reply) => {
        const viewer = await viewers.resolve(request);
        await viewers.requireUniverseReader(viewer.viewer, request.params.universeId);
        subscribe(reply, viewer, request.params.universeId, null);
      },
    );

    app.get(
      '/realtime/v1/:universeId/dashboards/:dashboardId',
      { schema: { params: DashboardParams } },
      async (request, reply) => {
        const { universeId, dashboardId } = request.params;
        const viewer = await viewers.resolve(request);
        await viewers.requireDashboardReader(viewer.viewer, universeId, dashboardId);
        subscribe(reply, viewer, universeId, dashboardId);
      },
    );
  };
}
