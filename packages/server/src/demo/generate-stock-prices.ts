import type { DemoDay } from './demo-calendar.ts';
import type { DemoRow } from './demo-row.ts';
import { STOCK_SYMBOL } from './demo-vocabulary.ts';
import { createRandom } from './random.ts';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Daily prices of the brand's share on trading days (Monday to Friday): a random walk of about 1.8 % a day,
 * a 7 % fall on the crisis day with three times the usual volume.
 */
export function createStockPricesGenerator(options: { seed: number; symbol?: string }) {
  const random = createRandom(options.seed);
  const symbol = options.symbol ?? STOCK_SYMBOL;
  let close = 18.4;
  return {
    *day(day: DemoDay): Generator<DemoRow> {
      if (day.weekday === 0 || day.weekday === 6) return;
      const open = cents(close * (1 + 0.004 * random.gaussian()));
      const change = day.crisis ? -0.07 + 0.01 * random.gaussian() : 0.0003 + 0.018 * random.gaussian();
      close = cents(Math.max(0.5, open * Math.exp(change)));
      const high = cents(Math.max(open, close) * (1 + Math.abs(0.006 * random.gaussian())));
      const low = cents(Math.min(open, close) * (1 - Math.abs(0.006 * random.gaussian())));
      const volume = Math.round(
        random.logNormal(4_200_000, 0.35) * (1 + Math.abs(change) / 0.03) * (day.crisis ? 3 : 1),
      );
      yield {
        dataset: 'stock-prices',
        record: {
          id: `${symbol}:${day.key}`,
          symbol,
          date: day.start,
          open,
          close,
          high,
          low,
          volume,
          direction: close >= open ? 'up' : 'down',
        },
      };
    },
  };
}
