import { describe, expect, it } from 'vitest';
import {
  hiddenCards,
  hideCardEdit,
  removeCardsEdit,
  reorderCards,
  restoreCardEdit,
  visibleCards,
} from './card-list-edits.ts';
import { dashboardWith, textCard } from './editor-test-support.tsx';

const cards = ['a', 'b', 'c', 'd'].map((uid) => textCard(uid, uid.toUpperCase()));
const uids = (list: { uid: string }[]) => list.map((card) => card.uid);

describe('card list edits', () => {
  it('moves a card to the place of another, in either direction', () => {
    expect(uids(reorderCards(cards, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
    expect(uids(reorderCards(cards, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
    expect(uids(reorderCards(cards, 'a', 'nao-existe'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps hidden cards in their place among the others when the visible ones move', () => {
    const dashboard = dashboardWith(cards, { hiddenComponents: ['b'] });
    expect(uids(visibleCards(dashboard))).toEqual(['a', 'c', 'd']);
    expect(uids(reorderCards(dashboard.cards, 'd', 'c'))).toEqual(['a', 'b', 'd', 'c']);
  });

  it('removes cards with their hidden entries in one edit', () => {
    const dashboard = dashboardWith(cards, { hiddenComponents: ['b', 'LSN_1'] });
    const edit = removeCardsEdit(dashboard, ['b', 'c']);
    expect(uids(edit.cards ?? [])).toEqual(['a', 'd']);
    expect(edit.hiddenComponents).toEqual(['LSN_1']);
    expect(removeCardsEdit(dashboardWith(cards), ['a'])).not.toHaveProperty('hiddenComponents');
  });

  it('hides once and restores', () => {
    const dashboard = dashboardWith(cards, { hiddenComponents: ['c'] });
    expect(hideCardEdit(dashboard, 'c')).toEqual({});
    expect(hideCardEdit(dashboard, 'a')).toEqual({ hiddenComponents: ['c', 'a'] });
    expect(restoreCardEdit(dashboard, 'c')).toEqual({ hiddenComponents: [] });
    expect(uids(hiddenCards(dashboard))).toEqual(['c']);
  });
});
