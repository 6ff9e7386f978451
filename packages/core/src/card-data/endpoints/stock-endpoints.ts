import { StockAnswer, StockQuery } from '../../contracts/stock.ts';
import { endpointListsPeople } from '../../rules/people-exposure.ts';
import { stockCardData } from '../stock-mapper.ts';
import { type CardEndpoint, endpointKey } from './card-endpoint.ts';
import { serviceGetRequest } from './service-request.ts';
import { CARD_DATA_RETRIES, CARD_DATA_TIMEOUT_MS } from './timeouts.ts';

const key = endpointKey('stock', 'query');

/**
 * `GET /stock/query` (spec §7 "Stock service", contracts/stock.ts): the card's own params (function,
 * outputsize) and the card data parameters; no symbol, so the server answers the universe's own (the symbol
 * of its latest stored quote). It reads the quotes and, for the mentions, the posts.
 */
export const stockEndpoint: CardEndpoint<StockAnswer> = {
  key,
  service: 'stock',
  endpoint: 'query',
  method: 'GET',
  route: `/${key}`,
  query: StockQuery,
  body: null,
  answer: StockAnswer,
  timeoutMs: CARD_DATA_TIMEOUT_MS,
  retries: CARD_DATA_RETRIES,
  datasets: ['stock-prices', 'posts'],
  perBot: false,
  previousPeriod: 'none',
  listsPeople: endpointListsPeople('stock', 'query'),
  requests(definition, context, filter) {
    const { query } = definition;
    if (query.service !== 'stock') throw new Error(`${definition.id} is not a stock card`);
    return [serviceGetRequest(stockEndpoint, query.params, context, filter)];
  },
  map: (definition, answers, t) => stockCardData(definition, answers[0], t),
};

export const stockEndpoints: readonly CardEndpoint[] = [stockEndpoint] as readonly CardEndpoint[];
