import { WAR_ROOM_ANSWERS, type WarRoomEndpoint, WarRoomQuery } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { WarRoomService } from './service.ts';

type Docs<E extends WarRoomEndpoint> = z.output<(typeof WAR_ROOM_ANSWERS)[E]>['docs'];

/** GET /war-room/{endpoint} (spec §7): signed-in users, over a universe of their account; answers `docs`. */
export function warRoomRoutes(
  auth: AuthService,
  accounts: AccountsService,
  warRoom: WarRoomService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const get = <E extends WarRoomEndpoint>(
      endpoint: E,
      handle: (query: WarRoomQuery) => Promise<Docs<E>>,
    ) => {
      app.get(
        `/war-room/${endpoint}`,
        {
          schema: { querystring: WarRoomQuery, response: { 200: WAR_ROOM_ANSWERS[endpoint] as z.ZodType } },
          preHandler: requireSession(auth),
        },
        async (request) => {
          const { user } = sessionOf(request);
          await accounts.requireUniverse(user.id, request.query.universe_id, request.query.account_id);
          return { status: 'ok' as const, docs: await handle(request.query) };
        },
      );
    };
    get('monitoring-overview', warRoom.monitoringOverview);
    get('top-influencers', warRoom.topInfluencers);
    get('top-posts', warRoom.topPosts);
    get('press-posts', warRoom.pressPosts);
    get('term-graph', warRoom.termGraph);
    get('post-in-time', warRoom.postInTime);
    get('monitoring-multibar', warRoom.monitoringMultibar);
    get('search-user', warRoom.searchUser);
  };
}
