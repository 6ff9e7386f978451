import {
  CHATBOT_ANALYTICS_ANSWERS,
  type ChatbotAnalyticsEndpoint,
  DAY_MS,
  END_OF_DAY_OFFSET_MS,
  type Filter,
  type IngestRecord,
  startOfZonedDay,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../demo/random.ts';
import { DEMO } from '../../demo/seed-demo.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';

/*
 * Every chatbot-analytics endpoint over real HTTP, its numbers held to a recount in plain TypeScript of the raw
 * records written below (the same records the store was given).
 */

type Message = IngestRecord<'chatbot-messages'>;
type Event = IngestRecord<'chatbot-events'>;
type Campaign = IngestRecord<'campaigns'>;

const UNIVERSE = 'chatbot-fixtures';
const BOT_A = 'bot-a';
const BOT_B = 'bot-b';
const DOMAINS = ['wa.gw.msging.net', 'instagram.gw.msging.net', '0mn.io'];

/** The start of a São Paulo day (no daylight saving since 2019: 03:00 UTC). */
const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
/** 9 to 12 March 2026, as the web asks it: its end at 23:59 of the last day (the server adds the last minute). */
const PERIOD = { start: day('2026-03-09'), end: day('2026-03-12') + END_OF_DAY_OFFSET_MS };
/** Where the server's period ends: the last ms of its last minute. */
const PERIOD_END = day('2026-03-12') + DAY_MS - 1;
const PERIOD_DAYS = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'].map(day);
const LAST_MS_OF_10 = day('2026-03-11') - 1;
const MIDNIGHT_OF_11 = day('2026-03-11');

// ---------------------------------------------------------------------------------------------------------------
// The raw records

const random = createRandom(20_260_309);
/** An instant between 7 and 14 March (around the period, so some fall outside it). */
const someInstant = () => day('2026-03-07') + Math.floor(random.next() * 8 * DAY_MS);

const messages: Message[] = [];
const message = (fields: Partial<Message> & Pick<Message, 'sentAt'>): Message => {
  const record: Message = {
    id: `m${messages.length + 1}`,
    botKey: BOT_A,
    contactId: 'c-edge',
    domain: DOMAINS[0] ?? '',
    direction: 'received',
    active: false,
    ...fields,
  };
  messages.push(record);
  return record;
};
// The day's last ms and the next day's first: each in its own day, both in the period.
message({ sentAt: LAST_MS_OF_10, contactId: 'c-night' });
message({ sentAt: MIDNIGHT_OF_11, contactId: 'c-night' });
// Around the period's ends: the first ms and the last are in it, the ms before and after are not.
message({ sentAt: PERIOD.start - 1, contactId: 'c-before' });
message({ sentAt: PERIOD.start, contactId: 'c-first' });
message({ sentAt: PERIOD_END, contactId: 'c-last', direction: 'sent', active: true });
message({ sentAt: PERIOD_END + 1, contactId: 'c-after', direction: 'sent', active: true });
// Engaged among the active: c-eng1 answers on the day it got an active message; c-eng2 the next day (engaged in
// the period, not on either day); c-mute never answers; c-self writes but got no active message.
message({ sentAt: day('2026-03-10') + 10 * 3_600_000, contactId: 'c-eng1', direction: 'sent', active: true });
message({ sentAt: day('2026-03-10') + 11 * 3_600_000, contactId: 'c-eng1' });
message({ sentAt: day('2026-03-10') + 12 * 3_600_000, contactId: 'c-eng2', direction: 'sent', active: true });
message({ sentAt: day('2026-03-11') + 9 * 3_600_000, contactId: 'c-eng2' });
message({ sentAt: day('2026-03-10') + 13 * 3_600_000, contactId: 'c-mute', direction: 'sent', active: true });
message({ sentAt: day('2026-03-10') + 14 * 3_600_000, contactId: 'c-self' });
message({ sentAt: day('2026-03-10') + 14 * 3_600_000, contactId: 'c-self', direction: 'sent' });
// The other bot's contact answers bot A's active message to the same contact id: bot B's message is not bot A's.
message({ sentAt: day('2026-03-12') + 8 * 3_600_000, contactId: 'c-cross', direction: 'sent', active: true });
message({ sentAt: day('2026-03-12') + 9 * 3_600_000, contactId: 'c-cross', botKey: BOT_B });
// Many more, at random.
for (let i = 0; i < 400; i += 1) {
  const direction = random.chance(0.5) ? 'received' : 'sent';
  message({
    botKey: random.chance(0.7) ? BOT_A : BOT_B,
    contactId: `c${random.int(1, 40)}`,
    domain: random.pick(DOMAINS),
    direction,
    active: direction === 'sent' && random.chance(0.35),
    sentAt: someInstant(),
  });
}
/** The same message sent again (the same id): stored once. */
const RESENT = messages.slice(0, 30);

const ACTIONS: Record<string, string[]> = {
  menu: ['inicio', 'boleto', 'atendente', 'segunda-via', 'horarios', 'lojas'],
  pagamento: ['pix', 'cartao', 'boleto'],
};
const events: Event[] = [];
for (let i = 0; i < 300; i += 1) {
  const category = random.chance(0.75) ? 'menu' : 'pagamento';
  const actions = ACTIONS[category] ?? [];
  // Heavy-tailed: the first actions far more often.
  const action = actions[Math.min(actions.length - 1, Math.floor(random.exponential(1.6)))] ?? 'inicio';
  events.push({
    id: `e${i + 1}`,
    botKey: random.chance(0.8) ? BOT_A : BOT_B,
    contactId: random.chance(0.9) ? `c${random.int(1, 40)}` : null,
    category,
    action,
    count: random.chance(0.85) ? 1 : random.int(2, 3),
    occurredAt: someInstant(),
  });
}
events.push({ ...events[0], id: 'e-night', occurredAt: LAST_MS_OF_10 } as Event);
events.push({ ...events[0], id: 'e-midnight', occurredAt: MIDNIGHT_OF_11 } as Event);

const campaigns: Campaign[] = Array.from({ length: 14 }, (_, i) => {
  const audience = random.int(50, 500);
  const sent = audience - random.int(0, 20);
  const delivered = sent - random.int(0, 20);
  const read = random.int(0, delivered);
  return {
    id: `camp${i + 1}`,
    botKey: i % 4 === 3 ? BOT_B : BOT_A,
    campaignName: `Campanha ${i + 1}`,
    scheduled: i % 3 === 0,
    // 12 hours apart from 7 March: some before the period, some after.
    sentAt: day('2026-03-07') + i * 12 * 3_600_000 + 1_000 * i,
    audience,
    sent,
    delivered,
    read,
    replied: random.int(0, read),
    failed: audience - sent,
  };
});

// ---------------------------------------------------------------------------------------------------------------
// The recount, in plain TypeScript

/** What the store holds: one record per id, the last one sent. */
const stored = <T extends { id: string }>(records: readonly T[]): T[] => [
  ...new Map(records.map((r) => [r.id, r])).values(),
];

interface Ask {
  botKey: string;
  filter?: Filter;
  period?: { start: number; end: number };
}

const inPeriod = (at: number, period = PERIOD) =>
  at >= period.start && at <= Math.floor(period.end / 60_000) * 60_000 + 59_999;
const ofBot = (botKey: string, record: { botKey: string }, filter: Filter = {}) =>
  record.botKey === botKey && (!filter.bots?.length || filter.bots.includes(record.botKey));
const daysOf = (period = PERIOD) => {
  const days: number[] = [];
  for (let d = startOfZonedDay(period.start); d <= period.end; d = startOfZonedDay(d + DAY_MS + 3_600_000))
    days.push(d);
  return days;
};

function messagesOf(ask: Ask): Message[] {
  const filter = ask.filter ?? {};
  return stored(messages).filter(
    (m) =>
      ofBot(ask.botKey, m, filter) &&
      inPeriod(m.sentAt, ask.period) &&
      (!filter.domains?.length || filter.domains.includes(m.domain)),
  );
}

/** A total over the period and per day, of a measure taken on a set of records. */
function perDay<T>(
  records: readonly T[],
  at: (r: T) => number,
  measure: (rs: T[]) => number,
  period = PERIOD,
) {
  return {
    total: measure([...records]),
    points: daysOf(period).map((d) => [d, measure(records.filter((r) => startOfZonedDay(at(r)) === d))]),
  };
}

const isReceived = (m: Message) => m.direction === 'received';
const isSent = (m: Message) => m.direction === 'sent';
const isActive = (m: Message) => m.direction === 'sent' && m.active;
const distinctContacts = (ms: readonly Message[]) => new Set(ms.map((m) => m.contactId)).size;

function recountMessages(endpoint: ChatbotAnalyticsEndpoint, ask: Ask) {
  const ms = messagesOf(ask);
  const at = (m: Message) => m.sentAt;
  switch (endpoint) {
    case 'analytics/received-messages':
      return perDay(ms.filter(isReceived), at, (rs) => rs.length, ask.period);
    case 'analytics/sent-messages':
      return perDay(ms.filter(isSent), at, (rs) => rs.length, ask.period);
    case 'analytics/active-messages':
      return perDay(ms.filter(isActive), at, (rs) => rs.length, ask.period);
    case 'analytics/contacts':
      return perDay(ms, at, distinctContacts, ask.period);
    case 'analytics/engaged-identity':
      return perDay(ms.filter(isReceived), at, distinctContacts, ask.period);
    default:
      throw new Error(endpoint);
  }
}

/** Contacts sent active messages, and of them those that wrote (in the same set of messages). */
function activeAndEngaged(ms: readonly Message[]): [number, number] {
  const active = new Set(ms.filter(isActive).map((m) => m.contactId));
  const wrote = new Set(ms.filter(isReceived).map((m) => m.contactId));
  return [active.size, [...active].filter((c) => wrote.has(c)).length];
}

function eventsOf(ask: Ask, category: string | null): Event[] {
  return stored(events).filter(
    (e) =>
      ofBot(ask.botKey, e, ask.filter) &&
      inPeriod(e.occurredAt, ask.period) &&
      (category === null || e.category === category),
  );
}
const eventTotal = (es: readonly Event[]) => es.reduce((sum, e) => sum + e.count, 0);

/** Values largest first, ties by name: the order the answers promise. */
const byTotal =
  <T extends { total: number }>(name: (x: T) => string) =>
  (a: T, b: T) =>
    b.total - a.total || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

// ---------------------------------------------------------------------------------------------------------------

describe('GET /chatbot-analytics/{endpoint}', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
    const accounts = createAccountsRepository(t.stores.meta.db);
    await accounts.insertUniverse({
      id: UNIVERSE,
      account_id: DEMO.accountId,
      name: 'Chatbot fixtures',
      kind: 'chatbot',
      api_token: 'x',
      integration_token_hash: 'x',
    });
    await accounts.addMember(UNIVERSE, DEMO.userId);
    const analytics = t.stores.analytics;
    await analytics.append('chatbot-messages', UNIVERSE, messages);
    await analytics.append('chatbot-messages', UNIVERSE, RESENT);
    await analytics.append('chatbot-events', UNIVERSE, events);
    await analytics.append('chatbot-events', UNIVERSE, events.slice(0, 10));
    await analytics.append('campaigns', UNIVERSE, campaigns);
  }, 120_000);
  afterAll(() => t?.close());

  type Options = Ask & {
    interval?: 'NI' | 'D';
    take?: number;
    scheduled?: 'true' | 'false';
    category?: string;
  };
  const ask = (endpoint: ChatbotAnalyticsEndpoint, options: Options) => {
    const period = options.period ?? PERIOD;
    const query = new URLSearchParams({
      date_range: `${period.start}:${period.end}`,
      account_id: DEMO.accountId,
      universe_id: UNIVERSE,
      is_staging: 'false',
      botKey: options.botKey,
      interval: options.interval ?? 'NI',
      ...(options.filter ? { filter: JSON.stringify(options.filter) } : {}),
      ...(options.take === undefined ? {} : { take: String(options.take) }),
      ...(options.scheduled === undefined ? {} : { scheduled: options.scheduled }),
      ...(options.category === undefined ? {} : { category: options.category }),
    });
    return t.app.inject({ url: `/chatbot-analytics/${endpoint}?${query}`, headers });
  };
  /** The endpoint's answer, checked against its schema. */
  const answerOf = async <E extends ChatbotAnalyticsEndpoint>(endpoint: E, options: Options) => {
    const response = await ask(endpoint, options);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return CHATBOT_ANALYTICS_ANSWERS[endpoint].parse(response.json()) as ReturnType<
      (typeof CHATBOT_ANALYTICS_ANSWERS)[E]['parse']
    >;
  };

  const COUNTS = [
    'analytics/received-messages',
    'analytics/sent-messages',
    'analytics/active-messages',
    'analytics/contacts',
    'analytics/engaged-identity',
  ] as const;
  const ASKS: [string, Ask][] = [
    ['bot A', { botKey: BOT_A }],
    ['bot B', { botKey: BOT_B }],
    ['bot B within the bots A and B', { botKey: BOT_B, filter: { bots: [BOT_A, BOT_B] } }],
    ['bot B outside the bots chosen (A)', { botKey: BOT_B, filter: { bots: [BOT_A] } }],
    ['bot A on one domain', { botKey: BOT_A, filter: { domains: ['wa.gw.msging.net'] } }],
    ['bot A on two domains', { botKey: BOT_A, filter: { domains: ['0mn.io', 'instagram.gw.msging.net'] } }],
  ];

  describe.each(COUNTS)('%s', (endpoint) => {
    it.each(ASKS)('counts %s as the recount does, per day and over the period', async (_, asked) => {
      const expected = recountMessages(endpoint, asked);
      const perPeriod = await answerOf(endpoint, asked);
      expect(perPeriod).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        interval: 'NI',
        total: expected.total,
        points: [],
      });
      const daily = await answerOf(endpoint, { ...asked, interval: 'D' });
      expect(daily).toMatchObject({ botKey: asked.botKey, interval: 'D', total: expected.total });
      expect(daily.points).toEqual(expected.points);
    });
  });

  it('counts a message at 23:59:59.999 in its day and one at 00:00 in the next', async () => {
    const night = { botKey: BOT_A, filter: { domains: [DOMAINS[0] ?? ''] } };
    const ms = messagesOf(night).filter(isReceived);
    const { points } = await answerOf('analytics/received-messages', { ...night, interval: 'D' });
    const onDay = (d: number) => points.find(([at]) => at === d)?.[1];
    expect(onDay(day('2026-03-10'))).toBe(
      ms.filter((m) => startOfZonedDay(m.sentAt) === day('2026-03-10')).length,
    );
    expect(ms.some((m) => m.sentAt === LAST_MS_OF_10)).toBe(true);
    expect(ms.some((m) => m.sentAt === MIDNIGHT_OF_11)).toBe(true);
    // The period's first and last ms are in it, the ms around them are not.
    const contacts = new Set(messagesOf({ botKey: BOT_A }).map((m) => m.contactId));
    expect([...['c-first', 'c-last'].map((c) => contacts.has(c))]).toEqual([true, true]);
    expect([...['c-before', 'c-after'].map((c) => contacts.has(c))]).toEqual([false, false]);
    const active = await answerOf('analytics/active-messages', { botKey: BOT_A, interval: 'D' });
    const lastDay = messagesOf({ botKey: BOT_A }).filter(
      (m) => isActive(m) && startOfZonedDay(m.sentAt) === day('2026-03-12'),
    );
    expect(active.points.at(-1)).toEqual([day('2026-03-12'), lastDay.length]);
    expect(lastDay.some((m) => m.sentAt === PERIOD_END)).toBe(true);
  });

  it('counts a record sent twice once', async () => {
    const all = (await answerOf('analytics/contacts', { botKey: BOT_A })).total;
    expect(all).toBe(distinctContacts(messagesOf({ botKey: BOT_A })));
    const received = await answerOf('analytics/received-messages', { botKey: BOT_A });
    const twice = [...messages, ...RESENT].filter(
      (m) => m.botKey === BOT_A && isReceived(m) && inPeriod(m.sentAt),
    ).length;
    expect(received.total).toBe(messagesOf({ botKey: BOT_A }).filter(isReceived).length);
    expect(received.total).toBeLessThan(twice);
    const events = await answerOf('analytics/event-track-count', { botKey: BOT_A });
    expect(events.total).toBe(eventTotal(eventsOf({ botKey: BOT_A }, null)));
  });

  it('answers zeros for a period without data, every day present', async () => {
    const empty = { start: day('2026-02-01'), end: day('2026-02-05') + END_OF_DAY_OFFSET_MS };
    const days = ['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05'].map(day);
    for (const endpoint of [...COUNTS, 'analytics/event-track-count'] as const) {
      const answer = await answerOf(endpoint, { botKey: BOT_A, period: empty, interval: 'D' });
      expect(answer, endpoint).toEqual({
        status: 'ok',
        botKey: BOT_A,
        interval: 'D',
        total: 0,
        points: days.map((d) => [d, 0]),
      });
    }
    expect(
      await answerOf('analytics/active-identity', { botKey: BOT_A, period: empty, interval: 'D' }),
    ).toEqual({
      status: 'ok',
      botKey: BOT_A,
      interval: 'D',
      total: 0,
      engaged: 0,
      points: days.map((d) => [d, 0, 0]),
    });
    const actions = await answerOf('analytics/event-track', {
      botKey: BOT_A,
      period: empty,
      interval: 'D',
      category: 'menu',
    });
    expect(actions.actions).toEqual([]);
    expect(
      (await answerOf('activecampaign/audience-summary', { botKey: BOT_A, period: empty })).campaigns,
    ).toEqual([]);
    expect(
      (await answerOf('analytics/active-messages-per-domain', { botKey: BOT_A, period: empty })).items,
    ).toEqual([]);
  });

  describe('analytics/active-identity', () => {
    it.each(ASKS)('counts the active contacts of %s and the engaged among them', async (_, asked) => {
      const ms = messagesOf(asked);
      const [total, engaged] = activeAndEngaged(ms);
      const points = PERIOD_DAYS.map((d) => [
        d,
        ...activeAndEngaged(ms.filter((m) => startOfZonedDay(m.sentAt) === d)),
      ]);
      expect(await answerOf('analytics/active-identity', asked)).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        interval: 'NI',
        total,
        engaged,
        points: [],
      });
      expect(await answerOf('analytics/active-identity', { ...asked, interval: 'D' })).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        interval: 'D',
        total,
        engaged,
        points,
      });
    });

    it('intersects within the period, or within each day', async () => {
      const only = (contacts: string[]) =>
        messagesOf({ botKey: BOT_A }).filter((m) => contacts.includes(m.contactId));
      // c-eng1 answered the same day, c-eng2 the next day, c-mute never; c-self got no active message.
      const ms = only(['c-eng1', 'c-eng2', 'c-mute', 'c-self']);
      expect(activeAndEngaged(ms)).toEqual([3, 2]);
      expect(activeAndEngaged(ms.filter((m) => startOfZonedDay(m.sentAt) === day('2026-03-10')))).toEqual([
        3, 1,
      ]);
      // The other bot's message does not engage bot A's contact.
      expect(activeAndEngaged(only(['c-cross']))).toEqual([1, 0]);
      const answer = await answerOf('analytics/active-identity', { botKey: BOT_A, interval: 'D' });
      const [total, engaged] = activeAndEngaged(messagesOf({ botKey: BOT_A }));
      expect([answer.total, answer.engaged]).toEqual([total, engaged]);
      expect(answer.engaged).toBeLessThan(answer.total);
    });
  });

  describe('analytics/active-messages-per-domain', () => {
    it.each(ASKS)('counts the active messages of %s per domain, largest first', async (_, asked) => {
      const ms = messagesOf(asked).filter(isActive);
      const items = [...new Set(ms.map((m) => m.domain))]
        .map((domain) => ({ domain, total: ms.filter((m) => m.domain === domain).length }))
        .sort(byTotal((x) => x.domain))
        .map(({ domain, total }) => ({ domain, value: total }));
      expect(await answerOf('analytics/active-messages-per-domain', asked)).toEqual({
        status: 'ok',
        botKey: asked.botKey,
        items,
      });
    });
  });

  describe('custom events', () => {
    const actionsOf = (asked: Ask, category: string, take: number) => {
      const es = eventsOf(asked, category);
      return [...new Set(es.map((e) => e.action))]
        .map((action) => ({ action, total: eventTotal(es.filter((e) => e.action === action)) }))
        .sort(byTotal((x) => x.action))
        .slice(0, take)
        .map(({ action, total }) => ({
          action,
          total,
          points: PERIOD_DAYS.map((d) => [
            d,
            eventTotal(es.filter((e) => e.action === action && startOfZonedDay(e.occurredAt) === d)),
          ]),
        }));
    };

    it.each([
      ['bot A, menu, the default take', { botKey: BOT_A, category: 'menu' }, 50],
      ['bot A, menu, top 3', { botKey: BOT_A, category: 'menu', take: 3 }, 3],
      ['bot B, pagamento, top 1', { botKey: BOT_B, category: 'pagamento', take: 1 }, 1],
    ] as const)('event-track: the most frequent actions of %s', async (_, options, take) => {
      const expected = actionsOf(options, options.category, take);
      expect(expected.length).toBeGreaterThan(0);
      const perPeriod = await answerOf('analytics/event-track', options);
      expect(perPeriod).toEqual({
        status: 'ok',
        botKey: options.botKey,
        interval: 'NI',
        category: options.category,
        actions: expected.map((a) => ({ ...a, points: [] })),
      });
      const daily = await answerOf('analytics/event-track', { ...options, interval: 'D' });
      expect(daily.actions).toEqual(expected);
    });

    it("event-track takes the filter's category when the request has none", async () => {
      const answer = await answerOf('analytics/event-track', {
        botKey: BOT_A,
        filter: { category: 'pagamento' },
      });
      expect(answer.category).toBe('pagamento');
      expect(answer.actions).toEqual(
        actionsOf({ botKey: BOT_A }, 'pagamento', 50).map((a) => ({ ...a, points: [] })),
      );
    });

    it('event-track without a category is a 400 asking for one', async () => {
      const response = await ask('analytics/event-track', { botKey: BOT_A });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION',
        message: 'Selecione uma categoria de eventos.',
      });
      const blank = await ask('analytics/event-track', { botKey: BOT_A, filter: { category: '  ' } });
      expect(blank.statusCode).toBe(400);
    });

    it('event-track refuses a take above 50', async () => {
      expect(
        (await ask('analytics/event-track', { botKey: BOT_A, category: 'menu', take: 51 })).statusCode,
      ).toBe(400);
    });

    it.each([
      ['every category', { botKey: BOT_A }, null],
      ['the category asked', { botKey: BOT_A, category: 'menu' }, 'menu'],
      ["the filter's category", { botKey: BOT_B, filter: { category: 'pagamento' } }, 'pagamento'],
    ] as const)('event-track-count sums the events of %s', async (_, options, category) => {
      const es = eventsOf(options, category);
      const expected = perDay(es, (e) => e.occurredAt, eventTotal);
      const answer = await answerOf('analytics/event-track-count', { ...options, interval: 'D' });
      expect(answer).toEqual({ status: 'ok', botKey: options.botKey, interval: 'D', ...expected });
    });

    it.each(ASKS.slice(0, 4))(
      'event-track-categories sums the events of %s per category',
      async (_, asked) => {
        const es = eventsOf(asked, null);
        const items = [...new Set(es.map((e) => e.category))]
          .map((category) => ({ category, total: eventTotal(es.filter((e) => e.category === category)) }))
          .sort(byTotal((x) => x.category));
        expect(await answerOf('analytics/event-track-categories', asked)).toEqual({
          status: 'ok',
          botKey: asked.botKey,
          items,
        });
      },
    );
  });

  describe('activecampaign/audience-summary', () => {
    const expected = (asked: Ask, scheduled: boolean | null) =>
      stored(campaigns)
        .filter(
          (c) =>
            ofBot(asked.botKey, c, asked.filter) &&
            inPeriod(c.sentAt) &&
            (scheduled === null || c.scheduled === scheduled) &&
            (asked.filter?.scheduled === undefined || c.scheduled === asked.filter.scheduled),
        )
        .sort((a, b) => b.sentAt - a.sentAt)
        .map(({ botKey: _, ...campaign }) => campaign);

    const CAMPAIGN_ASKS: [string, Ask, 'true' | 'false' | undefined, boolean | null][] = [
      ['bot A', { botKey: BOT_A }, undefined, null],
      ['bot B', { botKey: BOT_B }, undefined, null],
      ['bot A, scheduled only', { botKey: BOT_A }, 'true', true],
      ['bot A, immediate only', { botKey: BOT_A }, 'false', false],
      ['bot A, the filter scheduled', { botKey: BOT_A, filter: { scheduled: true } }, undefined, null],
      ['bot A, scheduled and the filter not', { botKey: BOT_A, filter: { scheduled: false } }, 'true', true],
    ];
    it.each(CAMPAIGN_ASKS)('lists the campaigns of %s, newest first', async (_, asked, scheduled, flag) => {
      const campaignsOf = expected(asked, flag);
      const answer = await answerOf('activecampaign/audience-summary', {
        ...asked,
        ...(scheduled ? { scheduled } : {}),
      });
      expect(answer).toEqual({ status: 'ok', botKey: asked.botKey, campaigns: campaignsOf });
      if (asked.filter?.scheduled === false && scheduled === 'true') expect(answer.campaigns).toEqual([]);
      else expect(answer.campaigns.length).toBeGreaterThan(0);
    });

    it('narrows by the campaign name the filter holds (contained, in any case)', async () => {
      const answer = await answerOf('activecampaign/audience-summary', {
        botKey: BOT_A,
        filter: { campaign_name: 'campanha 1' },
      });
      const names = expected({ botKey: BOT_A }, null)
        .filter((c) => c.campaignName.toLowerCase().includes('campanha 1'))
        .map((c) => c.campaignName);
      expect(answer.campaigns.map((c) => c.campaignName)).toEqual(names);
      expect(names.length).toBeGreaterThan(0);
    });
  });

  it('serves a repeated request from the result cache', async () => {
    const first = await ask('analytics/contacts', {
      botKey: BOT_A,
      interval: 'D',
      filter: { domains: ['0mn.io'] },
    });
    const again = await ask('analytics/contacts', {
      botKey: BOT_A,
      interval: 'D',
      filter: { domains: ['0mn.io'] },
    });
    expect(first.headers['x-cache']).toBe('miss');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json()).toEqual(first.json());
  });

  it('keeps the charts route to its four entities', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/charts-service/chatbot-messages?points_parser=series&date_range=${PERIOD.start}:${PERIOD.end}&account_id=demo&universe_id=${UNIVERSE}&is_staging=false`,
      headers,
      payload: {
        grouping: ['botKey'],
        metricsMetadata: { fields: ['id'], label: 'x', operators: ['count'] },
        method: 'count',
      },
    });
    expect(response.statusCode).toBe(400);
  });
});
