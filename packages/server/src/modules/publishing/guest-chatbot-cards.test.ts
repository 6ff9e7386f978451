import {
  type CardEndpoint,
  type CardRequest,
  cardEndpointByKey,
  cardRegistry,
  cardSourceOf,
  type Dashboard,
  defaultDateRange,
  type Filter,
  formatDateRangeParam,
} from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import type { CustomCardsRepository } from '../dashboards/custom-cards-repository.ts';
import { newDashboard } from '../dashboards/new-dashboard.ts';
import type { DashboardsRepository } from '../dashboards/repository.ts';
import type { DashboardsService } from '../dashboards/service.ts';
import { type CardDataTarget, createGuestService, type GuestSession } from './guest-service.ts';
import type { PublishingRepository } from './repository.ts';

const CONTRACTS = [{ botKey: '', key: 'contract-1', commandUrl: 'https://commands.example.com/bot' }];
const guest: GuestSession = {
  universeId: 'uni1',
  dashboardId: 'dash1',
  email: 'visitante@example.com',
  accountId: 'acc1',
  expiresAt: Date.now() + 60_000,
};

/** A guest service over one published dashboard of BLIP cards, recording the refusals it audits. */
function guestServiceOver(globalFilter: Filter) {
  const dashboard: Dashboard = {
    ...newDashboard({
      id: 'dash1',
      universeId: 'uni1',
      title: 'Bots',
      ownerEmail: 'ana@example.com',
      cardIds: ['BLIP_1', 'BLIP_4', 'BLIP_18'],
    }),
    globalFilter,
    contracts: CONTRACTS,
    isPublished: true,
  };
  const refused: unknown[] = [];
  const service = createGuestService({
    repository: {} as PublishingRepository,
    dashboardsRepository: { find: async () => dashboard } as unknown as DashboardsRepository,
    dashboards: {} as DashboardsService,
    customCards: { list: async () => [] } as unknown as CustomCardsRepository,
    audit: async (_action: string, _actor: string, detail: unknown) => {
      refused.push(detail);
    },
    secret: 'secret',
  } as Parameters<typeof createGuestService>[0]);
  return { dashboard, refused, service };
}

/** What the guest's page asks for a card, or, for a card that asks nothing, the request it would make. */
function targetOf(dashboard: Dashboard, id: string, request: CardRequest | null): CardDataTarget {
  const card = dashboard.cards.find((item) => item.id === id);
  const { query } = cardRegistry.get(id);
  const own = query.service === 'chatbot-analytics' ? `chatbot-analytics/${query.endpoint}` : '';
  const endpoint = cardEndpointByKey(request?.endpoint ?? own) as CardEndpoint;
  return {
    accountId: guest.accountId,
    universeId: guest.universeId,
    cardId: card?.uid,
    endpoint,
    path: request?.path ?? endpoint.route,
    body: null,
    query: request?.query ?? {},
    askedFilter: async () => ({}),
    dateRange: formatDateRangeParam(defaultDateRange()),
    isStaging: false,
    ip: '127.0.0.1',
  };
}

const contextOf = (dashboard: Dashboard) => ({
  accountId: guest.accountId,
  universeId: guest.universeId,
  isStaging: false,
  dateRange: defaultDateRange(),
  globalFilter: dashboard.globalFilter,
  pages: dashboard.pages,
  contracts: dashboard.contracts,
});

