import { REALTIME_EVENTS, REALTIME_HEARTBEAT_MS } from '@mirante/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY } from '../../http/openapi-security.ts';
import type { ResolvedViewer, Viewers } from '../../http/viewer.ts';
import { maySeeChange } from './may-see-change.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { createRealtimeHub } from './realtime-hub.ts';
import { openSseStream } from './sse-stream.ts';

const UniverseParams = z.object({ universeId: z.string().min(1) });
const DashboardParams = UniverseParams.extend({ dashboardId: z.string().min(1) });

/** The answer of both routes: a stream that stays open, its events told here (OpenAPI has no schema for them). */
const EVENT_STREAM = {
  200: {
    description: [
      `Server-sent events: \`${REALTIME_EVENTS.ready}\` {universeId, dashboardId} first; then`,
      `\`${REALTIME_EVENTS.dashboardChanged}\` {universeId, dashboardId, change, version, savedBy, savedAt} (savedBy`,
      `null to guests) on each change; \`${REALTIME_EVENTS.sessionEnded}\` {} when the session or guest access ends.`,
      `A comment line every ${REALTIME_HEARTBEAT_MS / 1000} s keeps it open.`,
    ].join(' '),
    content: { 'text/event-stream': { schema: z.string() } },
  },
};

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
      {
        schema: {
          summary: 'Changes of every dashboard of the universe that the user may see (server-sent events)',
          tags: ['realtime'],
          security: SECURITY.user,
          params: UniverseParams,
          response: EVENT_STREAM,
        },
      },
      async (request, reply) => {
        const viewer = await viewers.resolve(request);
        await viewers.requireUniverseReader(viewer.viewer, request.params.universeId);
        subscribe(reply, viewer, request.params.universeId, null);
      },
    );

    app.get(
      '/realtime/v1/:universeId/dashboards/:dashboardId',
      {
        schema: {
          summary: `Changes of one dashboard, for its users or its guests (server-sent events)`,
          tags: ['realtime'],
          security: SECURITY.userOrGuest,
          params: DashboardParams,
          response: EVENT_STREAM,
        },
      },
      async (request, reply) => {
        const { universeId, dashboardId } = request.params;
        const viewer = await viewers.resolve(request);
        await viewers.requireDashboardReader(viewer.viewer, universeId, dashboardId);
        subscribe(reply, viewer, universeId, dashboardId);
      },
    );
  };
}
