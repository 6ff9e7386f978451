import type { WAR_ROOM_ANSWERS, WarRoomEndpoint, WarRoomQuery } from '@mirante/core';
import type { z } from 'zod';
import type { CardDataHandler } from '../../http/card-data-routes.ts';
import type { WarRoomService } from './service.ts';

type Docs<E extends WarRoomEndpoint> = z.output<(typeof WAR_ROOM_ANSWERS)[E]>['docs'];
type WarRoomHandler = CardDataHandler<WarRoomQuery, null>;
type Read<E extends WarRoomEndpoint> = (query: WarRoomQuery) => Promise<Docs<E>>;

/**
 * The war-room entries of core's endpoint registry (`GET /war-room/{endpoint}`, spec §7): each endpoint's
 * summary and the service's method answering it as `docs`.
 */
export function warRoomHandlers(
  warRoom: WarRoomService,
): Record<`war-room/${WarRoomEndpoint}`, WarRoomHandler> {
  const endpoints: { [E in WarRoomEndpoint]: [summary: string, read: Read<E>] } = {
    'monitoring-overview': ['Totals of the period (and of the one before)', warRoom.monitoringOverview],
    'top-influencers': ['Authors by the sort (followers unless told)', warRoom.topInfluencers],
    'top-posts': ['Posts by the sort (hottest unless told)', warRoom.topPosts],
    'press-posts': ['The top posts of the press channels', warRoom.pressPosts],
    'term-graph': ['The most frequent terms and how they go together', warRoom.termGraph],
    'post-in-time': ['Posts per time bucket, the grain chosen from the period', warRoom.postInTime],
    'monitoring-multibar': [
      'Posts per value of a field, each bar split by sentiment',
      warRoom.monitoringMultibar,
    ],
    'search-user': ['Authors whose username contains the search', warRoom.searchUser],
  };
  const handlers = Object.entries(endpoints).map(([endpoint, [summary, read]]): [string, WarRoomHandler] => [
    `war-room/${endpoint}`,
    {
      summary,
      // The answer (kept by its query) is the same for every card; the filter travels decoded, as the scope
      // allows it.
      handle: async ({ query, scope }) => ({
        answer: { status: 'ok', docs: await read({ ...query, filter: JSON.stringify(scope.filter) }) },
      }),
    },
  ]);
  return Object.fromEntries(handlers) as Record<`war-room/${WarRoomEndpoint}`, WarRoomHandler>;
}
