import { type CardConfig, cardRegistry, newCardConfig } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import type { CardDataHandlers, CardDataInput } from '../../http/card-data-routes.ts';
import { type CardSources, cardSheet, type SheetScope } from './card-sheet.ts';

const scope: SheetScope = {
  accountId: 'acc1',
  universeId: 'uni1',
  isStaging: false,
  dateRange: { start: Date.UTC(2025, 10, 14, 3), end: Date.UTC(2025, 10, 21, 3) - 1 },
  globalFilter: {},
  pages: [],
  contracts: [],
  locale: 'pt-BR',
};
const withBots: SheetScope = {
  ...scope,
  globalFilter: { bots: ['bot-a', 'bot-b'], contracts: ['https://commands.example.com/bot'] },
  contracts: [{ botKey: '', key: 'contract-1', commandUrl: 'https://commands.example.com/bot' }],
};

const card = (id: string): CardConfig => ({ ...newCardConfig(cardRegistry.get(id)), uid: `${id}-uid` });

/** Sources whose chatbot handlers answer each bot's count, recording what they were asked. */
function sourcesWith(totals: Record<string, number>) {
  const asked: CardDataInput<unknown, unknown, Record<string, string>>[] = [];
  const errors: unknown[] = [];
  const count = (endpoint: string) => ({
    summary: endpoint,
    handle: async (input: CardDataInput<unknown, unknown, Record<string, string>>) => {
      asked.push(input);
      const botKey = String((input.query as { botKey: string }).botKey);
      return {
        answer: {
          status: 'ok',
          botKey,
          interval: 'NI',
          total: totals[`${endpoint} ${botKey}`] ?? 0,
          points: [],
        },
      };
    },
  });
  const handlers: CardDataHandlers = {
    'chatbot-analytics/analytics/received-messages': count('received'),
    'chatbot-analytics/analytics/sent-messages': count('sent'),
  };
  const sources: CardSources = {
    handlers,
    onCardError: (_cardId, error) => errors.push(error),
  };
  return { sources, asked, errors };
}

describe('cardSheet of a chatbot card', () => {
  it('writes what the card says when it cannot ask yet, asking nothing', async () => {
    const { sources, asked } = sourcesWith({});
    const sheet = await cardSheet(cardRegistry.get('BLIP_1'), card('BLIP_1'), sources, scope);
    expect(sheet).toEqual({
      title: 'Mensagens recebidas',
      columns: [
        { key: 'message', label: 'Selecione um bot e um contrato para ver este componente.', format: 'text' },
      ],
      rows: [],
    });
    const english = await cardSheet(cardRegistry.get('BLIP_1'), card('BLIP_1'), sources, {
      ...scope,
      locale: 'en',
    });
    expect(english.columns[0]?.label).toBe('Select a bot and a contract to see this component.');
    expect(asked).toEqual([]);
  });

  it("answers each bot through the entry's handler and writes the bots added (BLIP_4)", async () => {
    const { sources, asked, errors } = sourcesWith({
      'received bot-a': 100,
      'sent bot-a': 20,
      'received bot-b': 3,
      'sent bot-b': 4,
    });
    const sheet = await cardSheet(cardRegistry.get('BLIP_4'), card('BLIP_4'), sources, withBots);
    expect(errors).toEqual([]);
    expect(sheet).toEqual({
      title: 'Total de mensagens',
      columns: [{ key: 'value', label: 'Valor', format: 'count' }],
      rows: [[127]],
    });
    expect(asked).toHaveLength(4);
    const [first] = asked;
    expect(first?.query).toMatchObject({ botKey: 'bot-a', commandUrl: 'https://commands.example.com/bot' });
    expect(first?.query).not.toHaveProperty('filter');
    expect(first?.scope).toEqual({
      filter: { bots: ['bot-a', 'bot-b'], contracts: ['https://commands.example.com/bot'] },
      dateRange: `${withBots.dateRange.start}:${withBots.dateRange.end}`,
      isStaging: false,
    });
  });

  it("writes the card's error text when no handler answers its entry", async () => {
    const { sources, errors } = sourcesWith({});
    const sheet = await cardSheet(
      cardRegistry.get('BLIP_1'),
      card('BLIP_1'),
      { ...sources, handlers: {} },
      withBots,
    );
    expect(sheet.columns).toEqual([{ key: 'message', label: 'Erro ao carregar dados.', format: 'text' }]);
    expect(errors).toHaveLength(1);
  });
});
