import type { CardDefinition } from '../../cards/card-definition.ts';
import {
  WAR_ROOM_ANSWERS,
  WAR_ROOM_ENDPOINTS,
  type WarRoomEndpoint,
  WarRoomQuery,
} from '../../contracts/war-room.ts';
import { PEOPLE_ENDPOINTS } from '../../rules/people-exposure.ts';
import type { CardData } from '../card-data.ts';
import { cardNotesOf, withNotes } from '../card-notes.ts';
import { type WarRoomAnswer, warRoomCardData } from '../war-room-mapper.ts';
import { type CardEndpoint, endpointKey } from './card-endpoint.ts';
import { serviceGetRequest } from './service-request.ts';
import { CARD_DATA_RETRIES, CARD_DATA_TIMEOUT_MS } from './timeouts.ts';

type WarRoomDocsAnswer = { status: 'ok'; docs: unknown };

/** Endpoints that read the collected profiles besides the posts. */
const READS_PROFILES: ReadonlySet<WarRoomEndpoint> = new Set(['top-influencers', 'search-user']);

const withCardNotes = (definition: CardDefinition, data: CardData) =>
  withNotes(data, cardNotesOf(definition, data, null));

/** `GET /war-room/{endpoint}` (spec §7): the monitoring endpoints over the universe's posts. */
function warRoomEndpoint(endpoint: WarRoomEndpoint): CardEndpoint<WarRoomDocsAnswer> {
  return {
    key: endpointKey('war-room', endpoint),
    service: 'war-room',
    endpoint,
    method: 'GET',
    route: `/war-room/${endpoint}`,
    query: WarRoomQuery,
    body: null,
    answer: WAR_ROOM_ANSWERS[endpoint],
    timeoutMs: CARD_DATA_TIMEOUT_MS,
    retries: CARD_DATA_RETRIES,
    datasets: READS_PROFILES.has(endpoint) ? ['posts', 'profiles'] : ['posts'],
    perBot: false,
    previousPeriod: endpoint === 'monitoring-overview' ? 'variation-parameter' : 'none',
    listsPeople: PEOPLE_ENDPOINTS['war-room']?.includes(endpoint) ?? false,
    requests(definition, context, filter) {
      if (definition.query.service !== 'war-room') throw new Error(`${definition.id} is not a war-room card`);
      const { params } = definition.query;
      // Authors are searched by a text the user types: until then the card lists nobody.
      if (endpoint === 'search-user' && !('search' in params)) return [];
      const variation =
        endpoint === 'monitoring-overview' && definition.props.metricToCompare === 'previousPeriod';
      return [
        serviceGetRequest(this, { ...params, ...(variation ? { variation: true } : {}) }, context, filter),
      ];
    },
    map(definition, [answer], t) {
      if (!answer) return withCardNotes(definition, { kind: 'authors', authors: [] });
      // The answer was checked with this endpoint's own schema, so its docs are this endpoint's docs.
      const tagged = { endpoint, docs: answer.docs } as WarRoomAnswer;
      return withCardNotes(definition, warRoomCardData(definition, tagged, t));
    },
  };
}

export const warRoomEndpoints: readonly CardEndpoint<WarRoomDocsAnswer>[] =
  WAR_ROOM_ENDPOINTS.map(warRoomEndpoint);
