import type { CardConfig, Dashboard } from '@mirante/core';
import type { DashboardEdit } from '../editor/dashboard-history.ts';

/**
 * The cards with `activeUid` moved to where `overUid` is. The grid may show only some cards (hidden ones are
 * left out): positions are taken in the full list, so hidden cards keep their place among the others.
 */
export function reorderCards(cards: readonly CardConfig[], activeUid: string, overUid: string): CardConfig[] {
  const from = cards.findIndex((card) => card.uid === activeUid);
  const to = cards.findIndex((card) => card.uid === overUid);
  if (from < 0 || to < 0 || from === to) return [...cards];
  const next = [...cards];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Removes cards, and their entries in the hidden list, as one edit (one undo step). */
export function removeCardsEdit(dashboard: Dashboard, uids: readonly string[]): DashboardEdit {
  const removed = new Set(uids);
  const edit: DashboardEdit = { cards: dashboard.cards.filter((card) => !removed.has(card.uid)) };
  if (dashboard.hiddenComponents.some((uid) => removed.has(uid))) {
    edit.hiddenComponents = dashboard.hiddenComponents.filter((uid) => !removed.has(uid));
  }
  return edit;
}

export function hideCardEdit(dashboard: Dashboard, uid: string): DashboardEdit {
  if (dashboard.hiddenComponents.includes(uid)) return {};
  return { hiddenComponents: [...dashboard.hiddenComponents, uid] };
}

export function restoreCardEdit(dashboard: Dashboard, uid: string): DashboardEdit {
  return { hiddenComponents: dashboard.hiddenComponents.filter((hidden) => hidden !== uid) };
}

/** A card replaced by its edited config, in place. */
export function replaceCardEdit(dashboard: Dashboard, config: CardConfig): DashboardEdit {
  return { cards: dashboard.cards.map((card) => (card.uid === config.uid ? config : card)) };
}

/** The dashboard's hidden cards, in the dashboard's order (hidden entries that name no card are skipped). */
export function hiddenCards(dashboard: Dashboard): CardConfig[] {
  const hidden = new Set(dashboard.hiddenComponents);
  return dashboard.cards.filter((card) => hidden.has(card.uid));
}

/** The cards the grid draws: all but the hidden ones. */
export function visibleCards(dashboard: Dashboard): CardConfig[] {
  const hidden = new Set(dashboard.hiddenComponents);
  return dashboard.cards.filter((card) => !hidden.has(card.uid));
}
