import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { END_OF_DAY_OFFSET_MS, StockAnswer, startOfZonedDay } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { DEMO } from '../../demo/seed-demo.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { createQuotesConnector } from './quotes-connector.ts';

/*
 * The quotes connector against a real local HTTP server speaking the daily-quotes API's JSON: fetched quotes
 * are stored in the stock-prices dataset and the card reads them from there; a rate limit, a refusal, a server
 * error, a page that is not JSON or a provider that is down give a clear state, never a 500.
 */

const UNIVERSE = 'stock-connector';
const KEY = 'chave-de-teste';
const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
const PERIOD = { start: day('2026-03-09'), end: day('2026-03-13') + END_OF_DAY_OFFSET_MS };

/** The provider's daily series of XPTO3: 20 Feb to 20 Mar, numbers as texts as that API writes them. */
const SERIES: Record<string, Record<string, string>> = {};
for (const [i, date] of [
  '2026-02-20',
  '2026-02-26',
  '2026-02-27',
  '2026-03-02',
  '2026-03-09',
  '2026-03-10',
  '2026-03-11',
  '2026-03-12',
  '2026-03-13',
  '2026-03-16',
  '2026-03-20',
].entries()) {
  const open = 30 + i;
  const close = i % 3 === 0 ? open - 1.25 : open + 0.5;
  SERIES[date] = {
    '1. open': open.toFixed(4),
    '2. high': (Math.max(open, close) + 1).toFixed(4),
    '3. low': (Math.min(open, close) - 1).toFixed(4),
    '4. close': close.toFixed(4),
    '5. volume': String(100_000 * (i + 1)),
  };
}

const asked: URL[] = [];
let server: http.Server;
let base: string;

function answer(url: URL, response: http.ServerResponse) {
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.searchParams.get('apikey') !== KEY)
    return json(200, { 'Error Message': 'the parameter apikey is invalid' });
  switch (url.searchParams.get('symbol')) {
    case 'XPTO3':
      return json(200, {
        'Meta Data': {
          '1. Information': 'Daily Prices (open, high, low, close) and Volumes',
          '2. Symbol': 'XPTO3',
          '3. Last Refreshed': '2026-03-20',
          '4. Output Size': 'Compact',
          '5. Time Zone': 'US/Eastern',
        },
        'Time Series (Daily)': SERIES,
      });
    case 'RATE3':
      return json(200, {
        Note: 'Thank you for using our API! Our standard API call frequency is 5 calls per minute.',
      });
    case 'INFO3':
      return json(200, { Information: 'You have reached the daily rate limit.' });
    case 'LIMIT3':
      return json(429, { message: 'Too Many Requests' });
    case 'BOOM3':
      response.writeHead(500, { 'content-type': 'text/plain' });
      return response.end('internal error');
    case 'JUNK3':
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html><body>manutenção</body></html>');
    default:
      return json(200, { 'Error Message': 'Invalid API call. Please retry or visit the documentation.' });
  }
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    asked.push(url);
    answer(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/query`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the quotes connector', () => {
  it('reads the daily series as stock-prices records (id SYMBOL:date, direction by open and close)', async () => {
    const outcome = await createQuotesConnector({ url: base, key: KEY }).daily('XPTO3', 'compact');
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.records).toHaveLength(Object.keys(SERIES).length);
    const first = outcome.records.find((r) => r.id === 'XPTO3:2026-02-20');
    expect(first).toEqual({
      id: 'XPTO3:2026-02-20',
      symbol: 'XPTO3',
      date: day('2026-02-20'),
      open: 30,
      close: 28.75,
      high: 31,
      low: 27.75,
      volume: 100_000,
      direction: 'down',
    });
    const last = asked.at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      function: 'TIME_SERIES_DAILY',
      symbol: 'XPTO3',
      outputsize: 'compact',
      apikey: KEY,
    });
  });

  it.each([
    ['RATE3', 'rateLimited'],
    ['INFO3', 'rateLimited'],
    ['LIMIT3', 'rateLimited'],
    ['NOPE3', 'rejected'],
    ['BOOM3', 'unreachable'],
    ['JUNK3', 'unreachable'],
  ])('says why it failed: %s is %s', async (symbol, problem) => {
    const outcome = await createQuotesConnector({ url: base, key: KEY }).daily(symbol, 'compact');
    expect(outcome).toMatchObject({ ok: false, problem });
  });

  it('says a provider that is down is unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const outcome = await createQuotesConnector({ url: `http://127.0.0.1:${port}/query`, key: KEY }).daily(
      'XPTO3',
      'compact',
    );
    expect(outcome).toMatchObject({ ok: false, problem: 'unreachable' });
  });

  it('is configured by its URL and key together, and off without them', () => {
    expect(loadConfig({}).stockQuotes).toBeNull();
    expect(loadConfig({ MIRANTE_STOCK_QUOTES_URL: base, MIRANTE_STOCK_QUOTES_KEY: KEY }).stockQuotes).toEqual(
      { url: base, key: KEY },
    );
    expect(() => loadConfig({ MIRANTE_STOCK_QUOTES_URL: base })).toThrow(ConfigError);
    expect(() => loadConfig({ MIRANTE_STOCK_QUOTES_URL: 'ftp://x', MIRANTE_STOCK_QUOTES_KEY: KEY })).toThrow(
      ConfigError,
    );
  });
});

