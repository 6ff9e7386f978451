import type { ChartEntity } from '@mirante/core';

/** What identifies one card-data answer: the charts-service parameters (the body is covered by `hash`). */
export interface CardSeriesParams {
  entity: ChartEntity;
  hash: string;
  dateRange: string;
  accountId: string;
  universeId: string;
  isStaging: boolean;
}

/** Every TanStack Query key of the app comes from here, so invalidations name the same keys as the queries. */
export const queryKeys = {
  me: () => ['user', 'me'] as const,
  dashboards: (universeId: string) => ['dashboards', universeId] as const,
  dashboard: (universeId: string, dashboardId: string) => ['dashboards', universeId, dashboardId] as const,
  cardSeries: (params: CardSeriesParams) => ['card-series', params] as const,
};
