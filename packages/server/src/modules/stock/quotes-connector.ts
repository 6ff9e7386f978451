import { type StockConnectorProblem, StockPriceRecord } from '@mirante/core';
import { z } from 'zod';

/*
 * The optional quotes connector (docs/stock.md): asks a provider speaking the well-known daily-quotes API
 * (GET <url>?function=TIME_SERIES_DAILY&symbol=…&outputsize=…&apikey=…, answering "Time Series (Daily)") for a
 * symbol's daily quotes, as stock-prices records. Off unless STOCK_QUOTES_URL and STOCK_QUOTES_KEY are set. It
 * never throws: a provider that fails says why (unreachable, rate limited, refused).
 */

export interface QuotesConnectorConfig {
  /** The provider's query URL (its root path: the API takes everything as query parameters). */
  url: string;
  key: string;
}

/** How long one call to the provider may take. */
const PROVIDER_TIMEOUT_MS = 10_000;

const Quote = z.object({
  '1. open': z.coerce.number(),
  '2. high': z.coerce.number().optional(),
  '3. low': z.coerce.number().optional(),
  '4. close': z.coerce.number(),
  '5. volume': z.coerce.number(),
});

/** That API's answers: the series, or a refusal ("Error Message"), or a rate limit ("Note", "Information"). */
const ProviderAnswer = z.union([
  z.object({ 'Time Series (Daily)': z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), Quote) }),
  z.object({ 'Error Message': z.string() }),
  z.object({ Note: z.string() }),
  z.object({ Information: z.string() }),
]);

export type QuotesOutcome =
  | { ok: true; records: StockPriceRecord[] }
  | { ok: false; problem: StockConnectorProblem; detail: string };

const failed = (problem: StockConnectorProblem, detail: string): QuotesOutcome => ({
  ok: false,
  problem,
  detail,
});

/** A provider's quote as the record the ingest would store: id `<SYMBOL>:<date>`, its date in São Paulo. */
function recordsOf(symbol: string, series: Record<string, z.infer<typeof Quote>>): QuotesOutcome {
  const records: StockPriceRecord[] = [];
  for (const [date, quote] of Object.entries(series)) {
    const parsed = StockPriceRecord.safeParse({
      id: `${symbol}:${date}`,
      symbol,
      date,
      open: quote['1. open'],
      close: quote['4. close'],
      high: quote['2. high'] ?? null,
      low: quote['3. low'] ?? null,
      volume: Math.round(quote['5. volume']),
    });
    if (!parsed.success) return failed('unreachable', `invalid quote on ${date}`);
    records.push(parsed.data);
  }
  return { ok: true, records };
}

export function createQuotesConnector(config: QuotesConnectorConfig) {
  return {
    async daily(symbol: string, outputsize: 'compact' | 'full'): Promise<QuotesOutcome> {
      const url = new URL(config.url);
      url.searchParams.set('function', 'TIME_SERIES_DAILY');
      url.searchParams.set('symbol', symbol);
      url.searchParams.set('outputsize', outputsize);
      url.searchParams.set('apikey', config.key);
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      } catch (error) {
        return failed('unreachable', error instanceof Error ? error.message : String(error));
      }
      if (response.status === 429) return failed('rateLimited', 'HTTP 429');
      if (response.status === 401 || response.status === 403)
        return failed('rejected', `HTTP ${response.status}`);
      if (!response.ok) return failed('unreachable', `HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return failed('unreachable', 'not JSON');
      }
      const answer = ProviderAnswer.safeParse(body);
      if (!answer.success) return failed('unreachable', 'not a daily series');
      const data = answer.data;
      if ('Time Series (Daily)' in data) return recordsOf(symbol, data['Time Series (Daily)']);
      if ('Error Message' in data) return failed('rejected', data['Error Message']);
      return failed('rateLimited', 'Note' in data ? data.Note : data.Information);
    },
  };
}

export type QuotesConnector = ReturnType<typeof createQuotesConnector>;
