import {
  type CardDataContext,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  END_OF_DAY_OFFSET_MS,
  type Filter,
  type IngestRecord,
  StockAnswer,
  StockPriceRecord,
  startOfZonedDay,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { enterAsGuest, publish, type Tenant } from '../../security/tenant-fixtures.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { createIngestUniverse, ingestSender, ndjson } from '../ingest/ingest-test-support.ts';

/*
 * GET /stock/query over real HTTP, each answer held to a recount in plain TypeScript of the raw quotes and
 * posts below (the records the store was given), following contracts/stock.ts: the quotes of the 10 days before
 * the period and of the period, one per São Paulo day, and the posts per São Paulo day of the period.
 */

type Quote = { id: string; symbol: string; date: string; open: number; close: number; volume: number } & {
  high?: number | null;
  low?: number | null;
};
type Post = IngestRecord<'posts'>;

const UNIVERSE = 'stock-fixtures';
const OTHER_UNIVERSE = 'stock-other';
/** Posts but no quote: the cards say how to send them. */
const NO_QUOTES = 'stock-no-quotes';
const SYMBOL = 'MRNT3';
const HOUR = 3_600_000;
const MINUTE = 60_000;

const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
const D9 = day('2026-03-09');
const D11 = day('2026-03-11');
const D16 = day('2026-03-16');
/** 9 to 15 March 2026, as the web asks it (the server adds the last minute: its end is D16 − 1). */
const PERIOD = { start: D9, end: day('2026-03-15') + END_OF_DAY_OFFSET_MS };
const EMPTY = { start: day('2026-06-01'), end: day('2026-06-03') + END_OF_DAY_OFFSET_MS };

// ---------------------------------------------------------------------------------------------------------------
// The raw rows

let seed = 11;
const next = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const cents = (value: number) => Math.round(value * 100) / 100;

/** ISO dates from `from` to `to`, Monday to Friday. */
function weekdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${from}T12:00:00Z`); at <= Date.parse(`${to}T12:00:00Z`); at += 86_400_000) {
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) out.push(new Date(at).toISOString().slice(0, 10));
  }
  return out;
}

const quotes: Quote[] = [];
let price = 18.4;
for (const date of weekdays('2025-09-01', '2026-03-31')) {
  const open = cents(price * (1 + (next() - 0.5) / 50));
  price = cents(open * (1 + (next() - 0.5) / 10));
  quotes.push({
    id: `${SYMBOL}:${date}`,
    symbol: SYMBOL,
    date,
    open,
    close: price,
    high: cents(Math.max(open, price) * 1.01),
    low: next() < 0.2 ? null : cents(Math.min(open, price) * 0.99),
    volume: Math.round(1_000_000 + next() * 4_000_000),
  });
}
// A day that closed at its open (up), as a lowercase symbol the ingest upper-cases.
const flat = quotes.find((q) => q.date === '2026-03-12') as Quote;
flat.close = flat.open;
/** Sent again under its id with another close and volume: the later version is the one stored. */
const RESENT: Quote[] = [
  {
    ...(quotes.find((q) => q.date === '2026-03-10') as Quote),
    close: 99.5,
    volume: 7,
    high: null,
    low: null,
  },
];
/** The same day under another id, later that day: it is the day's quote. */
const LATER_SAME_DAY: Quote = {
  id: 'manual-2026-03-13',
  symbol: SYMBOL.toLowerCase(),
  date: '2026-03-13T16:30:00-03:00',
  open: 20,
  close: 19,
  volume: 123_456,
};
/** Another symbol of the universe, whose quotes are all older than MRNT3's latest. */
const OTHER_SYMBOL: Quote[] = weekdays('2026-03-02', '2026-03-13').map((date, i) => ({
  id: `OUTR4:${date}`,
  symbol: 'OUTR4',
  date,
  open: 5 + i,
  close: 5 + i + (i % 2 ? -0.5 : 0.5),
  volume: 1000 * (i + 1),
}));
/** The same symbol in another universe, other numbers. */
const ELSEWHERE: Quote[] = quotes.map((q) => ({ ...q, close: q.close * 3, volume: q.volume + 1 }));

const posts: Post[] = [];
const post = (postedAt: number, channel = 'twitter') =>
  posts.push(postRecord({ id: `p${posts.length + 1}`, postedAt, channel, text: 'Menção à marca' }));
for (let i = 0; i < 120; i += 1)
  post(D9 - 3 * 86_400_000 + Math.floor(next() * 12 * 24) * HOUR, next() < 0.3 ? 'facebook' : 'twitter');
// São Paulo's midnight boundaries: the last minute of the 10th and the first instant of the 11th; the period's
// first instant and last minute; the next midnight (out).
post(D11 - MINUTE);
post(D11 - MINUTE, 'facebook');
post(D11);
post(D9);
post(D16 - 30_000);
post(D16);

// ---------------------------------------------------------------------------------------------------------------
// The recount

const SAO_PAULO = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateKeyOf = (ms: number) => SAO_PAULO.format(ms);
/** A quote's instant as the ingest reads it: a calendar date is its São Paulo midnight. */
const instantOf = (date: string) => (date.length === 10 ? day(date) : Date.parse(date));
const endOf = (period: { end: number }) => Math.floor(period.end / MINUTE) * MINUTE + MINUTE - 1;

function stored(list: readonly Quote[]): Quote[] {
  const byId = new Map<string, Quote>();
  for (const q of list) byId.set(q.id, q);
  return [...byId.values()];
}

function recountQuotes(
  list: readonly Quote[],
  symbol: string,
  period: { start: number; end: number },
  compact = true,
) {
  const start = period.start - 10 * 86_400_000;
  const end = endOf(period);
  const byDay = new Map<string, Quote & { at: number }>();
  for (const q of stored(list)) {
    const at = instantOf(q.date);
    if (q.symbol.toUpperCase() !== symbol || at < start || at > end) continue;
    const key = dateKeyOf(at);
    const kept = byDay.get(key);
    if (!kept || at > kept.at || (at === kept.at && q.id > kept.id)) byDay.set(key, { ...q, at });
  }
  const days = [...byDay.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).slice(0, compact ? 100 : undefined);
  const four = (v: number | null | undefined) => (v === null || v === undefined ? '' : v.toFixed(4));
  return {
    series: Object.fromEntries(
      days.map(([key, q]) => [
        key,
        {
          '1. open': four(q.open),
          '2. high': four(q.high),
          '3. low': four(q.low),
          '4. close': four(q.close),
          '5. volume': String(q.volume),
        },
      ]),
    ),
    directions: Object.fromEntries(days.map(([key, q]) => [key, q.close >= q.open ? 'up' : 'down'])),
  };
}

function recountMentions(period: { start: number; end: number }, channels: readonly string[] | null = null) {
  const end = endOf(period);
  const days: { date: string; start: number; count: number }[] = [];
  for (let at = period.start; at <= end; at += 86_400_000)
    days.push({ date: dateKeyOf(at), start: at, count: 0 });
  for (const p of posts) {
    if (p.postedAt < period.start || p.postedAt > end) continue;
    if (channels && !channels.includes(p.channel)) continue;
    const entry = days.find((d) => d.date === dateKeyOf(p.postedAt));
    if (entry) entry.count += 1;
  }
  return days;
}

// ---------------------------------------------------------------------------------------------------------------

describe('GET /stock/query', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
    const accounts = createAccountsRepository(t.stores.meta.db);
    const ingest = ingestSender(t.app, await createIngestUniverse(t.stores, DEMO.accountId, UNIVERSE));
    await accounts.addMember(UNIVERSE, DEMO.userId);
    for (const id of [OTHER_UNIVERSE, NO_QUOTES]) {
      await accounts.insertUniverse({
        id,
        account_id: DEMO.accountId,
        name: id,
        kind: 'brand',
        api_token: `token-${id}`,
        integration_token_hash: 'x',
      });
      await accounts.addMember(id, DEMO.userId);
    }
    // Through the ingest route, as a customer sends them (NDJSON, then CSV); the rest straight to the store.
    const sent = await ingest('stock-prices', ndjson([...quotes, ...OTHER_SYMBOL]));
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(200);
    const csv = [
      'id,symbol,date,open,close,volume',
      ...[...RESENT, LATER_SAME_DAY].map((q) =>
        [q.id, q.symbol, q.date, q.open, q.close, q.volume].join(','),
      ),
    ].join('\n');
    const again = await ingest('stock-prices', `${csv}\n`, 'text/csv');
    expect(again.statusCode, again.body.slice(0, 300)).toBe(200);
    await t.stores.analytics.append('stock-prices', OTHER_UNIVERSE, parse(ELSEWHERE));
    await t.stores.analytics.append('posts', UNIVERSE, posts);
    await t.stores.analytics.append('posts', NO_QUOTES, posts);
  }, 120_000);
  afterAll(() => t?.close());

  const ask = (
    options: { period?: { start: number; end: number }; filter?: Filter; universe?: string } & Record<
      string,
      unknown
    > = {},
  ) => {
    const { period = PERIOD, filter, universe = UNIVERSE, ...rest } = options;
    const query = new URLSearchParams({
      date_range: `${period.start}:${period.end}`,
      account_id: DEMO.accountId,
      universe_id: universe,
      function: 'TIME_SERIES_DAILY',
      ...(filter ? { filter: JSON.stringify(filter) } : {}),
      ...(Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])) as Record<string, string>),
    });
    return t.app.inject({ url: `/stock/query?${query}`, headers });
  };
  const answer = async (options: Parameters<typeof ask>[0] = {}) => {
    const response = await ask(options);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return StockAnswer.parse(response.json());
  };

  it("answers the universe's symbol: the quotes from 10 days before the period, one per day, and the mentions", async () => {
    const got = await answer();
    const expected = recountQuotes([...quotes, ...OTHER_SYMBOL, ...RESENT, LATER_SAME_DAY], SYMBOL, PERIOD);
    expect(got.symbol).toBe(SYMBOL);
    expect(got['Time Series (Daily)']).toEqual(expected.series);
    expect(got.directions).toEqual(expected.directions);
    expect(got.mentions).toEqual(recountMentions(PERIOD));
    expect(got.quotesRange).toEqual({ start: D9 - 10 * 86_400_000, end: D16 - 1 });
    expect(got['Meta Data']).toMatchObject({ '2. Symbol': SYMBOL, '3. Last Refreshed': '2026-03-13' });
    expect(got.connector).toEqual({ state: 'off', problem: null });
  });

  it('holds the boundaries and the repeats', async () => {
    const got = await answer();
    const dates = Object.keys(got['Time Series (Daily)']);
    // The lead's first day (27 Feb, São Paulo midnight) in, the day before out; the next Monday out.
    expect(dates).toContain('2026-02-27');
    expect(dates).not.toContain('2026-02-26');
    expect(dates).not.toContain('2026-03-16');
    // Sent twice: the later version, once. Two ids on one day: the later one.
    expect(got['Time Series (Daily)']['2026-03-10']).toMatchObject({
      '4. close': '99.5000',
      '5. volume': '7',
    });
    expect(got['Time Series (Daily)']['2026-03-13']).toMatchObject({
      '1. open': '20.0000',
      '5. volume': '123456',
    });
    expect(got.directions['2026-03-13']).toBe('down');
    expect(got.directions['2026-03-12']).toBe('up');
    // 23:59 of the 10th counts on the 10th, midnight on the 11th.
    const mentions = Object.fromEntries(got.mentions.map((d) => [d.date, d.count]));
    const recount = Object.fromEntries(recountMentions(PERIOD).map((d) => [d.date, d.count]));
    expect(mentions).toEqual(recount);
    expect(got.mentions.map((d) => d.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it("counts the mentions within the card's filter", async () => {
    const got = await answer({ filter: { channels: ['facebook'] } });
    expect(got.mentions).toEqual(recountMentions(PERIOD, ['facebook']));
    // The filter narrows posts only: the quotes are the same.
    expect(got['Time Series (Daily)']).toEqual((await answer())['Time Series (Daily)']);
  });

  it('answers another symbol when asked, and another universe its own quotes', async () => {
    const other = await answer({ symbol: 'outr4' });
    expect(other.symbol).toBe('OUTR4');
    expect(other['Time Series (Daily)']).toEqual(recountQuotes(OTHER_SYMBOL, 'OUTR4', PERIOD).series);
    const elsewhere = await answer({ universe: OTHER_UNIVERSE });
    expect(elsewhere['Time Series (Daily)']).toEqual(recountQuotes(ELSEWHERE, SYMBOL, PERIOD).series);
    expect(elsewhere.mentions.every((d) => d.count === 0)).toBe(true);
  });

  it('keeps the latest 100 quotes when compact, all of them when full', async () => {
    const long = { start: day('2025-09-01'), end: PERIOD.end };
    const all = [...quotes, ...OTHER_SYMBOL, ...RESENT, LATER_SAME_DAY];
    const compact = await answer({ period: long, outputsize: 'compact' });
    const full = await answer({ period: long, outputsize: 'full' });
    expect(Object.keys(compact['Time Series (Daily)'])).toHaveLength(100);
    expect(compact['Time Series (Daily)']).toEqual(recountQuotes(all, SYMBOL, long).series);
    expect(full['Time Series (Daily)']).toEqual(recountQuotes(all, SYMBOL, long, false).series);
    expect(Object.keys(full['Time Series (Daily)']).length).toBeGreaterThan(100);
  });

  it('answers an empty period with no quotes and every day at zero', async () => {
    const got = await answer({ period: EMPTY });
    expect(got['Time Series (Daily)']).toEqual({});
    expect(got.mentions).toEqual(recountMentions(EMPTY));
    expect(got.mentions.map((d) => d.count)).toEqual([0, 0, 0]);
  });

  it('answers a universe without quotes with no symbol (the card says how to send them)', async () => {
    const got = await answer({ universe: NO_QUOTES });
    expect(got.symbol).toBeNull();
    expect(got['Meta Data']).toBeNull();
    expect(got['Time Series (Daily)']).toEqual({});
    expect(got.mentions).toEqual(recountMentions(PERIOD));
    const data = cardRegistry.get('LSN_21');
    const source = cardSourceOf(data, context(NO_QUOTES), null);
    if (source.kind !== 'endpoint') throw new Error(source.kind);
    expect(source.endpoint.map(data, [got], (key) => key).notes).toEqual(['chart.note.stock.noSymbol']);
  });

  it('refuses bad parameters with 400 and a clear message', async () => {
    for (const bad of [
      { symbol: 'PETR4; DROP' },
      { function: 'TIME_SERIES_WEEKLY' },
      { outputsize: 'huge' },
    ]) {
      const response = await ask(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().status).toBe('error');
    }
    const response = await ask({ symbol: 'x'.repeat(30) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'Requisição inválida.',
      fields: { symbol: 'Requisição inválida.' },
    });
  });

  it("shows the demo universe's share against its mentions over the default period", async () => {
    const response = await t.app.inject({
      url: `/stock/query?account_id=${DEMO.accountId}&universe_id=${DEMO.brandUniverseId}`,
      headers,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const got = StockAnswer.parse(response.json());
    expect(got.symbol).toBe('MRNT3');
    // 7 days and the 10 before them hold at least 10 trading days; the demo's posts mention the brand daily.
    expect(Object.keys(got['Time Series (Daily)']).length).toBeGreaterThanOrEqual(10);
    expect(got.mentions).toHaveLength(7);
    expect(got.mentions.some((d) => d.count > 0)).toBe(true);
  });

  const context = (universeId = UNIVERSE): CardDataContext => ({
    accountId: DEMO.accountId,
    universeId,
    isStaging: false,
    dateRange: PERIOD,
    globalFilter: {},
    pages: [],
    contracts: [],
  });

  it('draws each card from its request: close or volume coloured up/down, against the mentions', async () => {
    for (const [id, measure] of [
      ['LSN_21', '4. close'],
      ['LSN_22', '5. volume'],
    ] as const) {
      const definition = cardRegistry.get(id);
      const source = cardSourceOf(definition, context(), null);
      if (source.kind !== 'endpoint') throw new Error(`${id}: ${source.kind}`);
      const [request] = source.requests;
      if (!request) throw new Error(`${id}: no request`);
      const response = await t.app.inject({ url: cardRequestUrl(request, null), headers });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const data = source.endpoint.map(definition, [response.json()], (key) => key);
      if (data.kind !== 'dualAxis') throw new Error(data.kind);
      const expected = recountQuotes([...quotes, ...OTHER_SYMBOL, ...RESENT, LATER_SAME_DAY], SYMBOL, PERIOD);
      const dates = Object.keys(expected.series).sort();
      const stock = id === 'LSN_21' ? data.left[0] : data.right[0];
      const mentions = id === 'LSN_21' ? data.right[0] : data.left[0];
      expect(stock?.data).toEqual(dates.map((d) => [day(d), Number(expected.series[d]?.[measure])]));
      expect(stock?.pointColors).toEqual(
        dates.map((d) => (expected.directions[d] === 'up' ? '#2f9e44' : '#e03131')),
      );
      expect(mentions?.data).toEqual(recountMentions(PERIOD).map((d) => [d.start, d.count]));
    }
  });

  describe('a guest of a published dashboard', () => {
    let guest: string;
    let cards: { uid: string; id: string }[];

    beforeAll(async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/dashboards/v1/${UNIVERSE}`,
        headers,
        payload: { title: 'Ações', cardIds: ['LSN_21', 'LSN_22'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const dashboard = created.json().dashboard;
      cards = dashboard.cards;
      const tenant = {
        universeId: UNIVERSE,
        dashboardId: dashboard.id,
        editor: headers,
      } as unknown as Tenant;
      guest = await enterAsGuest(t.app, UNIVERSE, (await publish(t.app, tenant)).token);
    }, 60_000);

    it("gets the editor's answer with the card's own params, and is refused any other symbol", async () => {
      for (const id of ['LSN_21', 'LSN_22']) {
        const card = cards.find((c) => c.id === id);
        const source = cardSourceOf(cardRegistry.get(id), context(), null);
        if (!card || source.kind !== 'endpoint') throw new Error(`${id}: ${source.kind}`);
        const [request] = source.requests;
        if (!request) throw new Error(`${id}: no request`);
        const asGuest = await t.app.inject({
          url: cardRequestUrl(request, card.uid),
          headers: { cookie: guest },
        });
        const asEditor = await t.app.inject({ url: cardRequestUrl(request, card.uid), headers });
        expect(asGuest.statusCode, asGuest.body.slice(0, 300)).toBe(200);
        expect(asGuest.json()).toEqual(asEditor.json());
        const other = { ...request, query: { ...request.query, symbol: 'OUTR4' } };
        const refused = await t.app.inject({
          url: cardRequestUrl(other, card.uid),
          headers: { cookie: guest },
        });
        expect(refused.statusCode).toBe(403);
      }
    });
  });
});

/** The records as the ingest validates them (symbol upper-cased, direction computed). */
function parse(list: readonly Quote[]): IngestRecord<'stock-prices'>[] {
  return list.map((q) => StockPriceRecord.parse({ ...q, high: q.high ?? null, low: q.low ?? null }));
}
