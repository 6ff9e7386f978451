import { CardRequestRef, WAR_ROOM_ANSWERS, type WarRoomEndpoint, WarRoomQuery } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CardAccess } from '../publishing/card-access.ts';
import type { WarRoomService } from './service.ts';

type Docs<E extends WarRoomEndpoint> = z.output<(typeof WAR_ROOM_ANSWERS)[E]>['docs'];

/**
 * GET /war-room/{endpoint} (spec §7): signed-in users of the universe, or guests for a card of their
 * dashboard; answers `docs`.
 */
export function warRoomRoutes(cardAccess: CardAccess, warRoom: WarRoomService): FastifyPluginAsyncZod {
  return async (app) => {
    const get = <E extends WarRoomEndpoint>(
      endpoint: E,
      handle: (query: WarRoomQuery) => Promise<Docs<E>>,
    ) => {
      app.get(
        `/war-room/${endpoint}`,
        {
          schema: {
            // card_id: the card on the dashboard; guests may read only their dashboard's shareable cards.
            querystring: WarRoomQuery.extend(CardRequestRef.shape),
            response: { 200: WAR_ROOM_ANSWERS[endpoint] as z.ZodType },
          },
        },
        async (request, reply) => {
          await cardAccess.authorize(request, reply, {
            accountId: request.query.account_id,
            universeId: request.query.universe_id,
            cardId: request.query.card_id,
            query: { service: 'war-room', endpoint },
          });
          // The card is only who asks: the answer (kept by its query) is the same for every card.
          const { card_id: _card, ...query } = request.query;
          return { status: 'ok' as const, docs: await handle(query) };
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
