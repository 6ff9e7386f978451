import {
  type CardConfig,
  type CardData,
  type CardDataContext,
  type CardDefinition,
  isEmptyCardData,
  type MessageKey,
} from '@mirante/core';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useMemo } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { cardPlanOf } from '../api/card-data-source.ts';
import type { CardState } from '../components/CardFrame.tsx';

export interface CardDataResult {
  state: CardState;
  data: CardData | null;
  /** Why the card failed: its data could not load, or its source is not offered by this server. */
  error: 'chart.errors.load' | 'chart.errors.unavailable' | null;
  /**
   * What an empty card says instead of 'Não há dados para exibir.': why it cannot ask yet (a chatbot card
   * without a bot, or with more bots than it shows). Null otherwise.
   */
  message: MessageKey | null;
  /** Offered on errors when trying again can help. */
  retry: (() => void) | null;
}

/** The key of a card with nothing to fetch (its query stays disabled), outside the card data's prefix. */
const NO_KEY = ['no-card-data'] as const;

/** Whether any part of the element is inside the viewport. */
function inViewport(element: Element | null | undefined): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/**
 * One card's data by its query; each card has its own query, so one failing card never fails the dashboard.
 * Data already on screen stays while it refreshes; a retry after an error shows as loading. A card in view
 * asks with high priority, one out of view with low: every request leaves at once, and the browser's queue
 * (six connections per host on HTTP/1.1) sends those of the cards on screen first.
 */
export function useCardData(
  definition: CardDefinition,
  context: CardDataContext,
  /** The card on the dashboard: its filters narrow the request, and guests' requests must name its uid. */
  card: CardConfig | null = null,
  /** The card's element on the page: while it is in view, its requests go first. */
  viewRef?: RefObject<Element | null>,
): CardDataResult {
  const { t } = useI18n();
  const plan = useMemo(() => cardPlanOf(definition, context, card, t), [definition, context, card, t]);
  const query = useQuery({
    queryKey: plan.kind === 'fetch' ? plan.queryKey : NO_KEY,
    queryFn: ({ signal }) => {
      if (plan.kind !== 'fetch') throw new Error('card has nothing to fetch');
      // Without an element (a print page, a preview) the browser decides.
      const priority = viewRef ? (inViewport(viewRef.current) ? 'high' : 'low') : 'auto';
      return plan.fetch(signal, priority);
    },
    enabled: plan.kind === 'fetch',
  });
  const answers = query.data;
  const endpoint = plan.kind === 'fetch' ? plan.endpoint : null;
  const data = useMemo(
    () => (answers && endpoint ? endpoint.map(definition, answers, t) : null),
    [answers, endpoint, definition, t],
  );

  if (plan.kind === 'static')
    return { state: 'ready', data: plan.data, error: null, message: null, retry: null };
  if (plan.kind === 'unavailable')
    return { state: 'error', data: null, error: 'chart.errors.unavailable', message: null, retry: null };
  // Nothing to ask yet: the card says why, as its empty state, and makes no request.
  if (plan.kind === 'blocked')
    return { state: 'empty', data: null, error: null, message: plan.message, retry: null };
  if (data) {
    // A search card is its search box: it shows even when its first list is empty.
    const empty = definition.componentType !== 'search' && isEmptyCardData(data);
    return { state: empty ? 'empty' : 'ready', data, error: null, message: null, retry: null };
  }
  if (query.isError && !query.isFetching) {
    return {
      state: 'error',
      data: null,
      error: 'chart.errors.load',
      message: null,
      retry: () => void query.refetch(),
    };
  }
  return { state: 'loading', data: null, error: null, message: null, retry: null };
}
