import type { ChartsCardQuery } from '@mirante/core';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { type CardDataContext, cardSeriesParams, fetchCardSeries } from '../api/card-series-api.ts';

/** One card's data; each card has its own query, so one failing card never fails the dashboard. */
export function useCardSeries(query: ChartsCardQuery, context: CardDataContext) {
  const params = cardSeriesParams(query, context);
  return useQuery({
    queryKey: queryKeys.cardSeries(params),
    queryFn: ({ signal }) => fetchCardSeries(query, params, signal),
  });
}
