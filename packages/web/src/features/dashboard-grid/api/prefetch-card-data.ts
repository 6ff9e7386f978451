import {
  type CardDataContext,
  cardRegistry,
  type Dashboard,
  translate,
  type UniverseSummary,
} from '@mirante/core';
import type { QueryClient } from '@tanstack/react-query';
import { periodFromSearch, rangeOfPeriod } from '../../period/period-selection.ts';
import { visibleCards } from '../components/card-list-edits.ts';
import { type CardAnswers, cardPlanOf } from './card-data-source.ts';

/**
 * Asks for the data of every card the dashboard shows, under the query keys its cards will read (the same
 * plans as useCardData, over the period of the URL and the dashboard's filter), so the answers are on their
 * way before the grid mounts; a word cloud's layout starts as soon as its terms arrive. Custom components
 * (read with the universe's list) and the last 24 hours (a range that moves with the clock, so its key would
 * differ) are left to the cards.
 */
export function prefetchCardData(
  queryClient: QueryClient,
  universe: UniverseSummary,
  dashboard: Dashboard,
  search: URLSearchParams,
): void {
  const period = periodFromSearch(search);
  if (period.preset === 'last24Hours') return;
  const context: CardDataContext = {
    accountId: universe.accountId,
    universeId: universe.universeId,
    isStaging: universe.isStaging,
    dateRange: rangeOfPeriod(period),
    globalFilter: dashboard.globalFilter,
    pages: dashboard.pages,
    contracts: dashboard.contracts,
  };
  for (const card of visibleCards(dashboard)) {
    if (!cardRegistry.has(card.id)) continue;
    const definition = cardRegistry.get(card.id);
    const plan = cardPlanOf(definition, context, card, translate);
    if (plan.kind !== 'fetch') continue;
    const prefetched = queryClient.prefetchQuery({
      queryKey: plan.queryKey,
      queryFn: ({ signal }) => plan.fetch(signal, 'auto'),
    });
    if (definition.componentType !== 'wordCloud') continue;
    // A word cloud's layout starts in its worker as soon as its terms arrive (they need no translation); the
    // layout's module is loaded then, not with the page's first script.
    void prefetched.then(async () => {
      const answers = queryClient.getQueryData<CardAnswers>(plan.queryKey);
      const data = answers ? plan.endpoint.map(definition, answers, translate) : null;
      if (data?.kind !== 'terms') return;
      const { startWordCloudLayout } = await import('../../../cards/renderers/useWordCloudLayout.ts');
      startWordCloudLayout(data.terms);
    });
  }
}
