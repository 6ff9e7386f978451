import { CARD_ID_PARAM } from '../../contracts/card-request.ts';
import type { ChatbotContract } from '../../contracts/dashboard.ts';
import { type DateRange, formatDateRangeParam } from '../../domain/dates.ts';
import type { DashboardFilterScope } from '../../rules/card-request-filter.ts';

/**
 * Where the cards of one dashboard view get their data: the universe, the period on screen, the dashboard's
 * global filter and connected pages (each card narrows them to its own filter) and its chatbot contracts.
 */
export interface CardDataContext extends DashboardFilterScope {
  accountId: string;
  universeId: string;
  isStaging: boolean;
  dateRange: DateRange;
  /** The bots' contracts a chatbot card may ask through (spec §3 dashboard contracts). */
  contracts: readonly ChatbotContract[];
}

/**
 * One HTTP request of a card (spec §7): the registry entry it is for, its path, its card data request
 * parameters (spec §3) as strings, and its body. Equal requests are one answer, whichever card asks.
 */
export interface CardRequest {
  endpoint: string;
  method: 'GET' | 'POST';
  path: string;
  query: Readonly<Record<string, string>>;
  body: unknown;
}

/**
 * A request's query string. ':' is legal in a query string; keeping it makes date_range read as the spec
 * writes it (start:end).
 */
export function cardQueryString(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%3A', ':')}`)
    .join('&');
}

/** The request's URL; the card's uid goes along so that a guest's request names its card (CARD_ID_PARAM). */
export function cardRequestUrl(request: CardRequest, cardId: string | null): string {
  const query = cardId === null ? request.query : { ...request.query, [CARD_ID_PARAM]: cardId };
  return `${request.path}?${cardQueryString(query)}`;
}

/**
 * The card data request parameters (spec §3) every card request ends its query with: its merged filter (when it
 * has one), the period, account, universe and staging flag.
 */
export const cardDataParams = (context: CardDataContext, filter: string | null): Record<string, string> => ({
  ...(filter === null ? {} : { filter }),
  date_range: formatDateRangeParam(context.dateRange),
  account_id: context.accountId,
  universe_id: context.universeId,
  is_staging: String(context.isStaging),
});
