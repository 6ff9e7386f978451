import { CardRequestRef, WAR_ROOM_ANSWERS, type WarRoomEndpoint, WarRoomQuery } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { SECURITY } from '../../http/openapi-security.ts';
import type { FiltersService } from '../filters/service.ts';
import type { CardAccess } from '../publishing/card-access.ts';
import type { WarRoomService } from './service.ts';

type Docs<E extends WarRoomEndpoint> = z.output<(typeof WAR_ROOM_ANSWERS)[E]>['docs'];

/**
 * GET /war-room/{endpoint} (spec §7): signed-in users of the universe, or guests for a card of their
 * dashboard; answers `docs`.
 */
export function warRoomRoutes(
  cardAccess: CardAccess,
  warRoom: WarRoomService,
  filters: FiltersService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const get = <E extends WarRoomEndpoint>(
      endpoint: E,
      summary: string,
      handle: (query: WarRoomQuery) => Promise<Docs<E>>,
    ) => {
      app.get(
        `/war-room/${endpoint}`,
        {
          schema: {
            summary,
            tags: ['war-room'],
            security: SECURITY.userOrGuest,
            // card_id: the card on the dashboard; guests may read only their dashboard's shareable cards.
            querystring: WarRoomQuery.extend(CardRequestRef.shape),
            response: { 200: WAR_ROOM_ANSWERS[endpoint] as z.ZodType },
          },
        },
        async (request, reply) => {
          const { card_id: cardId, filter_id: _id, filter: _text, ...query } = request.query;
          const scope = await cardAccess.authorize(request, reply, {
            accountId: query.account_id,
            universeId: query.universe_id,
            cardId,
            query: { service: 'war-room', endpoint },
            askedFilter: () => filters.resolve(request.query),
            dateRange: query.date_range,
            isStaging: query.is_staging === 'true',
          });
          // The card is only who asks: the answer (kept by its query) is the same for every card. The filter
          // travels decoded, as the scope allows it.
          const scoped = {
            ...query,
            date_range: scope.dateRange,
            is_staging: scope.isStaging ? ('true' as const) : ('false' as const),
            filter: JSON.stringify(scope.filter),
          };
          return { status: 'ok' as const, docs: await handle(scoped) };
        },
      );
    };
    get('monitoring-overview', 'Totals of the period (and of the one before)', warRoom.monitoringOverview);
    get('top-influencers', 'Authors by the sort (followers unless told)', warRoom.topInfluencers);
    get('top-posts', 'Posts by the sort (hottest unless told)', warRoom.topPosts);
    get('press-posts', 'The top posts of the press channels', warRoom.pressPosts);
    get('term-graph', 'The most frequent terms and how they go together', warRoom.termGraph);
    get('post-in-time', 'Posts per time bucket, the grain chosen from the period', warRoom.postInTime);
    get(
      'monitoring-multibar',
      'Posts per value of a field, each bar split by sentiment',
      warRoom.monitoringMultibar,
    );
    get('search-user', 'Authors whose username contains the search', warRoom.searchUser);
  };
}
