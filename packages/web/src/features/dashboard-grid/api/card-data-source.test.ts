import {
  type CardConfig,
  type CardDataContext,
  cardRegistry,
  NOT_YET_SERVED,
  newCardConfig,
  translate,
} from '@mirante/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/query-keys.ts';
import { TEST_CARD_CONTEXT } from '../../../test/dashboard-fixture.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { cardPlanOf } from './card-data-source.ts';

const card = (id: string, uid = 'card-1'): CardConfig => ({ ...newCardConfig(cardRegistry.get(id)), uid });
const context: CardDataContext = TEST_CARD_CONTEXT;

const planOf = (id: string, config: CardConfig | null = card(id), scope = context) =>
  cardPlanOf(cardRegistry.get(id), scope, config, translate);

afterEach(() => vi.unstubAllGlobals());

describe('cardPlanOf', () => {
  it('draws static cards from their definition, without a request', () => {
    expect(planOf('LSN_74')).toMatchObject({ kind: 'static', data: { kind: 'authors', authors: [] } });
    const staticCard = cardRegistry.all().find((definition) => definition.query.service === 'none');
    expect(staticCard && planOf(staticCard.id)).toEqual({ kind: 'static', data: { kind: 'static' } });
  });

  it('says every card of a service this server does not offer yet is unavailable', () => {
    for (const id of NOT_YET_SERVED) expect(planOf(id).kind, id).toBe('unavailable');
  });

  it('keys a card by its requests under the card data of its universe and period, never by its uid', () => {
    const plan = planOf('LSN_13');
    const other = planOf('LSN_13', card('LSN_13', 'card-2'));
    if (plan.kind !== 'fetch' || other.kind !== 'fetch') throw new Error('LSN_13 asks for its data');
    expect(plan.queryKey).toEqual(other.queryKey);
    expect(plan.queryKey.slice(0, 3)).toEqual([
      'card-data',
      'uni1',
      `${context.dateRange.start}:${context.dateRange.end}`,
    ]);
    expect(JSON.stringify(plan.queryKey)).not.toContain('card-1');
    const elsewhere = planOf('LSN_13', card('LSN_13'), { ...context, universeId: 'uni2' });
    const later = planOf('LSN_13', card('LSN_13'), { ...context, dateRange: { start: 1, end: 2 } });
    const filtered = planOf('LSN_13', card('LSN_13'), { ...context, globalFilter: { query: 'entrega' } });
    for (const changed of [elsewhere, later, filtered]) {
      expect(changed.kind === 'fetch' && changed.queryKey).not.toEqual(plan.queryKey);
    }
    expect(queryKeys.cardDataPrefix()).toEqual(plan.queryKey.slice(0, 1));
  });

  it('asks every request of the card at once, naming the card, and keeps their answers in order', async () => {
    const { requests } = mockFetch((request) =>
      jsonResponse({
        status: 'ok',
        grain: 'dayOfMonth',
        label: request.url.searchParams.get('date_range'),
        series: [],
        totals: null,
      }),
    );
    // LSN_4 compares with the previous period: it asks for both.
    const plan = planOf('LSN_4');
    if (plan.kind !== 'fetch') throw new Error('LSN_4 asks for its data');
    const answers = await plan.fetch(new AbortController().signal, 'high');
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.url.searchParams.get('card_id'))).toEqual(['card-1', 'card-1']);
    const ranges = requests.map((request) => request.url.searchParams.get('date_range'));
    expect(answers.map((answer) => (answer as { label: string }).label)).toEqual(ranges);
    expect(ranges[0]).toBe(`${context.dateRange.start}:${context.dateRange.end}`);
  });

  it('asks nothing for a chatbot card that cannot ask yet, and says why', () => {
    const withBots = (bots: string[], category?: string): CardDataContext => ({
      ...context,
      globalFilter: {
        bots,
        contracts: ['https://commands.example.com/bot'],
        ...(category ? { category } : {}),
      },
      contracts: [{ botKey: '', key: 'contract-1', commandUrl: 'https://commands.example.com/bot' }],
    });
    expect(planOf('BLIP_1')).toEqual({ kind: 'blocked', message: 'chatbot.emptyBot' });
    // A contract the dashboard does not hold is no contract.
    expect(planOf('BLIP_1', card('BLIP_1'), { ...withBots(['bot-a']), contracts: [] })).toEqual({
      kind: 'blocked',
      message: 'chatbot.emptyBot',
    });
    expect(planOf('BLIP_18', card('BLIP_18'), withBots(['bot-a', 'bot-b']))).toEqual({
      kind: 'blocked',
      message: 'chatbot.supportsOnlyOneBot',
    });
    expect(planOf('BLIP_18', card('BLIP_18'), withBots(['bot-a']))).toEqual({
      kind: 'blocked',
      message: 'chatbot.categoryRequired',
    });
    expect(planOf('BLIP_18', card('BLIP_18'), withBots(['bot-a'], 'menu')).kind).toBe('fetch');
    const plan = planOf('BLIP_1', card('BLIP_1'), withBots(['bot-a']));
    const other = planOf('BLIP_1', card('BLIP_1'), withBots(['bot-b']));
    if (plan.kind !== 'fetch' || other.kind !== 'fetch') throw new Error('BLIP_1 asks for its data');
    // Each bot's answers are its own.
    expect(plan.queryKey).not.toEqual(other.queryKey);
  });
});
