import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../cards/card-definition.ts';
import { chartQuery, defineCard } from '../cards/define-card.ts';
import type { Dashboard } from '../contracts/dashboard.ts';
import { LISTENING_FILTERS } from '../domain/filters.ts';
import { cardConfigFixture } from './card-config-fixture.ts';
import { type GuestDashboardFacts, guestCards, guestView, userView } from './guest-view.ts';

const card = (uid: string, id: string, shareable: boolean | null = null) =>
  cardConfigFixture(uid, id, { shareable });

const definition = (id: string, extra: Partial<CardDefinition> = {}) =>
  defineCard({
    id,
    area: 'listening',
    catalogueItem: 'test',
    component: 'Test',
    componentType: 'donut',
    dataType: 'LISTENING',
    supportedFilters: LISTENING_FILTERS,
    props: { title: 'cards.custom.title', description: 'cards.custom.description' },
    query: chartQuery('posts', { grouping: ['channel'], fields: ['id'], operators: ['count'], label: 'n' }),
    ...extra,
  });

const definitions: Record<string, CardDefinition> = {
  OPEN: definition('OPEN'),
  AUTHORS: definition('AUTHORS', { lgpd: true, shareable: false }),
  PRIVATE: definition('PRIVATE', { shareable: false }),
  // Flagged neither LGPD nor unshareable, but its answer lists authors: hidden all the same.
  BY_AUTHOR: definition('BY_AUTHOR', {
    query: chartQuery('users', { grouping: ['uid'], fields: ['followers'], operators: ['last'], label: 'n' }),
  }),
};
const lookup = (id: string) => definitions[id] ?? null;
const on = (cards: Dashboard['cards'], extra: Partial<GuestDashboardFacts> = {}): GuestDashboardFacts => ({
  cards,
  hiddenComponents: [],
  globalFilter: {},
  pages: [],
  ...extra,
});

describe('guest allow-list', () => {
  it('keeps known shareable cards without people that are not hidden', () => {
    const cards = [
      card('a', 'OPEN'),
      card('b', 'AUTHORS'),
      card('c', 'PRIVATE'),
      card('d', 'OPEN', false),
      card('e', 'OPEN'),
      card('f', 'UNKNOWN'),
      card('g', 'PRIVATE', true),
      card('h', 'BY_AUTHOR'),
      card('i', 'AUTHORS', true),
    ];
    const allowed = guestCards(on(cards, { hiddenComponents: ['e'] }), lookup).map((c) => c.uid);
    expect(allowed).toEqual(['a', 'g']);
  });

  it('hides a card whose own filters, or the global filter it honours, ask about particular people', () => {
    const ownFilter = cardConfigFixture('a', 'OPEN', { selectedFilters: { uids: ['twitter-1'] } });
    expect(guestCards(on([ownFilter, card('b', 'OPEN')]), lookup).map((c) => c.uid)).toEqual(['b']);
    const aboutOne = on([card('a', 'OPEN')], { globalFilter: { uids: ['twitter-1'] } });
    expect(guestCards(aboutOne, lookup)).toEqual([]);
    // A card that does not honour the key is not narrowed by it, so it tells nothing of that person.
    const other: Record<string, CardDefinition> = {
      ...definitions,
      OPEN: definition('OPEN', { supportedFilters: ['channels'] }),
    };
    expect(guestCards(aboutOne, (id) => other[id] ?? null).map((c) => c.uid)).toEqual(['a']);
  });

  it('strips people and secrets from the guest view', () => {
    const dashboard = {
      cards: [card('a', 'OPEN'), card('b', 'AUTHORS')],
      hiddenComponents: [],
      globalFilter: { channels: ['twitter'], uids: ['twitter-1'], operators: ['Ana'] },
      pages: [],
      users: [{ email: 'ana@exemplo.com', admin: true }],
      userEmails: ['ana@exemplo.com'],
      publishedToken: 'segredo',
      publishedBy: 'Ana (ana@exemplo.com)',
      contracts: [{ botKey: 'bot', commandUrl: 'https://bot', key: 'chave' }],
    } as unknown as Dashboard;
    const view = guestView(dashboard, lookup);
    expect(view).toMatchObject({
      users: [],
      userEmails: [],
      publishedToken: '',
      publishedBy: '',
      contracts: [{ botKey: 'bot', commandUrl: 'https://bot', key: '' }],
    });
    // Nobody the publisher filtered by reaches the guest; the cards that filter honours are hidden.
    expect(view.globalFilter).toEqual({ channels: ['twitter'] });
    expect(view.cards.map((c) => c.uid)).toEqual([]);
  });
});

describe('user view', () => {
  it('answers everything but the chatbot contract keys', () => {
    const dashboard = {
      title: 'Bots',
      users: [{ email: 'ana@exemplo.com', admin: true }],
      publishedToken: 'token',
      contracts: [
        { botKey: 'a', commandUrl: 'https://a.example/commands', key: 'segredo-a' },
        { botKey: 'b', commandUrl: 'https://b.example/commands', key: 'segredo-b' },
      ],
    } as unknown as Dashboard;
    const view = userView(dashboard);
    expect(view).toEqual({
      ...dashboard,
      contracts: [
        { botKey: 'a', commandUrl: 'https://a.example/commands', key: '' },
        { botKey: 'b', commandUrl: 'https://b.example/commands', key: '' },
      ],
    });
    expect(JSON.stringify(view)).not.toContain('segredo');
    // The stored dashboard is left as it is.
    expect(dashboard.contracts[0]?.key).toBe('segredo-a');
  });
});
