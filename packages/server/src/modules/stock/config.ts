import { z } from 'zod';
import type { QuotesConnectorConfig } from './quotes-connector.ts';

/*
 * The optional quotes connector, read from the environment with the rest of the configuration (config.ts;
 * docs/stock.md). Off unless both its URL and key are set; one without the other is a configuration error.
 */

const HttpUrl = z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' });

/** The variables, as config.ts's schema takes them. */
export const STOCK_ENV = {
  /** The quotes provider's query URL (it takes function, symbol, outputsize and apikey as query parameters). */
  MIRANTE_STOCK_QUOTES_URL: HttpUrl.optional(),
  MIRANTE_STOCK_QUOTES_KEY: z.string().min(1).max(500).optional(),
};

type StockEnv = { [K in keyof typeof STOCK_ENV]?: z.infer<(typeof STOCK_ENV)[K]> };

/** The connector the variables configure, or null (off); a URL without a key (or a key alone) throws. */
export function stockQuotesConfigOf(env: StockEnv): QuotesConnectorConfig | null {
  const url = env.MIRANTE_STOCK_QUOTES_URL;
  const key = env.MIRANTE_STOCK_QUOTES_KEY;
  if (url === undefined && key === undefined) return null;
  if (url === undefined || key === undefined)
    throw new Error('MIRANTE_STOCK_QUOTES_URL and MIRANTE_STOCK_QUOTES_KEY must be set together');
  return { url, key };
}
