import { describe, expect, it } from 'vitest';
import { ChangeLog, type ChangeLogInput } from '../contracts/change-log.ts';
import { cardConfigFixture } from './card-config-fixture.ts';
import { applyChangeLogs, type ChangeLogFacts, type DefinitionLookup, lookupIn } from './change-log.ts';

const definitions: Record<string, ChangeLogFacts> = {
  LSN_1: {
    component: 'TopInfluencers',
    dataType: 'LISTENING',
    subDataType: null,
    desk: null,
    audience: null,
  },
  BLIP_3: {
    component: 'ReceivedMessages',
    dataType: 'BLIP',
    subDataType: 'MESSAGES',
    desk: null,
    audience: null,
  },
  BLIP_40: {
    component: 'TicketsOpen',
    dataType: 'BLIP',
    subDataType: 'HUMAN_SERVICE',
    desk: { notSupportDeskFilters: false, notSupportedOperators: ['teams'] },
    audience: null,
  },
};
const lookup: DefinitionLookup = (id) => definitions[id] ?? null;

const card = cardConfigFixture;
const log = (input: ChangeLogInput) => ChangeLog.parse(input);

const cards = [card('a', 'LSN_1'), card('b', 'BLIP_3'), card('c', 'BLIP_40'), card('d', 'GONE_1')];

describe('change logs', () => {
  it('makes matching cards non-shareable and moves changeControl to the last log', () => {
    const out = applyChangeLogs(
      { cards, changeControl: 0 },
      [log({ control: 1, match: { ids: ['LSN_1'] }, change: { shareable: false } })],
      lookup,
    );
    expect(out.cards.map((c) => c.shareable)).toEqual([false, null, null, null]);
    expect(out.changeControl).toBe(1);
    expect(out.applied).toEqual([1]);
    expect(out.changed).toBe(true);
  });

  it('applies only logs above the dashboard changeControl, once each, in control order', () => {
    const logs = [
      log({ control: 3, match: { ids: ['LSN_1'] }, change: { title: 'Terceiro' } }),
      log({ control: 1, match: { ids: ['LSN_1'] }, change: { title: 'Primeiro' } }),
      log({
        control: 2,
        match: { ids: ['LSN_1'] },
        change: { title: 'Segundo', description: 'Descrição nova' },
      }),
      log({ control: 3, match: { ids: ['LSN_1'] }, change: { title: 'Repetido' } }),
    ];
    const out = applyChangeLogs({ cards, changeControl: 1 }, logs, lookup);
    expect(out.applied).toEqual([2, 3]);
    expect(out.cards[0]).toMatchObject({ title: 'Terceiro', description: 'Descrição nova' });
    expect(out.changeControl).toBe(3);
    const again = applyChangeLogs({ cards: out.cards, changeControl: out.changeControl }, logs, lookup);
    expect(again.applied).toEqual([]);
    expect(again.changed).toBe(false);
    expect(again.cards).toEqual(out.cards);
  });

  it('matches by component, data type and effective sub data type together', () => {
    const out = applyChangeLogs(
      { cards, changeControl: 0 },
      [
        log({
          control: 1,
          match: { dataTypes: ['BLIP'], subDataTypes: ['MESSAGES'] },
          change: { subDataType: 'ACTV_MESSAGES' },
        }),
      ],
      lookup,
    );
    expect(out.cards.map((c) => c.subDataType)).toEqual([null, 'ACTV_MESSAGES', null, null]);
    const byComponent = applyChangeLogs(
      { cards: out.cards, changeControl: 1 },
      [
        log({
          control: 2,
          match: { components: ['ReceivedMessages'], subDataTypes: ['MESSAGES'] },
          change: { shareable: false },
        }),
      ],
      lookup,
    );
    // The card's override (ACTV_MESSAGES) is what counts now, so it no longer matches MESSAGES.
    expect(byComponent.changed).toBe(false);
  });

  it('merges selected filters key by key', () => {
    const start = [card('a', 'LSN_1', { selectedFilters: { themes: ['Preço'], query: 'entrega' } })];
    const out = applyChangeLogs(
      { cards: start, changeControl: 0 },
      [
        log({
          control: 1,
          match: { ids: ['LSN_1'] },
          change: {
            selectedFilters: {
              query: 'atraso',
              replied: true,
              lovers_and_haters: ['haters'],
              uids: ['u1'],
              pages: ['p1'],
            },
          },
        }),
      ],
      lookup,
    );
    expect(out.cards[0]?.selectedFilters).toEqual({
      themes: ['Preço'],
      query: 'atraso',
      replied: true,
      lovers_and_haters: ['haters'],
      uids: ['u1'],
      pages: ['p1'],
    });
  });

  it('disables and restores the short-video channel', () => {
    const off = applyChangeLogs(
      { cards, changeControl: 0 },
      [log({ control: 1, match: { ids: ['LSN_1'] }, change: { disableShortVideo: true } })],
      lookup,
    );
    expect(off.cards[0]?.control).toEqual({
      tiktok: { hideInChannel: true, disableTag: true, disableTheme: true, disablePolarity: true },
    });
    const on = applyChangeLogs(
      { cards: off.cards, changeControl: 1 },
      [log({ control: 2, match: { ids: ['LSN_1'] }, change: { disableShortVideo: false } })],
      lookup,
    );
    expect(on.cards[0]?.control).toBeNull();
  });

  it('toggles desk and audience filter support', () => {
    const out = applyChangeLogs(
      { cards, changeControl: 0 },
      [
        log({ control: 1, match: { ids: ['BLIP_40'] }, change: { notSupportDeskFilters: true } }),
        log({ control: 2, match: { ids: ['BLIP_3'] }, change: { suportScheduledFilters: true } }),
      ],
      lookup,
    );
    expect(out.cards[2]?.desk).toEqual({ notSupportDeskFilters: true, notSupportedOperators: ['teams'] });
    expect(out.cards[1]?.audience).toEqual({ suportScheduledFilters: true });
  });

  it('matches cards missing from the library by id only', () => {
    const out = applyChangeLogs(
      { cards, changeControl: 0 },
      [
        log({ control: 1, match: { dataTypes: ['LISTENING', 'BLIP'] }, change: { shareable: false } }),
        log({ control: 2, match: { ids: ['GONE_1'] }, change: { title: 'Antigo' } }),
      ],
      lookup,
    );
    expect(out.cards[3]).toMatchObject({ shareable: null, title: 'Antigo' });
  });

  it('leaves the input untouched and keeps unmatched cards as they were', () => {
    const out = applyChangeLogs(
      { cards, changeControl: 0 },
      [log({ control: 1, match: { ids: ['LSN_1'] }, change: { shareable: false } })],
      lookup,
    );
    expect(cards[0]?.shareable).toBeNull();
    expect(out.cards[1]).toBe(cards[1]);
  });

  it('refuses a log without criteria or without a change', () => {
    expect(ChangeLog.safeParse({ control: 1, match: {}, change: { shareable: false } }).success).toBe(false);
    expect(ChangeLog.safeParse({ control: 1, match: { ids: ['LSN_1'] }, change: {} }).success).toBe(false);
  });

  it('looks definitions up in a registry', () => {
    const registry = {
      has: (id: string) => id in definitions,
      get: (id: string) => definitions[id] as ChangeLogFacts,
    };
    expect(lookupIn(registry)('BLIP_3')?.component).toBe('ReceivedMessages');
    expect(lookupIn(registry)('GONE_1')).toBeNull();
  });
});
