/**
 * The query string of a card-data request. ':' is legal in a query string; keeping it makes date_range read
 * as the spec writes it (start:end).
 */
export function cardQueryString(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%3A', ':')}`)
    .join('&');
}
