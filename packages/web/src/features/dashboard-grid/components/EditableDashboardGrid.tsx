import type { CardConfig, CardDataContext } from '@mirante/core';
import { useState } from 'react';
import { CardConfigDrawer } from '../../card-config/components/CardConfigDrawer.tsx';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';
import { CardEditMenuItems } from './CardEditMenuItems.tsx';
import { reorderCards, replaceCardEdit } from './card-list-edits.ts';
import { DashboardGrid } from './DashboardGrid.tsx';
import { SortableDashboardGrid } from './SortableDashboardGrid.tsx';

/** Focuses, once the grid has redrawn, the card's drag handle or its menu button. */
function focusCard(uid: string, target: 'handle' | 'menu') {
  const selector = target === 'handle' ? '[aria-roledescription="sortable"]' : '[aria-haspopup="menu"]';
  setTimeout(() => {
    document.querySelector<HTMLElement>(`[data-card-uid="${CSS.escape(uid)}"] ${selector}`)?.focus();
  }, 0);
}

/**
 * A card is leaving the grid from its own menu, which closes with nothing to give focus back to: the handle of
 * the next card (or the previous, for the last one) takes it.
 */
function focusAfter(cards: readonly CardConfig[], uid: string) {
  const at = cards.findIndex((card) => card.uid === uid);
  const next = cards[at + 1] ?? cards[at - 1];
  if (next) focusCard(next.uid, 'handle');
}

interface EditableDashboardGridProps {
  /** The cards on screen (the hidden ones left out). */
  cards: CardConfig[];
  context: CardDataContext;
}

/**
 * The dashboard's grid in the studio: editors move, configure, hide and remove cards, each change an edit
 * (saved, undoable); everyone else sees the plain grid.
 */
export function EditableDashboardGrid({ cards, context }: EditableDashboardGridProps) {
  const { dashboard, canEdit, edit } = useDashboardEditor();
  const [configuring, setConfiguring] = useState<string | null>(null);
  if (!canEdit) return <DashboardGrid cards={cards} context={context} />;

  const configured = dashboard.cards.find((card) => card.uid === configuring) ?? null;
  return (
    <>
      <SortableDashboardGrid
        cards={cards}
        context={context}
        onReorder={(activeUid, overUid) => edit({ cards: reorderCards(dashboard.cards, activeUid, overUid) })}
        menuItemsFor={(card) => (
          <CardEditMenuItems
            card={card}
            onConfigure={setConfiguring}
            onLeave={(uid) => focusAfter(cards, uid)}
          />
        )}
      />
      <CardConfigDrawer
        config={configured}
        universeId={dashboard.universeId}
        pages={dashboard.pages}
        onClose={() => {
          // The drawer opened from the card's menu, which was gone by then: focus goes back to that menu.
          if (configuring) focusCard(configuring, 'menu');
          setConfiguring(null);
        }}
        onSave={(config) => {
          // Saving what is already there is no edit: nothing to store, nothing to undo.
          if (JSON.stringify(config) !== JSON.stringify(configured)) edit(replaceCardEdit(dashboard, config));
          focusCard(config.uid, 'menu');
          setConfiguring(null);
        }}
      />
    </>
  );
}
