import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../contracts/dashboard.ts';
import { cardConfigFixture } from './card-config-fixture.ts';
import { type GuestCardFacts, guestCards, guestView } from './guest-view.ts';

const card = (uid: string, id: string, shareable: boolean | null = null) =>
  cardConfigFixture(uid, id, { shareable });

const facts: Record<string, GuestCardFacts> = {
  OPEN: { lgpd: false, shareable: true },
  AUTHORS: { lgpd: true, shareable: false },
  PRIVATE: { lgpd: false, shareable: false },
};
const lookup = (id: string) => facts[id] ?? null;

describe('guest allow-list', () => {
  it('keeps known shareable cards without post authors that are not hidden', () => {
    const cards = [
      card('a', 'OPEN'),
      card('b', 'AUTHORS'),
      card('c', 'PRIVATE'),
      card('d', 'OPEN', false),
      card('e', 'OPEN'),
      card('f', 'UNKNOWN'),
      card('g', 'PRIVATE', true),
    ];
    const allowed = guestCards({ cards, hiddenComponents: ['e'] }, lookup).map((c) => c.uid);
    expect(allowed).toEqual(['a', 'g']);
  });

  it('strips people and secrets from the guest view', () => {
    const dashboard = {
      cards: [card('a', 'OPEN'), card('b', 'AUTHORS')],
      hiddenComponents: [],
      users: [{ email: 'ana@exemplo.com', admin: true }],
      userEmails: ['ana@exemplo.com'],
      publishedToken: 'segredo',
      publishedBy: 'Ana (ana@exemplo.com)',
      contracts: [{ commandUrl: 'https://bot', key: 'chave' }],
    } as unknown as Dashboard;
    const view = guestView(dashboard, lookup);
    expect(view).toMatchObject({
      users: [],
      userEmails: [],
      publishedToken: '',
      publishedBy: '',
      contracts: [{ commandUrl: 'https://bot', key: '' }],
    });
    expect(view.cards.map((c) => c.uid)).toEqual(['a']);
  });
});
