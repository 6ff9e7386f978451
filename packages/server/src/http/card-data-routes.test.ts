import {
  CARD_ENDPOINTS,
  type CardDataContext,
  type CardDefinition,
  type CardEndpoint,
  type CardRequest,
  cardEndpointByKey,
  cardQueryString,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  type Dashboard,
  defaultDateRange,
  formatDateRangeParam,
  translate,
} from '@mirante/core';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../demo/seed-demo.ts';
import { createDashboard } from '../modules/dashboards/dashboards-test-support.ts';
import type { FiltersService } from '../modules/filters/service.ts';
import type { CardAccess } from '../modules/publishing/card-access.ts';
import { enterAsGuest, publish, type Tenant } from '../security/tenant-fixtures.ts';
import { signIn } from '../test-support/sign-in.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { type CardDataHandlers, cardDataRoutes } from './card-data-routes.ts';
import { registerErrorHandler } from './error-handler.ts';
import { OPENAPI_PATH } from './openapi.ts';

const now = Date.now();
const t = (key: Parameters<typeof translate>[0]) => translate(key);

/** The demo brand universe over the last 7 days, as a dashboard without filters shows it. */
const context: CardDataContext = {
  accountId: DEMO.accountId,
  universeId: DEMO.brandUniverseId,
  isStaging: false,
  dateRange: defaultDateRange(now),
  globalFilter: {},
  pages: [],
  contracts: [],
};

/** The demo chatbot's contract: chatbot cards ask only with a bot and a contract (its command URL) chosen (spec §5, §8). */
const DEMO_CONTRACT = {
  botKey: 'marcademoatendimento',
  key: 'demo-contrato',
  commandUrl: 'https://demo.http.msging.net/commands',
};

/**
 * The demo chatbot universe over the same days, its first bot and contract chosen in the global filter, and an
 * event category (the actions cards ask one).
 */
const chatbotContext: CardDataContext = {
  ...context,
  universeId: DEMO.chatbotUniverseId,
  globalFilter: { bots: ['marcademoatendimento'], contracts: [DEMO_CONTRACT.commandUrl], category: 'menu' },
  contracts: [DEMO_CONTRACT],
};

/** The dashboard view an entry's cards are asked from: the chatbot's for its services (and the desk's), else the brand's. */
const contextOf = (endpoint: CardEndpoint): CardDataContext =>
  endpoint.service === 'chatbot-analytics' || endpoint.service === 'desk' ? chatbotContext : context;

/**
 * What the user types into cards that ask nothing before it (search-user), by entry; for an entry no card of
 * the catalogue reads (event-track-categories, which feeds the category choice), what a request names.
 */
const TYPED: Readonly<Record<string, Record<string, string>>> = {
  'war-room/search-user': { search: 'ma' },
  'chatbot-analytics/analytics/event-track-categories': { botKey: 'marcademoatendimento' },
  // The desk's lists that feed the filters, and the tickets per attendant no card draws.
  'desk/desk/agents': { botKey: 'marcademoatendimento' },
  'desk/desk/teams': { botKey: 'marcademoatendimento' },
  'desk/desk/tags/active': { botKey: 'marcademoatendimento' },
  'desk/desk/monitoring/tickets': { botKey: 'marcademoatendimento' },
};

/**
 * The requests for the entry as a card of the catalogue makes them (core's `requests`, as the web sends them:
 * the card's every request, for every endpoint it reads), and that card; for an entry whose cards ask nothing
 * until the user types, its request once they have.
 */
function requestsFor(endpoint: CardEndpoint): { definition: CardDefinition | null; requests: CardRequest[] } {
  const view = contextOf(endpoint);
  for (const definition of cardRegistry.all()) {
    const source = cardSourceOf(definition, view, null);
    if (source.kind === 'endpoint' && source.endpoint.key === endpoint.key && source.requests[0])
      return { definition, requests: source.requests };
  }
  expect(endpoint.route, `${endpoint.key}: no card asks it, and its route has parameters`).not.toContain(':');
  const query = {
    date_range: formatDateRangeParam(view.dateRange),
    account_id: view.accountId,
    universe_id: view.universeId,
    is_staging: 'false',
    ...TYPED[endpoint.key],
  };
  return {
    definition: null,
    requests: [{ endpoint: endpoint.key, method: endpoint.method, path: endpoint.route, query, body: null }],
  };
}

