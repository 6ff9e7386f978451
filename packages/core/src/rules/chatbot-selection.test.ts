import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { eventCategoryFilter, selectChatbotTargets } from './chatbot-selection.ts';

const contracts = [
  { key: 'k1', commandUrl: 'https://c1.example/commands' },
  { key: 'k2', commandUrl: 'https://c2.example/commands' },
];

describe('chatbot bot and contract selection', () => {
  it('asks for a bot and a contract when either is missing (emptyBot)', () => {
    expect(selectChatbotTargets({ cardFilter: null, globalFilter: {}, contracts, singleBot: false })).toEqual(
      {
        ok: false,
        error: 'chatbot.emptyBot',
      },
    );
    expect(
      selectChatbotTargets({ cardFilter: null, globalFilter: { bots: ['b1'] }, contracts, singleBot: false })
        .ok,
    ).toBe(false);
    expect(
      selectChatbotTargets({
        cardFilter: null,
        globalFilter: { bots: ['b1'], contracts: ['zz'] },
        contracts,
        singleBot: false,
      }).ok,
    ).toBe(false);
  });

  it('makes one request per selected bot with the selected contract', () => {
    expect(
      selectChatbotTargets({
        cardFilter: null,
        globalFilter: { bots: ['b1', 'b2'], contracts: ['k2'] },
        contracts,
        singleBot: false,
      }),
    ).toEqual({
      ok: true,
      value: [
        { botKey: 'b1', commandUrl: 'https://c2.example/commands', contractKey: 'k2' },
        { botKey: 'b2', commandUrl: 'https://c2.example/commands', contractKey: 'k2' },
      ],
    });
  });

  it("prefers the card's own selection to the global one", () => {
    const result = selectChatbotTargets({
      cardFilter: { bots: ['card-bot'], contracts: ['k1'] },
      globalFilter: { bots: ['b1', 'b2'], contracts: ['k2'] },
      contracts,
      singleBot: true,
    });
    expect(result.ok && result.value).toEqual([
      { botKey: 'card-bot', commandUrl: 'https://c1.example/commands', contractKey: 'k1' },
    ]);
  });

  it('refuses several bots on a single-bot card', () => {
    const result = selectChatbotTargets({
      cardFilter: null,
      globalFilter: { bots: ['b1', 'b2'], contracts: ['k1'] },
      contracts,
      singleBot: true,
    });
    expect(result).toEqual({ ok: false, error: 'chatbot.supportsOnlyOneBot' });
    expect(translate('chatbot.supportsOnlyOneBot')).toBe(
      'Esse componente só suporta a seleção de um bot por vez.',
    );
  });
});

describe('event-category requests', () => {
  it('use the provided category filter, else the card or global category', () => {
    expect(eventCategoryFilter('compras', null, { category: 'x' })).toEqual({ ok: true, value: 'compras' });
    expect(eventCategoryFilter(null, { category: 'menu' }, { category: 'x' })).toEqual({
      ok: true,
      value: 'menu',
    });
    expect(eventCategoryFilter(null, null, { category: 'x' })).toEqual({ ok: true, value: 'x' });
  });

  it('need one', () => {
    expect(eventCategoryFilter(null, { category: '  ' }, {})).toEqual({
      ok: false,
      error: 'chatbot.categoryRequired',
    });
  });
});
