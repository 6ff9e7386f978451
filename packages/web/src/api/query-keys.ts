import type { ChartEntity, WarRoomEndpoint } from '@mirante/core';

/** What identifies one card-data answer: the charts-service parameters (the body is covered by `hash`). */
export interface CardSeriesParams {
  entity: ChartEntity;
  hash: string;
  dateRange: string;
  accountId: string;
  universeId: string;
  isStaging: boolean;
  /** The card's own filter (selectedFilters) as JSON, or null. */
  filter: string | null;
}

/** What identifies one war-room answer: the endpoint and its query string. */
export interface WarRoomParams {
  endpoint: WarRoomEndpoint;
  query: Readonly<Record<string, string>>;
}

/** Every TanStack Query key of the app comes from here, so invalidations name the same keys as the queries. */
export const queryKeys = {
  me: () => ['user', 'me'] as const,
  dashboards: (universeId: string) => ['dashboards', universeId] as const,
  dashboard: (universeId: string, dashboardId: string) => ['dashboards', universeId, dashboardId] as const,
  /** Editors only: the token link and access code of a dashboard (not under the dashboards key). */
  publishing: (universeId: string, dashboardId: string) => ['publishing', universeId, dashboardId] as const,
  isAccountAdmin: (accountId: string) => ['user', 'is-admin', accountId] as const,
  customComponents: (universeId: string) => ['custom-components', universeId] as const,
  universeInfo: (accountId: string, universeId: string) => ['universe-info', accountId, universeId] as const,
  cardSeries: (params: CardSeriesParams) => ['card-series', params] as const,
  /** A charts card that compares with the previous period asks for both periods under one key. */
  cardSeriesWithPrevious: (params: CardSeriesParams, previous: CardSeriesParams) =>
    ['card-series', params, previous] as const,
  warRoom: (params: WarRoomParams) => ['war-room', params] as const,
  /** Prefixes of every card's data (charts and war-room), for refreshing the whole dashboard at once. */
  allCardData: () => [['card-series'], ['war-room']] as const,
  studioPages: (accountId: string, universeId: string) =>
    ['studio-service', 'pages', accountId, universeId] as const,
  featureFlags: (accountId: string, universeId: string, dashboardId: string) =>
    ['feature-flags', accountId, universeId, dashboardId] as const,
};