describe('the card-data routes of the app', () => {
  const registered: RouteOptions[] = [];
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let user: Awaited<ReturnType<typeof signIn>>;
  // Every entry has a handler today; one without would not be registered (cardDataRoutes below). The importer
  // cards' entries are forms whose uploads go through their own routes (modules/importers), not card data.
  const served = CARD_ENDPOINTS.filter((endpoint) => endpoint.service !== 'importers');

  beforeAll(async () => {
    app = await createTestApp(now, { onRoute: (route) => registered.push(route) });
    user = await signIn(app.app);
  }, 120_000);
  afterAll(() => app?.close());

  it('registers every entry with a handler at its route, with the schemas of the entry', () => {
    for (const endpoint of served) {
      const route = registered.find((r) => r.url === endpoint.route && r.method === endpoint.method);
      expect(route, endpoint.key).toBeDefined();
      const schema = route?.schema as Record<string, unknown>;
      expect(schema.body ?? null, endpoint.key).toBe(endpoint.body);
      expect((schema.response as Record<string, unknown>)[200], endpoint.key).toBe(endpoint.answer);
      expect(Object.keys((schema.querystring as { shape: object }).shape)).toEqual([
        ...Object.keys(endpoint.query.shape),
        'card_id',
      ]);
    }
  });

  it('documents each route with a summary, the tag of its service and who may call it', async () => {
    const doc = (await app.app.inject({ url: OPENAPI_PATH })).json();
    for (const endpoint of served) {
      const path = endpoint.route.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.summary, endpoint.key).toBeTruthy();
      expect(operation?.tags, endpoint.key).toEqual([endpoint.service]);
      expect(operation?.security, endpoint.key).toContainEqual({ guestCookie: [] });
      expect(operation?.description, endpoint.key).toContain(`${endpoint.timeoutMs / 1000} s`);
    }
  });

  it('answers 200 to each entry for the demo universe, answers its schema and mapper take', async () => {
    for (const endpoint of served) {
      const { definition, requests } = requestsFor(endpoint);
      const answers: unknown[] = [];
      for (const request of requests) {
        const response = await app.app.inject({
          method: request.method,
          url: `${request.path}?${cardQueryString(request.query)}`,
          headers: { ...user },
          ...(request.body === null ? {} : { payload: request.body as object }),
        });
        const asked = `${endpoint.key} (${request.path}): ${response.body.slice(0, 200)}`;
        expect(response.statusCode, asked).toBe(200);
        answers.push((cardEndpointByKey(request.endpoint) ?? endpoint).answer.parse(response.json()));
      }
      if (definition) expect(endpoint.map(definition, answers, t).kind, definition.id).toBeTruthy();
    }
  }, 120_000);

  it('counts the demo chatbot: its cards ask with a bot and a contract, and find messages', async () => {
    const received = CARD_ENDPOINTS.find((e) => e.key === 'chatbot-analytics/analytics/received-messages');
    if (!received) throw new Error('no received-messages entry');
    const { requests } = requestsFor(received);
    expect(requests[0]?.query).toMatchObject({
      botKey: 'marcademoatendimento',
      universe_id: DEMO.chatbotUniverseId,
    });
    const blocked = cardSourceOf(cardRegistry.get('BLIP_1'), { ...chatbotContext, globalFilter: {} }, null);
    expect(blocked).toEqual({ kind: 'blocked', message: 'chatbot.emptyBot' });
    const request = requests[0] as CardRequest;
    const response = await app.app.inject({
      url: `${request.path}?${cardQueryString(request.query)}`,
      headers: { ...user },
    });
    expect(response.json()).toMatchObject({ status: 'ok', botKey: 'marcademoatendimento' });
    expect(response.json().total).toBeGreaterThan(0);
  });

  describe("a guest's card reads", () => {
    let dashboard: Dashboard;
    let guest: string;
    const audited = () =>
      app.stores.meta.db
        .selectFrom('audit_log')
        .select(['actor', 'detail'])
        .where('action', '=', 'guest.card-refused')
        .orderBy('id')
        .execute();
    const read = (cardId: string | null, request: CardRequest) =>
      app.app.inject({
        method: request.method,
        url: cardRequestUrl(request, cardId),
        headers: { cookie: guest },
        ...(request.body === null ? {} : { payload: request.body as object }),
      });
    /** The card's uid on the dashboard and its first request, as the guest's page makes it. */
    const cardOf = (id: string) => {
      const card = dashboard.cards.find((c) => c.id === id) ?? null;
      const source = cardSourceOf(cardRegistry.get(id), context, card);
      if (!card || source.kind !== 'endpoint' || !source.requests[0]) throw new Error(`${id}: no request`);
      return { uid: card.uid, request: source.requests[0] };
    };

    beforeAll(async () => {
      // LSN_13 posts over time (charts), LSN_1 overview (war-room), LSN_11 top posts (LGPD).
      dashboard = await createDashboard(app.app, user, {
        title: 'Leituras do convidado',
        cardIds: ['LSN_13', 'LSN_1', 'LSN_11'],
      });
      const tenant = { universeId: DEMO.brandUniverseId, dashboardId: dashboard.id, editor: user } as Tenant;
      guest = await enterAsGuest(app.app, DEMO.brandUniverseId, (await publish(app.app, tenant)).token);
    }, 60_000);

    it('answers the cards it sees, and audits none of those reads', async () => {
      const before = (await audited()).length;
      for (const id of ['LSN_13', 'LSN_1']) {
        const { uid, request } = cardOf(id);
        const response = await read(uid, request);
        expect(response.statusCode, `${id}: ${response.body.slice(0, 200)}`).toBe(200);
      }
      expect((await audited()).length).toBe(before);
    });

    it('refuses the others with 403 and records each refusal with its reason', async () => {
      const chart = cardOf('LSN_13');
      const overview = cardOf('LSN_1');
      const topPosts = cardOf('LSN_11');
      const byAuthor = { ...(chart.request.body as object), grouping: ['author'] };
      const otherAccount = { ...overview.request.query, account_id: 'outra-conta' };
      const attempts: [reason: string, request: () => ReturnType<typeof read>][] = [
        ['no-card', () => read(null, chart.request)],
        ['not-shown', () => read(topPosts.uid, topPosts.request)],
        ['other-data', () => read(chart.uid, { ...chart.request, body: byAuthor })],
        ['other-data', () => read(overview.uid, { ...overview.request, path: '/war-room/term-graph' })],
        ['other-account', () => read(overview.uid, { ...overview.request, query: otherAccount })],
      ];
      const before = (await audited()).length;
      for (const [reason, request] of attempts) expect((await request()).statusCode, reason).toBe(403);
      const rows = (await audited()).slice(before);
      expect(rows.map((row) => row.detail.reason)).toEqual(attempts.map(([reason]) => reason));
      for (const row of rows) {
        expect(row.actor).toBe('visitante@example.com');
        expect(row.detail).toMatchObject({ universeId: DEMO.brandUniverseId, dashboardId: dashboard.id });
        expect(typeof row.detail.ip).toBe('string');
      }
      expect(rows[1]?.detail).toMatchObject({ cardId: topPosts.uid, endpoint: 'war-room/top-posts' });
    });
  });
});

