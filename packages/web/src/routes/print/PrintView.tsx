import {
  type CardConfig,
  type CardDataContext,
  type Dashboard,
  type DateRange,
  type Filter,
  PRINT_READY_ATTRIBUTE,
} from '@mirante/core';
import { type CSSProperties, useRef, useState } from 'react';
import { useCardDefinition } from '../../features/card-library/hooks/useCardDefinition.ts';
import { DashboardCard } from '../../features/dashboard-grid/components/DashboardCard.tsx';
import { PrintHeader } from './PrintHeader.tsx';
import { PrintTableCard } from './PrintTableCard.tsx';
import classes from './print.module.css';
import { usePrintReady } from './usePrintReady.ts';

interface PrintViewProps {
  dashboard: Dashboard;
  context: CardDataContext;
  dateRange: DateRange;
  filter: Filter;
}

function PrintCell({ card, context }: { card: CardConfig; context: CardDataContext }) {
  // The same lookup as on screen: library cards and the universe's custom components (as the guest may see them).
  const { definition } = useCardDefinition(card.id, context.universeId);
  if (definition?.componentType === 'dataTable') {
    return (
      <div className={classes.tableCell}>
        <PrintTableCard definition={definition} config={card} context={context} />
      </div>
    );
  }
  return (
    <div className={classes.cell} style={{ '--card-span': card.width } as CSSProperties}>
      <DashboardCard config={card} context={context} />
    </div>
  );
}

/** The dashboard laid out for paper: its head on the first page, then every card in dashboard order. */
export function PrintView({ dashboard, context, dateRange, filter }: PrintViewProps) {
  const root = useRef<HTMLDivElement>(null);
  const [printedAt] = useState(() => Date.now());
  const ready = usePrintReady(root, dashboard.cards.length);
  return (
    <div ref={root} className={classes.page} {...{ [PRINT_READY_ATTRIBUTE]: String(ready) }}>
      <PrintHeader
        title={dashboard.title}
        description={dashboard.description}
        dateRange={dateRange}
        filter={filter}
        printedAt={printedAt}
      />
      <main className={classes.grid}>
        {dashboard.cards.map((card) => (
          <PrintCell key={card.uid} card={card} context={context} />
        ))}
      </main>
    </div>
  );
}
