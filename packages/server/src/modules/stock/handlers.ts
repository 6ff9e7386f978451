import type { StockQuery } from '@mirante/core';
import type { CardDataHandler, CardDataHandlers } from '../../http/card-data-routes.ts';
import { cardDataAskOf } from '../card-data-ask.ts';
import type { StockService } from './service.ts';

/** The stock service's entry of core's endpoint registry (spec §7 "Stock service", docs/stock.md). */
export function stockHandlers(service: StockService): CardDataHandlers {
  const query: CardDataHandler<StockQuery, null> = {
    summary:
      "A symbol's daily quotes (TIME_SERIES_DAILY: open, high, low, close, volume by date) from 10 days before the period to its end, with each day's direction and the mentions per São Paulo day",
    description:
      "Read from the universe's stock-prices dataset (ingest, or the quotes connector when configured). Without `symbol`, the universe's own: the symbol of its latest quote. Answers are cached (x-cache: hit or miss).",
    handle: ({ query: asked, scope }) =>
      service.query({
        ...cardDataAskOf(asked, scope),
        function: asked.function,
        outputsize: asked.outputsize,
        symbol: asked.symbol,
      }),
  };
  return { 'stock/query': query } as CardDataHandlers;
}