describe("a guest's chatbot card reads", () => {
  it('answers the requests of a chatbot card whose dashboard selects a bot and a contract', async () => {
    const { dashboard, refused, service } = guestServiceOver({
      bots: ['bot-a'],
      contracts: ['https://commands.example.com/bot'],
    });
    const card = dashboard.cards.find((item) => item.id === 'BLIP_1') ?? null;
    const source = cardSourceOf(cardRegistry.get('BLIP_1'), contextOf(dashboard), card);
    if (source.kind !== 'endpoint' || !source.requests[0]) throw new Error('BLIP_1 asks for its data');

    const scope = await service.authorizeCard(guest, targetOf(dashboard, 'BLIP_1', source.requests[0]));
    expect(scope.filter).toMatchObject({ bots: ['bot-a'], contracts: ['https://commands.example.com/bot'] });
    expect(refused).toEqual([]);
  });

  it("answers both requests of a card that asks a second endpoint (BLIP_4's sent messages), and no other", async () => {
    const { dashboard, refused, service } = guestServiceOver({
      bots: ['bot-a'],
      contracts: ['https://commands.example.com/bot'],
    });
    const card = dashboard.cards.find((item) => item.id === 'BLIP_4') ?? null;
    const source = cardSourceOf(cardRegistry.get('BLIP_4'), contextOf(dashboard), card);
    if (source.kind !== 'endpoint') throw new Error('BLIP_4 asks for its data');
    expect(source.requests.map((request) => request.path)).toEqual([
      '/chatbot-analytics/analytics/received-messages',
      '/chatbot-analytics/analytics/sent-messages',
    ]);
    for (const request of source.requests)
      await service.authorizeCard(guest, targetOf(dashboard, 'BLIP_4', request));
    expect(refused).toEqual([]);

    const contacts = {
      ...source.requests[0],
      endpoint: 'chatbot-analytics/analytics/contacts',
    } as CardRequest;
    const other = targetOf(dashboard, 'BLIP_4', {
      ...contacts,
      path: '/chatbot-analytics/analytics/contacts',
    });
    await expect(service.authorizeCard(guest, other)).rejects.toMatchObject({ statusCode: 403 });
    expect(refused).toEqual([expect.objectContaining({ reason: 'other-data' })]);
  });

  it("refuses a request of the card's endpoint for another bot or another event category than the card's", async () => {
    const { dashboard, refused, service } = guestServiceOver({
      bots: ['bot-a'],
      contracts: ['https://commands.example.com/bot'],
      category: 'menu',
    });
    for (const id of ['BLIP_1', 'BLIP_18']) {
      const card = dashboard.cards.find((item) => item.id === id) ?? null;
      const source = cardSourceOf(cardRegistry.get(id), contextOf(dashboard), card);
      if (source.kind !== 'endpoint' || !source.requests[0]) throw new Error(`${id} asks for its data`);
      const [request] = source.requests;
      // The card's own request is answered; the same with a parameter of the card changed is not.
      await service.authorizeCard(guest, targetOf(dashboard, id, request));
      const changed: Record<string, string> =
        id === 'BLIP_1' ? { botKey: 'bot-b' } : { category: 'pagamento' };
      const other = targetOf(dashboard, id, { ...request, query: { ...request.query, ...changed } });
      await expect(service.authorizeCard(guest, other), id).rejects.toMatchObject({ statusCode: 403 });
    }
    expect(refused).toEqual([
      expect.objectContaining({ reason: 'other-data' }),
      expect.objectContaining({ reason: 'other-data' }),
    ]);
  });

  it('refuses, and audits, a read of a chatbot card that asks nothing (no bot, or more bots than it shows)', async () => {
    const attempts: [Filter, string][] = [
      [{}, 'BLIP_1'],
      [{ bots: ['bot-a'] }, 'BLIP_1'],
      [
        { bots: ['bot-a', 'bot-b'], contracts: ['https://commands.example.com/bot'], category: 'menu' },
        'BLIP_18',
      ],
    ];
    for (const [filter, id] of attempts) {
      const { dashboard, refused, service } = guestServiceOver(filter);
      const card = dashboard.cards.find((item) => item.id === id) ?? null;
      expect(cardSourceOf(cardRegistry.get(id), contextOf(dashboard), card).kind, id).toBe('blocked');

      const read = service.authorizeCard(guest, targetOf(dashboard, id, null));
      await expect(read, id).rejects.toBeInstanceOf(AppError);
      await expect(read, id).rejects.toMatchObject({ statusCode: 403 });
      expect(refused, id).toEqual([expect.objectContaining({ reason: 'other-data', cardId: card?.uid })]);
    }
  });
});
