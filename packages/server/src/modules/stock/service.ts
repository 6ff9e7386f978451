import {
  type DateRange,
  STOCK_COMPACT_POINTS,
  type StockAnswer,
  type StockConnectorProblem,
  type StockDirection,
  stockQuotesRange,
  zonedDateKey,
} from '@mirante/core';
import { createBotStatements } from '../../stores/analytics/bot-statements.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';
import { num, text } from '../../stores/analytics/row-values.ts';
import { askedPeriod, type CardDataAsk } from '../card-data-ask.ts';
import type { QuotesConnector } from './quotes-connector.ts';

/*
 * The stock service (core contracts/stock.ts, docs/stock.md): the universe's daily quotes of a symbol over the
 * period and the STOCK_LEAD_DAYS days before it, in the daily-quotes API's shape, with the mentions per São
 * Paulo day. Everything is read from the analytics store through the compiler (no SQL here); the optional
 * connector only fills the `stock-prices` dataset, which the cards then read like any ingested quote.
 */

export interface StockAsk extends CardDataAsk {
  function: 'TIME_SERIES_DAILY';
  outputsize: 'compact' | 'full';
  symbol?: string | undefined;
}

export interface StockDeps {
  cache?: ResultCache;
  /** The quotes connector, when configured (config.stockQuotes): off otherwise. */
  connector?: QuotesConnector | null;
  /** How long fetched quotes are fresh before the provider is asked again (6 h). */
  refreshMs?: number;
  /** How long a failed fetch is remembered before the provider is asked again (1 min). */
  retryMs?: number;
  now?: () => number;
}

const DEFAULT_REFRESH_MS = 6 * 3_600_000;
const DEFAULT_RETRY_MS = 60_000;

/** One stored quote as read. */
interface Quote {
  id: string;
  date: number;
  day: string;
  open: number;
  high: number | null;
  low: number | null;
  close: number;
  volume: number;
  direction: StockDirection;
}

/** A price as that API writes it (4 decimals), a volume whole. */
const price = (value: number | null) => (value === null ? '' : value.toFixed(4));

/** One quote per São Paulo day: the record with the latest date, then the greatest id (contracts/stock.ts). */
function onePerDay(quotes: readonly Quote[]): Quote[] {
  const byDay = new Map<string, Quote>();
  for (const quote of quotes) {
    const kept = byDay.get(quote.day);
    if (!kept || quote.date > kept.date || (quote.date === kept.date && quote.id > kept.id))
      byDay.set(quote.day, quote);
  }
  return [...byDay.values()].sort((a, b) => b.date - a.date);
}

type ConnectorState = StockAnswer['connector'];

