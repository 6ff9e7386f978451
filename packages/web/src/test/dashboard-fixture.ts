import type { CardConfig, CardDataContext, Dashboard } from '@mirante/core';

/** A dashboard of uni1 as the server answers it: ana@example.com its editor, unpublished, version 1. */
export function dashboardWith(cards: CardConfig[], extra: Partial<Dashboard> = {}): Dashboard {
  return {
    id: 'dash1',
    universeId: 'uni1',
    title: 'Visão geral',
    description: '',
    language: 'pt-BR',
    color: '#12b886',
    logo: null,
    isDarkTheme: true,
    cards,
    pages: [],
    globalFilter: {},
    changeControl: 0,
    contracts: [],
    users: [{ email: 'ana@example.com', admin: true }],
    userEmails: ['ana@example.com'],
    onboardingStatus: null,
    isPublished: false,
    publishedAt: '0',
    publishedToken: '',
    publishedBy: '',
    hiddenComponents: [],
    version: 1,
    ...extra,
  };
}

/** A card-data context for tests: the universe uni1 over a fixed week, no global filter. */
export const TEST_CARD_CONTEXT: CardDataContext = {
  accountId: 'acc1',
  universeId: 'uni1',
  isStaging: false,
  dateRange: { start: Date.UTC(2025, 10, 14, 3), end: Date.UTC(2025, 10, 21, 3) },
  globalFilter: {},
  pages: [],
  contracts: [],
};
