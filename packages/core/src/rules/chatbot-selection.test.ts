import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  eventCategoryFilter,
  isContractCommandUrl,
  keepContractKeys,
  selectChatbotTargets,
} from './chatbot-selection.ts';

const C1 = 'https://c1.example/commands';
const C2 = 'https://c2.example/commands';
// Contracts stored before contracts named their bot (botKey ''): each serves any bot.
const contracts = [
  { botKey: '', key: 'k1', commandUrl: C1 },
  { botKey: '', key: 'k2', commandUrl: C2 },
];
const SERVICE = 'https://atendimento.example/commands';
const SALES = 'https://vendas.example/commands';
const owned = [
  { botKey: 'atendimento', key: 'ka', commandUrl: SERVICE },
  { botKey: 'vendas', key: 'kv', commandUrl: SALES },
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
        globalFilter: { bots: ['b1', 'b2'], contracts: [C2] },
        contracts,
        singleBot: false,
      }),
    ).toEqual({
      ok: true,
      value: [
        { botKey: 'b1', commandUrl: 'https://c2.example/commands' },
        { botKey: 'b2', commandUrl: 'https://c2.example/commands' },
      ],
    });
  });

  it("prefers the card's own selection to the global one", () => {
    const result = selectChatbotTargets({
      cardFilter: { bots: ['card-bot'], contracts: [C1] },
      globalFilter: { bots: ['b1', 'b2'], contracts: [C2] },
      contracts,
      singleBot: true,
    });
    expect(result.ok && result.value).toEqual([
      { botKey: 'card-bot', commandUrl: 'https://c1.example/commands' },
    ]);
  });

  it('refuses several bots on a single-bot card', () => {
    const result = selectChatbotTargets({
      cardFilter: null,
      globalFilter: { bots: ['b1', 'b2'], contracts: [C1] },
      contracts,
      singleBot: true,
    });
    expect(result).toEqual({ ok: false, error: 'chatbot.supportsOnlyOneBot' });
    expect(translate('chatbot.supportsOnlyOneBot')).toBe(
      'Esse componente só suporta a seleção de um bot por vez.',
    );
  });
});

describe('each bot through its own contract', () => {
  const select = (globalFilter: object, cardFilter: object | null = null, singleBot = false) =>
    selectChatbotTargets({ cardFilter, globalFilter, contracts: owned, singleBot });

  it('pairs each selected bot with its own selected contract, one request per bot', () => {
    expect(select({ bots: ['atendimento', 'vendas'], contracts: [SALES, SERVICE] })).toEqual({
      ok: true,
      value: [
        { botKey: 'atendimento', commandUrl: SERVICE },
        { botKey: 'vendas', commandUrl: SALES },
      ],
    });
    // A contract whose bot is not selected asks nothing.
    expect(select({ bots: ['vendas'], contracts: [SALES, SERVICE] })).toEqual({
      ok: true,
      value: [{ botKey: 'vendas', commandUrl: SALES }],
    });
  });

  it('asks for a bot and a contract when a selected bot has no selected contract of its own', () => {
    expect(select({ bots: ['atendimento', 'vendas'], contracts: [SERVICE] })).toEqual({
      ok: false,
      error: 'chatbot.emptyBot',
    });
    expect(select({ bots: ['outro'], contracts: [SERVICE, SALES] }).ok).toBe(false);
    expect(translate('chatbot.emptyBot')).toBe('Selecione um bot e um contrato para ver este componente.');
  });

  it("takes the card's bots and the global contracts, key by key", () => {
    const result = select(
      { bots: ['atendimento', 'vendas'], contracts: [SERVICE, SALES] },
      { bots: ['vendas'] },
      true,
    );
    expect(result).toEqual({ ok: true, value: [{ botKey: 'vendas', commandUrl: SALES }] });
  });

  it('lets a contract without a bot serve a bot that has none of its own', () => {
    const result = selectChatbotTargets({
      cardFilter: null,
      globalFilter: { bots: ['atendimento', 'novo'], contracts: [SERVICE, C1] },
      contracts: [...owned, { botKey: '', key: 'k1', commandUrl: C1 }],
      singleBot: false,
    });
    expect(result).toEqual({
      ok: true,
      value: [
        { botKey: 'atendimento', commandUrl: SERVICE },
        { botKey: 'novo', commandUrl: C1 },
      ],
    });
  });
});

describe('contract keys are write-only', () => {
  it('keeps the stored key when a save leaves it blank, for the same command URL and bot', () => {
    const result = keepContractKeys(owned, [
      { botKey: ' atendimento ', commandUrl: ` ${SERVICE} `, key: '' },
      { botKey: 'vendas', commandUrl: SALES, key: 'nova-chave' },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { botKey: 'atendimento', commandUrl: SERVICE, key: 'ka' },
        { botKey: 'vendas', commandUrl: SALES, key: 'nova-chave' },
      ],
    });
  });

  it('needs the key of a new contract, and again when its command URL or bot changes', () => {
    const result = keepContractKeys(owned, [
      { botKey: 'atendimento', commandUrl: 'https://outro.example/commands', key: '' },
      { botKey: 'outro', commandUrl: SALES, key: '  ' },
      { botKey: 'novo', commandUrl: 'https://novo.example/commands', key: '' },
    ]);
    expect(result).toEqual({
      ok: false,
      error: 'dashboardContracts.errors.keyRequired',
      fields: {
        'contracts.0.key': 'dashboardContracts.errors.keyRequired',
        'contracts.1.key': 'dashboardContracts.errors.keyRequired',
        'contracts.2.key': 'dashboardContracts.errors.keyRequired',
      },
    });
    expect(translate('dashboardContracts.errors.keyRequired')).toBe('Informe a chave do contrato.');
  });

  it('gives a bot to a contract stored without one, keeping its key', () => {
    const result = keepContractKeys(contracts, [{ botKey: 'atendimento', commandUrl: C1, key: '' }]);
    expect(result).toEqual({ ok: true, value: [{ botKey: 'atendimento', commandUrl: C1, key: 'k1' }] });
  });

  it('refuses a missing bot, a command URL that is not https and a repeated one, field by field', () => {
    const result = keepContractKeys(
      [],
      [
        { botKey: '', commandUrl: 'http://bot.example/commands', key: 'k' },
        { botKey: 'com espaço', commandUrl: 'https://a.example/commands', key: 'k' },
        { botKey: 'b', commandUrl: 'https://a.example/commands', key: 'k' },
      ],
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.fields).toEqual({
      'contracts.0.botKey': 'dashboardContracts.errors.botRequired',
      'contracts.0.commandUrl': 'dashboardContracts.errors.commandUrlInvalid',
      'contracts.1.botKey': 'dashboardContracts.errors.botInvalid',
      'contracts.1.commandUrl': 'dashboardContracts.errors.commandUrlDuplicate',
      'contracts.2.commandUrl': 'dashboardContracts.errors.commandUrlDuplicate',
    });
    expect(translate('dashboardContracts.errors.commandUrlInvalid')).toBe(
      'Informe uma URL https válida, como https://exemplo.com/commands.',
    );
  });

  it('takes only https URLs with a host and no credentials', () => {
    expect(isContractCommandUrl('https://marcademo.http.msging.net/commands')).toBe(true);
    for (const text of [
      '',
      'marcademo.msging.net',
      'http://a.example',
      'ftp://a.example',
      'https://u:p@a.example',
    ]) {
      expect(isContractCommandUrl(text), text).toBe(false);
    }
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
