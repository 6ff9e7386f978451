import type { CardConfig, CardDataContext } from '@mirante/core';
import type { CSSProperties } from 'react';
import { DashboardCard } from './DashboardCard.tsx';
import classes from './DashboardGrid.module.css';

interface DashboardGridProps {
  cards: CardConfig[];
  context: CardDataContext;
}

/**
 * The spec's layout model: an ordered list of cards on 12 columns, each spanning its width, stacked on a phone.
 * Read-only (guests, users without direct access); editors get SortableDashboardGrid.
 */
export function DashboardGrid({ cards, context }: DashboardGridProps) {
  return (
    <div className={classes.grid}>
      {cards.map((card) => (
        <div
          key={card.uid}
          className={classes.cell}
          style={{ '--card-span': card.width } as CSSProperties}
          data-card-uid={card.uid}
        >
          <DashboardCard config={card} context={context} />
        </div>
      ))}
    </div>
  );
}
