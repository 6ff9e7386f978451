import type { CardDefinition } from '../../cards/card-definition.ts';
import { DESK_ANSWERS, DESK_ENDPOINTS, type DeskEndpoint, DeskQuery } from '../../contracts/desk.ts';
import { PEOPLE_ENDPOINTS } from '../../rules/people-exposure.ts';
import { type DeskCardAnswer, deskCardData } from '../desk-mapper.ts';
import { botCardBlockedBy, botCardPlan, botCardRequests } from './bot-card-requests.ts';
import { type CardEndpoint, endpointKey } from './card-endpoint.ts';
import type { CardDataContext } from './card-request.ts';
import { CARD_DATA_RETRIES, CARD_DATA_TIMEOUT_MS } from './timeouts.ts';

/** What each endpoint reads: tickets, attendants' status changes, or both. */
function datasetsOf(endpoint: DeskEndpoint): CardEndpoint['datasets'] {
  if (endpoint === 'desk/agents' || endpoint === 'desk/analytics/attendants/productivity')
    return ['attendant-status'];
  // A team is the queue of a ticket or one of an attendant's.
  if (endpoint === 'desk/teams') return ['desk-tickets', 'attendant-status'];
  if (
    endpoint === 'desk/monitoring/ticket-metrics' ||
    endpoint === 'desk/monitoring/attendant-status-metrics' ||
    endpoint === 'desk/monitoring/attendants' ||
    endpoint === 'desk/monitoring/teams' ||
    endpoint === 'desk/monitoring/tickets' ||
    endpoint === 'desk/monitoring/open-tickets' ||
    endpoint === 'desk/analytics/attendants'
  )
    return ['desk-tickets', 'attendant-status'];
  return ['desk-tickets'];
}

/** `/desk/analytics/timings`: the desk's paths already start with the service (spec §7). */
const deskRoute = (endpoint: string) => `/${endpoint}`;

const planOf = (definition: CardDefinition, context: CardDataContext, filter: string | null) => {
  const { query } = definition;
  if (query.service !== 'desk') throw new Error(`${definition.id} is not a desk card`);
  return botCardPlan(definition, context, filter, {
    service: 'desk',
    routeOf: deskRoute,
    endpoints: [query.endpoint],
    singleBot: false,
    needsCategory: false,
  });
};

/** `GET /desk/…` (spec §7): human service reports over the period and live monitoring. */
function deskEndpoint(endpoint: DeskEndpoint): CardEndpoint<DeskCardAnswer> {
  return {
    key: endpointKey('desk', endpoint),
    service: 'desk',
    endpoint,
    method: 'GET',
    route: deskRoute(endpoint),
    query: DeskQuery,
    body: null,
    answer: DESK_ANSWERS[endpoint],
    timeoutMs: CARD_DATA_TIMEOUT_MS,
    retries: CARD_DATA_RETRIES,
    datasets: datasetsOf(endpoint),
    perBot: true,
    previousPeriod: 'none',
    listsPeople: PEOPLE_ENDPOINTS.desk?.includes(endpoint) ?? false,
    blockedBy(definition, context, filter) {
      return botCardBlockedBy(planOf(definition, context, filter));
    },
    requests(definition, context, filter) {
      return botCardRequests(planOf(definition, context, filter));
    },
    map(definition, answers, t) {
      return deskCardData(definition, answers, t);
    },
  };
}

export const deskEndpoints: readonly CardEndpoint<DeskCardAnswer>[] = DESK_ENDPOINTS.map(deskEndpoint);