describe('cardDataRoutes', () => {
  const anyone = {
    authorize: async () => ({ filter: {}, dateRange: '1:2', isStaging: false }),
  } as unknown as CardAccess;
  const filters = { resolve: async () => ({}) } as unknown as FiltersService;
  const overviewEntry = cardEndpointByKey('war-room/monitoring-overview') as CardEndpoint;

  async function appWith(handlers: CardDataHandlers, endpoints?: readonly CardEndpoint[]) {
    const routes: string[] = [];
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(server);
    server.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') routes.push(`${route.method} ${route.url}`);
    });
    await server.register(cardDataRoutes({ cardAccess: anyone, filters, handlers, endpoints }));
    await server.ready();
    return { server: server as unknown as FastifyInstance, routes };
  }

  /** A monitoring-overview handler that answers after `delayMs`. */
  const overview = (delayMs = 0): CardDataHandlers => ({
    'war-room/monitoring-overview': {
      summary: 'Totals',
      handle: async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return { answer: { status: 'ok', docs: { current: null, previous: null, variation: null } } };
      },
    },
  });
  const nothing = { summary: 'x', handle: async () => ({ answer: {} }) };

  it('registers only the entries that have a handler', async () => {
    const { server, routes } = await appWith(overview());
    expect(routes).toEqual(['GET /war-room/monitoring-overview']);
    await server.close();
  });

  it('refuses at start a handler of no entry, or one without its route’s path parameters', async () => {
    await expect(appWith({ 'war-room/nowhere': nothing })).rejects.toThrow(/no such entry/);
    await expect(appWith({ 'charts-service': nothing })).rejects.toThrow(/params/);
  });

  it("answers the spec's communication error (504) once the entry's time is up", async () => {
    const { server } = await appWith(overview(500), [{ ...overviewEntry, timeoutMs: 50 }]);
    const response = await server.inject({
      url: '/war-room/monitoring-overview?account_id=a&universe_id=u&date_range=1:2',
    });
    expect(response.statusCode).toBe(504);
    expect(response.json().error.code).toBe('TIMEOUT');
    await server.close();
  });
});
