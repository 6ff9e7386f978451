import { type CardDataContext, type CardRequest, formatDateRangeParam } from '@mirante/core';

/** Where card data is asked: its universe and period, up front in the key so invalidations can name them. */
type CardDataScope = Pick<CardDataContext, 'universeId' | 'dateRange'>;

const CARD_DATA = 'card-data';

const cardDataScope = ({ universeId, dateRange }: CardDataScope) =>
  [CARD_DATA, universeId, formatDateRangeParam(dateRange)] as const;

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
  /** Every card's data, the search card's searches included: a refresh resets or invalidates this prefix. */
  cardDataPrefix: () => [CARD_DATA] as const,
  /**
   * A card's requests (core's endpoint registry), which hold its filters, account and staging flag. The card's
   * uid is not part of the key: cards asking the same thing share one answer.
   */
  cardData: (scope: CardDataScope, requests: readonly CardRequest[]) =>
    [...cardDataScope(scope), requests] as const,
  /** A search typed into a search card: its own answer (not a card's), under the same scope. */
  cardSearch: (scope: CardDataScope, requests: readonly CardRequest[]) =>
    [...cardDataScope(scope), 'search', requests] as const,
  studioPages: (accountId: string, universeId: string) =>
    ['studio-service', 'pages', accountId, universeId] as const,
  featureFlags: (accountId: string, universeId: string, dashboardId: string) =>
    ['feature-flags', accountId, universeId, dashboardId] as const,
};
