import { z } from 'zod';
import { DAY_MS, type DateRange } from '../domain/dates.ts';
import { CardDataQuery } from './card-data-query.ts';

/*
 * The stock service (spec §7 "Stock service", §3 stock data point, §9 "Stock search starts 10 days before the
 * range"; docs/stock.md). It answers the query of the well-known daily-quotes API (symbol, function
 * TIME_SERIES_DAILY, outputsize) in that API's shape ("Meta Data", "Time Series (Daily)" keyed by date with
 * open, high, low, close and volume as texts), read from the universe's `stock-prices` dataset only, and adds
 * what the cards draw beside it: each day's direction and the mentions per São Paulo day.
 *
 * - The quotes cover [period start − STOCK_LEAD_DAYS days, period end]; the mentions, the period.
 * - A quote's day is the São Paulo date of its `date`. Two records of one symbol on one day (sent under two
 *   ids) are one quote: the record with the latest `date`, then the greatest id. A record sent twice under its
 *   id is stored once (the ingest replaces it).
 * - Direction (the colour): up when close ≥ open, down otherwise (computed by the ingest's record schema).
 * - The symbol: the request's `symbol`, else the universe's own: the symbol of its latest stored quote. A
 *   universe without quotes answers `symbol: null` and no series; the card then says how to send them.
 * - compact: the latest STOCK_COMPACT_POINTS quotes of the range (as that API's compact output); full: all.
 */

export const STOCK_FUNCTIONS = ['TIME_SERIES_DAILY'] as const;
export const STOCK_OUTPUT_SIZES = ['compact', 'full'] as const;
/** Days the quotes start before the dashboard's period (spec §9). */
export const STOCK_LEAD_DAYS = 10;
/** Quotes a compact answer holds at most: the latest of the range. */
export const STOCK_COMPACT_POINTS = 100;

/** A ticker as the ingest stores it: 1–20 letters, digits, '.', '-' or ':', in upper case. */
export const StockSymbol = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.:-]{1,20}$/)
  .transform((symbol) => symbol.toUpperCase());

export const StockQuery = CardDataQuery.extend({
  function: z.enum(STOCK_FUNCTIONS).default('TIME_SERIES_DAILY'),
  outputsize: z.enum(STOCK_OUTPUT_SIZES).default('compact'),
  /** Left out by the cards: the universe's own symbol. */
  symbol: StockSymbol.optional(),
});
export type StockQuery = z.infer<typeof StockQuery>;

/** The range the quotes are read over: the period, starting STOCK_LEAD_DAYS days earlier. */
export const stockQuotesRange = (period: DateRange): DateRange => ({
  start: period.start - STOCK_LEAD_DAYS * DAY_MS,
  end: period.end,
});

/** One day of that API's daily series: numbers as texts (prices to 4 decimals, volume whole). */
export const DailyQuote = z.object({
  '1. open': z.string(),
  /** '' where the record had no high (the ingest makes it optional). */
  '2. high': z.string(),
  '3. low': z.string(),
  '4. close': z.string(),
  '5. volume': z.string(),
});
export type DailyQuote = z.infer<typeof DailyQuote>;

export const StockMetaData = z.object({
  '1. Information': z.string(),
  '2. Symbol': z.string(),
  /** The latest quote's date (YYYY-MM-DD); '' when the range has none. */
  '3. Last Refreshed': z.string(),
  '4. Output Size': z.enum(['Compact', 'Full size']),
  '5. Time Zone': z.string(),
});

export const STOCK_DIRECTIONS = ['up', 'down'] as const;
export type StockDirection = (typeof STOCK_DIRECTIONS)[number];

/**
 * How the quotes connector did on this request (docs/stock.md): off unless configured; idle when it had no
 * symbol to ask for; fetched now; recent (fetched within its refresh time); failed (its problem says why).
 */
export const STOCK_CONNECTOR_STATES = ['off', 'idle', 'fetched', 'recent', 'failed'] as const;
/** Why the connector failed: unreachable or not JSON, a rate limit, a refusal (bad symbol or key). */
export const STOCK_CONNECTOR_PROBLEMS = ['unreachable', 'rateLimited', 'rejected'] as const;
export type StockConnectorProblem = (typeof STOCK_CONNECTOR_PROBLEMS)[number];

export const StockAnswer = z.object({
  status: z.literal('ok'),
  /** Null: the universe has no quotes and the request named no symbol. */
  symbol: z.string().nullable(),
  /** The period asked (end inclusive) and the quotes' range (its start STOCK_LEAD_DAYS days earlier). */
  period: z.object({ start: z.number(), end: z.number() }),
  quotesRange: z.object({ start: z.number(), end: z.number() }),
  'Meta Data': StockMetaData.nullable(),
  /** By São Paulo date (YYYY-MM-DD), latest first as that API answers. */
  'Time Series (Daily)': z.record(z.string(), DailyQuote),
  /** Each quote's direction, by the same dates. */
  directions: z.record(z.string(), z.enum(STOCK_DIRECTIONS)),
  /** Posts per São Paulo day of the period within the card's filter, every day present, oldest first. */
  mentions: z.array(z.object({ date: z.string(), start: z.number(), count: z.number() })),
  connector: z.object({
    state: z.enum(STOCK_CONNECTOR_STATES),
    problem: z.enum(STOCK_CONNECTOR_PROBLEMS).nullable(),
  }),
});
export type StockAnswer = z.infer<typeof StockAnswer>;
