import { type CardDataContext, type CardRequest, cardDataParams } from './card-request.ts';

/** A card query's parameter as the query string carries it: a list joined by commas. */
const paramText = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value));

/**
 * The GET a card of a spec §7 service makes at `route`: its query's own parameters (as texts), the card data
 * request parameters (spec §3: date_range, account_id, universe_id, is_staging) and its merged filter.
 */
export function serviceGetRequest(
  entry: { key: string; route: string },
  params: Readonly<Record<string, unknown>>,
  context: CardDataContext,
  filter: string | null,
): CardRequest {
  const options = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, paramText(value)]));
  return {
    endpoint: entry.key,
    method: 'GET',
    path: entry.route,
    query: { ...options, ...cardDataParams(context, filter) },
    body: null,
  };
}
