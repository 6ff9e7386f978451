import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  PERIOD_QUERY,
  type PeriodSelection,
  periodFromSearch,
  RANGE_QUERY,
  rangeOfPeriod,
  searchWithPeriod,
} from './period-selection.ts';
import { useDashboardRefresh } from './useDashboardRefresh.ts';
import type { DashboardViewControls } from './view-controls.ts';

/**
 * The period and refreshes of a dashboard view. The period lives in the URL query, so a reload keeps it;
 * a preset's range is computed when it is chosen and again at each forced refresh.
 */
export function useDashboardViewControls(): DashboardViewControls {
  const [search, setSearch] = useSearchParams();
  const refresh = useDashboardRefresh();
  const presetParam = search.get(PERIOD_QUERY);
  const rangeParam = search.get(RANGE_QUERY);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the period is what these two parameters say
  const period = useMemo(() => periodFromSearch(search), [presetParam, rangeParam]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a forced refresh (generation) recomputes the range
  const dateRange = useMemo(() => rangeOfPeriod(period), [period, refresh.generation]);
  const choosePeriod = useCallback(
    (next: PeriodSelection) => setSearch((current) => searchWithPeriod(current, next), { replace: true }),
    [setSearch],
  );
  return useMemo(
    () => ({ period, dateRange, choosePeriod, refresh }),
    [period, dateRange, choosePeriod, refresh],
  );
}
