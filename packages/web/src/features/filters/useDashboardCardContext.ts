import type { CardDataContext, DashboardFilterScope } from '@mirante/core';
import { useMemo } from 'react';
import { useDashboardEditor } from '../dashboard-grid/editor/useDashboardEditor.ts';

/** The universe and period of a dashboard view, before the dashboard's own filter and contracts join them. */
export type CardDataScope = Omit<CardDataContext, keyof DashboardFilterScope | 'contracts'>;

/**
 * The cards' data context of the dashboard being edited: its global filter, connected pages and chatbot
 * contracts as on screen, so an applied filter reaches every card at once, before its save returns.
 */
export function useDashboardCardContext(scope: CardDataScope): CardDataContext {
  const { dashboard } = useDashboardEditor();
  const { globalFilter, pages, contracts } = dashboard;
  return useMemo(
    () => ({ ...scope, globalFilter, pages, contracts }),
    [scope, globalFilter, pages, contracts],
  );
}