describe('GET /stock/query with the connector on', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(Date.now(), {
      env: { MIRANTE_STOCK_QUOTES_URL: base, MIRANTE_STOCK_QUOTES_KEY: KEY },
    });
    headers = await signIn(t.app);
    const accounts = createAccountsRepository(t.stores.meta.db);
    await accounts.insertUniverse({
      id: UNIVERSE,
      account_id: DEMO.accountId,
      name: 'Conector de cotações',
      kind: 'brand',
      api_token: `token-${UNIVERSE}`,
      integration_token_hash: 'x',
    });
    await accounts.addMember(UNIVERSE, DEMO.userId);
  }, 120_000);
  afterAll(() => t?.close());

  const ask = async (symbol: string | null) => {
    const query = new URLSearchParams({
      date_range: `${PERIOD.start}:${PERIOD.end}`,
      account_id: DEMO.accountId,
      universe_id: UNIVERSE,
      ...(symbol === null ? {} : { symbol }),
    });
    const response = await t.app.inject({ url: `/stock/query?${query}`, headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return StockAnswer.parse(response.json());
  };
  const hits = (symbol: string) => asked.filter((url) => url.searchParams.get('symbol') === symbol).length;

  it('fetches once, stores the quotes, and answers them from the dataset (the 10-day lead included)', async () => {
    const before = hits('XPTO3');
    const first = await ask('XPTO3');
    expect(first.connector).toEqual({ state: 'fetched', problem: null });
    // 27 Feb (10 days before 9 Mar) to 13 Mar: the provider's other days are stored but not answered.
    const inRange = Object.keys(SERIES)
      .filter((date) => date >= '2026-02-27' && date <= '2026-03-13')
      .sort()
      .reverse();
    expect(Object.keys(first['Time Series (Daily)'])).toEqual(inRange);
    for (const date of inRange) expect(first['Time Series (Daily)'][date]).toEqual(SERIES[date]);
    expect(hits('XPTO3')).toBe(before + 1);

    const second = await ask('XPTO3');
    expect(second.connector).toEqual({ state: 'recent', problem: null });
    expect(second['Time Series (Daily)']).toEqual(first['Time Series (Daily)']);
    expect(hits('XPTO3')).toBe(before + 1);

    // Now stored, XPTO3 is the universe's own symbol: the cards (which name none) read it.
    const own = await ask(null);
    expect(own.symbol).toBe('XPTO3');
    expect(own['Time Series (Daily)']).toEqual(first['Time Series (Daily)']);
  });

  it.each([
    ['RATE3', 'rateLimited'],
    ['LIMIT3', 'rateLimited'],
    ['NOPE3', 'rejected'],
    ['BOOM3', 'unreachable'],
    ['JUNK3', 'unreachable'],
  ])('answers 200 with the stored quotes and why the provider failed: %s', async (symbol, problem) => {
    const got = await ask(symbol);
    expect(got.connector).toEqual({ state: 'failed', problem });
    expect(got['Time Series (Daily)']).toEqual({});
    expect(got.mentions).toHaveLength(5);
    // Asked again within a minute, the provider is left alone and the failure still said.
    const before = hits(symbol);
    expect((await ask(symbol)).connector).toEqual({ state: 'failed', problem });
    expect(hits(symbol)).toBe(before);
  });
});
