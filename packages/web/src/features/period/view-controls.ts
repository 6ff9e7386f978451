import type { DateRange } from '@mirante/core';
import { createContext, use } from 'react';
import type { PeriodSelection } from './period-selection.ts';
import type { DashboardRefresh } from './useDashboardRefresh.ts';

/** What the dashboard view lets its header change: the period on screen and the refreshes of its cards. */
export interface DashboardViewControls {
  period: PeriodSelection;
  dateRange: DateRange;
  choosePeriod(period: PeriodSelection): void;
  refresh: DashboardRefresh;
}

export const ViewControlsContext = createContext<DashboardViewControls | null>(null);

export function useViewControls(): DashboardViewControls {
  const value = use(ViewControlsContext);
  if (!value) throw new Error('useViewControls must be used inside <ViewControlsContext>');
  return value;
}
