import { CARD_ENDPOINTS, type CardEndpoint, CardRequestRef } from '@mirante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { FiltersService } from '../modules/filters/service.ts';
import type { CardAccess } from '../modules/publishing/card-access.ts';
import type { CardDataScope } from '../modules/publishing/guest-service.ts';
import { AppError } from './app-error.ts';
import { SECURITY } from './openapi-security.ts';

/*
 * One route family for card data (DESIGN §2): every entry of core's endpoint registry that a module has a
 * handler for is registered here, with the entry's own schemas, the session-or-guest check, the entry's
 * timeout and the cache header. Modules write handlers (modules/<name>/handlers.ts), never card-data routes.
 */

/** The card data request parameters (spec §3) this route reads from every entry's query. */
const SCOPE_PARAMS = ['account_id', 'universe_id', 'date_range', 'is_staging', 'filter_id', 'filter'];

interface CardDataParams {
  account_id: string;
  universe_id: string;
  date_range: string;
  is_staging: 'true' | 'false';
  filter_id?: string;
  filter?: string;
  card_id?: string;
}

/**
 * A request's query as a handler gets it: without card_id (the card is only who asks: the answer is the same
 * for every card) and without the filter (the scope's, decoded), its date_range and is_staging as the scope
 * allows them (a guest's are held to its dashboard).
 */
export type HandlerQuery<Query> = Omit<Query, 'card_id' | 'filter_id' | 'filter'>;

export interface CardDataInput<Query, Body, Params> {
  /** The route's path parameters, as the handler's `params` schema parsed them. */
  params: Params;
  query: HandlerQuery<Query>;
  /** The body as the entry's schema parsed it; null for a GET. */
  body: Body;
  /** What the caller may read: the filter, period and staging flag to run with. */
  scope: CardDataScope;
}

export interface CardDataAnswer {
  /** The entry's answer (checked against `entry.answer` as it is sent). */
  answer: unknown;
  /** Whether it came from the result cache (the x-cache header); left out when the handler cannot tell. */
  cached?: boolean;
}

/** A module's handler of one registry entry: its route's documentation and the work behind it. */
export interface CardDataHandler<Query = unknown, Body = unknown, Params = Record<string, string>> {
  /** The route's summary in the API reference; `description` adds to what every card-data route says. */
  summary: string;
  description?: string;
  /** The schema of the route's path parameters (`:entity`), when it has any. */
  params?: z.ZodObject;
  handle(input: CardDataInput<Query, Body, Params>): Promise<CardDataAnswer>;
}

/** Handlers by registry key (`CardEndpoint.key`). */
export type CardDataHandlers = Readonly<Record<string, CardDataHandler>>;

const routeParams = (route: string) => [...route.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/** The request's path: the entry's route with its parameters filled in, as core's `requests` write it. */
const pathOf = (route: string, params: Readonly<Record<string, string>>) =>
  route.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');

/** A handler must answer an entry, with the entry's path parameters, over a query the route can read. */
function checkHandlers(endpoints: readonly CardEndpoint[], handlers: CardDataHandlers): void {
  for (const [key, handler] of Object.entries(handlers)) {
    const endpoint = endpoints.find((entry) => entry.key === key);
    if (!endpoint) throw new Error(`card-data handler '${key}': no such entry in core's CARD_ENDPOINTS`);
    const expected = routeParams(endpoint.route).sort();
    const given = Object.keys(handler.params?.shape ?? {}).sort();
    if (expected.join() !== given.join())
      throw new Error(
        `card-data handler '${key}': params [${given}] but ${endpoint.route} has [${expected}]`,
      );
    const missing = SCOPE_PARAMS.filter((name) => !(name in endpoint.query.shape));
    if (missing.length > 0)
      throw new Error(`card-data entry '${key}': its query lacks ${missing.join(', ')} (spec §3)`);
  }
}

/** The handler's work, or the spec's communication error (504) once the entry's time is up (spec §9). */
async function withinTimeout<T>(timeoutMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError(504, 'TIMEOUT', 'error.timeout')), timeoutMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function descriptionOf(endpoint: CardEndpoint, handler: CardDataHandler): string {
  const guests = endpoint.listsPeople
    ? 'Never for guests: its answers list people (LGPD).'
    : `Guests read only the cards of their dashboard that guests see (card_id).`;
  const timeout = `Answers within ${endpoint.timeoutMs / 1000} s, else 504.`;
  return [guests, handler.description, timeout].filter(Boolean).join(' ');
}

export interface CardDataRoutesDeps {
  cardAccess: CardAccess;
  filters: FiltersService;
  handlers: CardDataHandlers;
  /** Core's registry unless told (tests). */
  endpoints?: readonly CardEndpoint[];
}

/**
 * `entry.method entry.route` for every registry entry with a handler: querystring, body and answer from the
 * entry (card_id added), tagged by its service. An entry without a handler is not served (its cards say their
 * source is not available: core's NOT_YET_SERVED); a handler without an entry fails at start.
 */
export function cardDataRoutes(deps: CardDataRoutesDeps): FastifyPluginAsyncZod {
  const endpoints = deps.endpoints ?? CARD_ENDPOINTS;
  checkHandlers(endpoints, deps.handlers);
  return async (app) => {
    for (const endpoint of endpoints) {
      const handler = deps.handlers[endpoint.key];
      if (!handler) continue;
      app.route({
        method: endpoint.method,
        url: endpoint.route,
        schema: {
          summary: handler.summary,
          description: descriptionOf(endpoint, handler),
          tags: [endpoint.service],
          security: endpoint.method === 'GET' ? SECURITY.userOrGuest : SECURITY.userChangingOrGuest,
          ...(handler.params ? { params: handler.params } : {}),
          // card_id: the card on the dashboard; guests may read only their dashboard's shareable cards.
          querystring: endpoint.query.extend(CardRequestRef.shape),
          ...(endpoint.body ? { body: endpoint.body } : {}),
          response: { 200: endpoint.answer },
        },
        handler: async (request, reply) => {
          // Parsed by the entry's query, which carries these (checkHandlers).
          const asked = request.query as unknown as CardDataParams;
          const { card_id: cardId, filter_id: _id, filter: _text, ...query } = asked;
          const params = (request.params ?? {}) as Record<string, string>;
          const body = endpoint.body === null ? null : request.body;
          const scope = await deps.cardAccess.authorize(request, reply, {
            accountId: query.account_id,
            universeId: query.universe_id,
            cardId,
            endpoint,
            path: pathOf(endpoint.route, params),
            body,
            query: asked as unknown as Record<string, unknown>,
            askedFilter: () => deps.filters.resolve(asked),
            dateRange: query.date_range,
            isStaging: query.is_staging === 'true',
            ip: request.ip,
          });
          const scoped = {
            ...query,
            date_range: scope.dateRange,
            is_staging: scope.isStaging ? ('true' as const) : ('false' as const),
          };
          const { answer, cached } = await withinTimeout(
            endpoint.timeoutMs,
            handler.handle({ params, query: scoped, body, scope }),
          );
          if (cached !== undefined) reply.header('x-cache', cached ? 'hit' : 'miss');
          return answer;
        },
      });
    }
  };
}