export function createStockService(engine: AnalyticsEngine, deps: StockDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  const run = createBotStatements(cache);
  const now = deps.now ?? Date.now;
  const refreshMs = deps.refreshMs ?? DEFAULT_REFRESH_MS;
  const retryMs = deps.retryMs ?? DEFAULT_RETRY_MS;
  /** Per universe and symbol: the last fetch (its time and problem), or the fetch under way. */
  const fetches = new Map<string, { at: number; problem: StockConnectorProblem | null }>();
  const pending = new Map<string, Promise<ConnectorState>>();

  /** The universe's own symbol: that of its latest quote up to the period's end; null without quotes. */
  async function universeSymbol(universeId: string, end: number): Promise<string | null> {
    const { rows } = await run(
      { universeId, isStaging: false, filter: {}, range: { start: 0, end } },
      { entity: 'stock-prices', groups: ['symbol'], metrics: [['date', 'max']], take: 1 },
    );
    return rows.length === 0 ? null : text(rows[0]?.s0);
  }

  /** Asks the provider for the symbol unless it was asked recently; fetched quotes go into the dataset. */
  async function refresh(universeId: string, symbol: string, ask: StockAsk): Promise<ConnectorState> {
    const connector = deps.connector;
    if (!connector) return { state: 'off', problem: null };
    const key = JSON.stringify([universeId, symbol]);
    const last = fetches.get(key);
    if (last && now() - last.at < (last.problem === null ? refreshMs : retryMs))
      return last.problem === null
        ? { state: 'recent', problem: null }
        : { state: 'failed', problem: last.problem };
    const running = pending.get(key);
    if (running) return running;
    const work = (async (): Promise<ConnectorState> => {
      const outcome = await connector.daily(symbol, ask.outputsize);
      if (!outcome.ok) {
        fetches.set(key, { at: now(), problem: outcome.problem });
        return { state: 'failed', problem: outcome.problem };
      }
      if (outcome.records.length > 0) await engine.append('stock-prices', universeId, outcome.records);
      fetches.set(key, { at: now(), problem: null });
      return { state: 'fetched', problem: null };
    })().finally(() => pending.delete(key));
    pending.set(key, work);
    return work;
  }

  async function quotes(universeId: string, symbol: string, range: DateRange) {
    const result = await run(
      { universeId, isStaging: false, filter: {}, range },
      {
        entity: 'stock-prices',
        groups: ['id', 'direction'],
        metrics: [
          ['date', 'max'],
          ['open', 'max'],
          ['high', 'max'],
          ['low', 'max'],
          ['close', 'max'],
          ['volume', 'max'],
          ['id', 'count'],
          ['id', 'count'],
        ],
        // A missing high or low reads as 0 in an aggregate: these count whether it is missing.
        metricWhere: [
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          [{ field: 'high', isNull: true }],
          [{ field: 'low', isNull: true }],
        ],
        where: [{ field: 'symbol', equals: symbol }],
        sortBy: 'groups',
      },
    );
    const rows = result.rows.map(
      (row): Quote => ({
        id: text(row.s0),
        direction: text(row.s1) === 'down' ? 'down' : 'up',
        date: num(row.m0),
        day: zonedDateKey(num(row.m0)),
        open: num(row.m1),
        high: num(row.m6) > 0 ? null : num(row.m2),
        low: num(row.m7) > 0 ? null : num(row.m3),
        close: num(row.m4),
        volume: num(row.m5),
      }),
    );
    return { quotes: onePerDay(rows), hit: result.hit };
  }

  /** Posts per São Paulo day of the period within the card's filter (every day present). */
  async function mentions(ask: StockAsk, period: DateRange) {
    const result = await run(
      { universeId: ask.universeId, isStaging: ask.isStaging, filter: ask.filter, range: period },
      { entity: 'posts', metrics: [['id', 'count']], daily: true, sortBy: 'groups', ascending: true },
    );
    const days = result.rows
      .map((row) => ({ date: zonedDateKey(num(row.ts)), start: num(row.ts), count: num(row.m0) }))
      .sort((a, b) => a.start - b.start);
    return { days, hit: result.hit };
  }

  return {
    cache,

    /** GET /stock/query: the symbol's daily quotes of the range and the period's mentions. */
    async query(ask: StockAsk): Promise<{ answer: StockAnswer; cached: boolean }> {
      const period = askedPeriod(ask.dateRange);
      const range = stockQuotesRange(period);
      const symbol = ask.symbol ?? (await universeSymbol(ask.universeId, range.end));
      const connector: ConnectorState =
        symbol === null
          ? { state: deps.connector ? 'idle' : 'off', problem: null }
          : await refresh(ask.universeId, symbol, ask);
      const [stored, counted] = await Promise.all([
        symbol === null ? Promise.resolve({ quotes: [], hit: true }) : quotes(ask.universeId, symbol, range),
        mentions(ask, period),
      ]);
      const kept =
        ask.outputsize === 'compact' ? stored.quotes.slice(0, STOCK_COMPACT_POINTS) : stored.quotes;
      const series = Object.fromEntries(
        kept.map((quote) => [
          quote.day,
          {
            '1. open': price(quote.open),
            '2. high': price(quote.high),
            '3. low': price(quote.low),
            '4. close': price(quote.close),
            '5. volume': String(Math.round(quote.volume)),
          },
        ]),
      );
      return {
        answer: {
          status: 'ok',
          symbol,
          period,
          quotesRange: range,
          'Meta Data':
            symbol === null
              ? null
              : {
                  '1. Information': 'Daily Prices (open, high, low, close) and Volumes',
                  '2. Symbol': symbol,
                  '3. Last Refreshed': kept[0]?.day ?? '',
                  '4. Output Size': ask.outputsize === 'compact' ? 'Compact' : 'Full size',
                  '5. Time Zone': 'America/Sao_Paulo',
                },
          'Time Series (Daily)': series,
          directions: Object.fromEntries(kept.map((quote) => [quote.day, quote.direction])),
          mentions: counted.days,
          connector,
        },
        cached: stored.hit && counted.hit && connector.state !== 'fetched',
      };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
