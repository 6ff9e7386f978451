import {
  type AttendantStatus,
  type CardDataContext,
  cardEndpointByKey,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  DAY_MS,
  type Dashboard,
  END_OF_DAY_OFFSET_MS,
  type Filter,
  type IngestRecord,
  OPERATORS_ANSWERS,
  type OperatorsKey,
  startOfZonedDay,
  translate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../demo/random.ts';
import { DEMO } from '../../demo/seed-demo.ts';
import { enterAsGuest, publish, type Tenant } from '../../security/tenant-fixtures.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';

/*
 * operators-logs, productivity, total-calls and sac-reports over real HTTP, each answer held to a recount in
 * plain TypeScript of the raw status changes written below (the same records the store was given), following
 * contracts/operators.ts.
 */

type Conversation = IngestRecord<'sac-status'>;
type OperatorChange = IngestRecord<'operator-status'>;

const UNIVERSE = 'operators-fixtures';
const OTHER_UNIVERSE = 'operators-elsewhere';
const MINUTE = 60_000;
const HOUR = 3_600_000;
const NOW = Date.now();

const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
/** 9 to 12 March 2026, as the web asks it: its end at 23:59 of the last day. */
const PERIOD = { start: day('2026-03-09'), end: day('2026-03-12') + END_OF_DAY_OFFSET_MS };
const PERIOD_DAYS = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'].map(day);
const EMPTY_PERIOD = { start: day('2026-02-01'), end: day('2026-02-03') + END_OF_DAY_OFFSET_MS };
const D7 = day('2026-03-07');
const D9 = day('2026-03-09');
const D10 = day('2026-03-10');
const D11 = day('2026-03-11');
const D12 = day('2026-03-12');
const D13 = day('2026-03-13');

const PAGES = [
  { id: 'page-a', channel: 'instagram' },
  { id: 'page-b', channel: 'facebook' },
];
/** A page of the universe that the dashboard has not connected: its conversations never count. */
const PAGE_X = { id: 'page-x', channel: 'twitter' };
const CONNECTED: Filter = { pages: PAGES.map((page) => page.id), page_scope: 'conversations' };
const OPERATORS = ['ana', 'bruno', 'carla', 'duda'];

// ---------------------------------------------------------------------------------------------------------------
// The raw conversations

const rows: Conversation[] = [];
let serial = 0;
interface Talk {
  page?: { id: string; channel: string };
  postedAt: number;
  /** When it was opened (posted_to_open); by default 10 minutes after it arrived; null: never. */
  openedAt?: number | null;
  /** When it was answered (open_to_answer), after its arrival; null: never. */
  answeredAfter?: number | null;
  operator?: string;
  closed?: boolean;
}
function conversation(talk: Talk): string {
  serial += 1;
  const postId = `c${serial}`;
  const page = talk.page ?? PAGES[0];
  const base = {
    userId: `person-${serial % 17}`,
    username: `Pessoa ${serial % 17}`,
    pageId: page?.id ?? '',
    pid: page?.id ?? null,
    channel: page?.channel ?? 'instagram',
    sacType: 'PostComment' as const,
    annotateAtDate: null,
    postId,
    postedAt: talk.postedAt,
  };
  const openedAt = talk.openedAt === undefined ? talk.postedAt + 10 * MINUTE : talk.openedAt;
  if (openedAt !== null) {
    rows.push({
      ...base,
      id: `${postId}:open`,
      value: 'opened',
      lastValue: 'pending',
      event: 'posted_to_open',
      operator: null,
      statusChangeTime: openedAt,
    });
  }
  const after = talk.answeredAfter === undefined ? 40 * MINUTE : talk.answeredAfter;
  if (after !== null) {
    const answeredAt = talk.postedAt + after;
    rows.push({
      ...base,
      id: `${postId}:answer`,
      value: 'replied',
      lastValue: 'opened',
      event: 'open_to_answer',
      operator: talk.operator ?? 'ana',
      statusChangeTime: answeredAt,
    });
    if (talk.closed ?? true) {
      rows.push({
        ...base,
        id: `${postId}:close`,
        value: 'closed',
        lastValue: 'replied',
        event: 'answer_to_finished',
        operator: talk.operator ?? 'ana',
        statusChangeTime: answeredAt + HOUR,
      });
    }
  }
  return postId;
}

// Opened at midnight of the 11th (the 11th's) and at the last ms of the 10th (the 10th's).
conversation({ postedAt: D11 - 20 * MINUTE, openedAt: D11, operator: 'bruno' });
conversation({ postedAt: D11 - 20 * MINUTE, openedAt: D11 - 1, operator: 'carla' });
// Within the last minute of the period (23:59:30 of the 12th), and at the first ms after it.
conversation({ postedAt: D12 + 23 * HOUR + 50 * MINUTE, openedAt: D13 - 30_000, answeredAfter: null });
conversation({ postedAt: D12 + 23 * HOUR + 55 * MINUTE, openedAt: D13, operator: 'bruno' });
// SLA: answered exactly 12 h after arriving (within), 1 ms later (within 24 h only), after 24 h, never.
const slaExact = conversation({ postedAt: D10 + 2 * HOUR, answeredAfter: 12 * HOUR, operator: 'carla' });
const slaLate = conversation({ postedAt: D10 + 3 * HOUR, answeredAfter: 12 * HOUR + 1, operator: 'carla' });
conversation({ postedAt: D10 + 4 * HOUR, answeredAfter: 24 * HOUR + 1, operator: 'bruno' });
conversation({ postedAt: D10 + 5 * HOUR, answeredAfter: null });
// Arrived before the period, answered in it: an attendance of the period, not a conversation of its SLA.
conversation({ postedAt: D9 - 2 * HOUR, answeredAfter: 3 * HOUR, operator: 'ana' });
// On the page not connected, and on the second page.
conversation({ page: PAGE_X, postedAt: D10 + 9 * HOUR, operator: 'duda' });
conversation({ page: PAGE_X, postedAt: D11 + 9 * HOUR, operator: 'ana' });
conversation({ page: PAGES[1], postedAt: D11 + 10 * HOUR, operator: 'duda' });
// Many more, at random, from the 7th to the 14th, on the three pages.
const random = createRandom(20_260_311);
for (let i = 0; i < 260; i += 1) {
  const postedAt = D7 + Math.floor(random.next() * 8 * DAY_MS);
  const page = random.chance(0.15) ? PAGE_X : random.pick(PAGES);
  const fate = random.next();
  conversation({
    page,
    postedAt,
    openedAt: fate < 0.05 ? null : postedAt + random.int(1, 90) * MINUTE,
    answeredAfter: fate < 0.15 ? null : Math.round(random.logNormal(3 * HOUR, 1.2)),
    operator: random.pick(OPERATORS),
    closed: random.chance(0.8),
  });
}
// Sent again with the same id: the later version (another operator) is what the store holds.
const resentOf = rows.find((row) => row.event === 'open_to_answer' && row.statusChangeTime > D10 + HOUR);
const RESENT: Conversation[] = resentOf ? [{ ...resentOf, operator: 'duda' }] : [];
// The same conversations in another universe: never counted.
const ELSEWHERE: Conversation[] = rows.slice(0, 40).map((row) => ({ ...row, id: `other-${row.id}` }));

// ---------------------------------------------------------------------------------------------------------------
// The operators' status changes

const changes: OperatorChange[] = [];
const change = (operator: string, status: AttendantStatus, at: number) => {
  const record: OperatorChange = { id: `${operator}:${changes.length + 1}`, operator, status, changedAt: at };
  changes.push(record);
  return record;
};
for (const operator of OPERATORS) {
  for (let d = 0; d < 7; d += 1) {
    if (random.chance(0.15)) continue;
    const start = D7 + d * DAY_MS + random.int(7, 10) * HOUR + random.int(0, 59) * MINUTE;
    change(operator, 'online', start);
    const pause = start + random.int(3, 5) * HOUR;
    change(operator, 'paused', pause);
    change(operator, 'online', pause + random.int(10, 60) * MINUTE);
    change(operator, 'offline', start + random.int(7, 9) * HOUR);
  }
}
// Ana goes online before the period and stays so into it; bruno pauses across midnight of the 11th.
change('ana', 'online', D9 - 30 * MINUTE);
change('bruno', 'paused', D11 - 10 * MINUTE);
// Sent twice: the later version (offline) wins.
const flip = change('carla', 'online', D12 + 22 * HOUR);
const RESENT_CHANGES: OperatorChange[] = [{ ...flip, status: 'offline' }];
// Around the present: eva online two hours ago, paused one hour ago; online again in the future (not yet).
change('eva', 'online', NOW - 2 * HOUR);
change('eva', 'paused', NOW - HOUR);
change('eva', 'online', NOW + 30 * DAY_MS);

// ---------------------------------------------------------------------------------------------------------------
// The recount, in plain TypeScript

const stored = <T extends { id: string }>(batches: readonly (readonly T[])[]): T[] => {
  const byId = new Map<string, T>();
  for (const batch of batches) for (const record of batch) byId.set(record.id, record);
  return [...byId.values()];
};
const storedRows = () => stored([rows, RESENT]);
const storedChanges = () => stored([changes, RESENT_CHANGES]);

type Period = { start: number; end: number };
const endOf = (period: Period) => Math.floor(period.end / MINUTE) * MINUTE + MINUTE - 1;
const inPeriod = (at: number | null | undefined, period: Period) =>
  at !== null && at !== undefined && at >= period.start && at <= endOf(period);

interface Ask {
  filter?: Filter;
  period?: Period;
}
const operatorsOf = (filter: Filter) =>
  [filter.operators, filter.sac_replier].filter((list): list is string[] => !!list && list.length > 0);
/** The conversations' changes on the connected pages (the filter's pages). */
const onPages = (filter: Filter) =>
  storedRows().filter((row) => !filter.pages?.length || filter.pages.includes(row.pageId));
const byOperators = (filter: Filter, operator: string | null | undefined) =>
  operatorsOf(filter).every((names) => operator != null && names.includes(operator));

const receivedOf = (ask: Ask) => onPages(ask.filter ?? {}).filter((row) => row.event === 'posted_to_open');
const answersOf = (ask: Ask) =>
  onPages(ask.filter ?? {}).filter(
    (row) => row.event === 'open_to_answer' && byOperators(ask.filter ?? {}, row.operator),
  );

function recountProductivity(ask: Ask, period = ask.period ?? PERIOD) {
  const received = receivedOf(ask).filter((row) => inPeriod(row.statusChangeTime, period)).length;
  const attended = answersOf(ask).filter((row) => inPeriod(row.statusChangeTime, period)).length;
  return { received, attended, productivity: received === 0 ? 0 : (attended / received) * 100 };
}
const daysOf = (period: Period) => {
  const days: number[] = [];
  for (let d = startOfZonedDay(period.start); d <= period.end; d = startOfZonedDay(d + DAY_MS + HOUR))
    days.push(d);
  return days;
};
function recountDays(ask: Ask) {
  const period = ask.period ?? PERIOD;
  return daysOf(period).map((d) => ({
    day: d,
    ...recountProductivity(ask, { start: d, end: Math.min(d + DAY_MS - 1, endOf(period)) }),
  }));
}

function recountSla(ask: Ask, hours: number, custom: boolean) {
  const period = ask.period ?? PERIOD;
  const arrived = new Set(
    receivedOf(ask)
      .filter((row) => inPeriod(row.postedAt, period))
      .map((row) => row.postId),
  );
  const within = (limit: number) =>
    new Set(
      answersOf(ask)
        .filter(
          (row) =>
            arrived.has(row.postId) && row.postedAt != null && row.statusChangeTime - row.postedAt <= limit,
        )
        .map((row) => row.postId),
    ).size;
  const withinHours = within(hours * HOUR);
  const withinDoubleHours = within(2 * hours * HOUR);
  const points = custom ? withinHours + (withinDoubleHours - withinHours) / 2 : withinHours;
  return {
    status: 'ok',
    hours,
    score: custom ? 'custom' : 'standard',
    arrived: arrived.size,
    withinHours,
    withinDoubleHours,
    value: arrived.size === 0 ? null : (points / arrived.size) * 100,
  };
}

const changesFor = (filter: Filter) =>
  storedChanges()
    .filter((c) => byOperators(filter, c.operator))
    .sort((a, b) => a.changedAt - b.changedAt || (a.id < b.id ? -1 : 1));

function recountTable(ask: Ask, to: number, take?: number) {
  const filter = ask.filter ?? {};
  const period = ask.period ?? PERIOD;
  const spent = new Map<string, { onlineMs: number; pausedMs: number; offlineMs: number }>();
  const all = changesFor(filter).filter((c) => c.changedAt <= endOf(period));
  for (const operator of new Set(all.map((c) => c.operator))) {
    const own = all.filter((c) => c.operator === operator);
    const time = { onlineMs: 0, pausedMs: 0, offlineMs: 0 };
    own.forEach((c, i) => {
      const next = own[i + 1]?.changedAt ?? Number.POSITIVE_INFINITY;
      const overlap = Math.min(next, to) - Math.max(c.changedAt, period.start);
      if (overlap > 0) time[`${c.status}Ms`] += overlap;
    });
    spent.set(operator, time);
  }
  const answered = new Map<string, number>();
  for (const row of answersOf(ask).filter((r) => inPeriod(r.statusChangeTime, period) && r.operator))
    answered.set(row.operator as string, (answered.get(row.operator as string) ?? 0) + 1);
  const operators = new Set([...spent.keys(), ...answered.keys()]);
  const items = [...operators]
    .map((operator) => ({
      operator,
      ...(spent.get(operator) ?? { onlineMs: 0, pausedMs: 0, offlineMs: 0 }),
      answered: answered.get(operator) ?? 0,
    }))
    .filter((x) => x.onlineMs + x.pausedMs + x.offlineMs + x.answered > 0)
    .sort(
      (a, b) =>
        b.answered - a.answered || b.onlineMs - a.onlineMs || a.operator.localeCompare(b.operator, 'pt-BR'),
    );
  return { status: 'ok', items: take === undefined ? items : items.slice(0, take) };
}

function recountChanges(ask: Ask, take: number, newestFirst: boolean) {
  const period = ask.period ?? PERIOD;
  const all = changesFor(ask.filter ?? {});
  const inside = all.filter((c) => inPeriod(c.changedAt, period));
  const items = inside.map((c) => {
    const earlier = all.filter((o) => o.operator === c.operator && all.indexOf(o) < all.indexOf(c));
    return {
      id: c.id,
      operator: c.operator,
      from: earlier.at(-1)?.status ?? null,
      to: c.status,
      changedAt: c.changedAt,
    };
  });
  if (newestFirst) items.reverse();
  return { status: 'ok', total: inside.length, items: items.slice(0, take) };
}

function recountReplies(ask: Ask, take: number) {
  const period = ask.period ?? PERIOD;
  const answers = answersOf(ask).filter((r) => inPeriod(r.statusChangeTime, period) && r.operator);
  const per = new Map<string, number>();
  for (const r of answers) per.set(r.operator as string, (per.get(r.operator as string) ?? 0) + 1);
  const top = [...per.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).slice(0, take);
  return {
    status: 'ok',
    items: top.map(([operator, replies]) => {
      const channels = new Map<string, number>();
      for (const r of answers.filter((x) => x.operator === operator))
        channels.set(r.channel, (channels.get(r.channel) ?? 0) + 1);
      return {
        operator,
        replies,
        channels: [...channels.entries()]
          .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
          .map(([channel, n]) => ({ channel, replies: n })),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------

describe('operators-logs, productivity, total-calls and sac-reports', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
    const accounts = createAccountsRepository(t.stores.meta.db);
    await accounts.insertUniverse({
      id: UNIVERSE,
      account_id: DEMO.accountId,
      name: 'Operators fixtures',
      kind: 'brand',
      api_token: 'x',
      integration_token_hash: 'x',
    });
    await accounts.addMember(UNIVERSE, DEMO.userId);
    await t.stores.analytics.append('sac-status', UNIVERSE, rows);
    await t.stores.analytics.append('sac-status', UNIVERSE, RESENT);
    await t.stores.analytics.append('sac-status', OTHER_UNIVERSE, ELSEWHERE);
    await t.stores.analytics.append('operator-status', UNIVERSE, changes);
    await t.stores.analytics.append('operator-status', UNIVERSE, RESENT_CHANGES);
    await t.stores.analytics.append('profiles', UNIVERSE, [
      {
        id: 'page-a:1',
        channel: 'instagram',
        uid: 'page-a',
        username: 'marca.oficial',
        followers: 10,
        metricDate: D10,
      },
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  type Options = Ask & { params?: Record<string, string> };
  const ask = (key: OperatorsKey, options: Options = {}, cookie?: string) => {
    const entry = cardEndpointByKey(key);
    if (!entry) throw new Error(`no entry ${key}`);
    const period = options.period ?? PERIOD;
    const filter = options.filter ?? CONNECTED;
    const query = new URLSearchParams({
      date_range: `${period.start}:${period.end}`,
      account_id: DEMO.accountId,
      universe_id: UNIVERSE,
      is_staging: 'false',
      filter: JSON.stringify(filter),
      ...options.params,
    });
    return t.app.inject({ url: `${entry.route}?${query}`, headers: cookie ? { cookie } : headers });
  };
  const answerOf = async <K extends OperatorsKey>(key: K, options: Options = {}) => {
    const response = await ask(key, options);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return OPERATORS_ANSWERS[key].parse(response.json()) as ReturnType<
      (typeof OPERATORS_ANSWERS)[K]['parse']
    >;
  };

  const ASKS: [string, Ask][] = [
    ['the connected pages', { filter: CONNECTED }],
    ['one connected page', { filter: { ...CONNECTED, pages: ['page-b'] } }],
    [
      'the connected pages, operators ana and bruno',
      { filter: { ...CONNECTED, operators: ['ana', 'bruno'] } },
    ],
    ['the connected pages, replier carla', { filter: { ...CONNECTED, sac_replier: ['carla'] } }],
  ];

  it('holds the boundary cases the recount must tell apart', () => {
    const received = receivedOf({ filter: CONNECTED });
    expect(received.filter((r) => r.statusChangeTime === D11)).toHaveLength(1);
    expect(received.filter((r) => r.statusChangeTime === D11 - 1)).toHaveLength(1);
    expect(storedRows().filter((r) => r.pageId === PAGE_X.id).length).toBeGreaterThan(10);
    expect(storedRows().find((r) => r.id === resentOf?.id)?.operator).toBe('duda');
    expect(RESENT).toHaveLength(1);
  });

  describe('productivity and total calls', () => {
    it.each(ASKS)('counts the cases received and attendances done of %s', async (_, asked) => {
      const overall = await answerOf('productivity/overall', { ...asked, params: { variation: 'true' } });
      const current = recountProductivity(asked);
      const previous = recountProductivity(asked, {
        start: PERIOD.start - (endOf(PERIOD) + 1 - PERIOD.start),
        end: PERIOD.start - 1,
      });
      expect(overall).toEqual({
        status: 'ok',
        current,
        previous,
        variation: current.productivity - previous.productivity,
      });
      expect(current.received).toBeGreaterThan(0);
      const days = await answerOf('productivity/daily', { ...asked, params: { interval: 'D' } });
      expect(days).toEqual({ status: 'ok', days: recountDays(asked) });
      const calls = await answerOf('total-calls/incoming-attended/daily', asked);
      const recount = recountDays(asked);
      expect(calls).toEqual({
        status: 'ok',
        incoming: recount.map((d) => [d.day, d.received]),
        attended: recount.map((d) => [d.day, d.attended]),
      });
    });

    it('counts a change at midnight in the new day and one at 23:59:59.999 in its own; the last minute of the period counts', async () => {
      const days = await answerOf('total-calls/incoming-attended/daily');
      expect(days.incoming.map(([d]) => d)).toEqual(PERIOD_DAYS);
      const tenth = { start: D10, end: D10 + END_OF_DAY_OFFSET_MS };
      const ofTenth = await answerOf('productivity/overall', { period: tenth });
      expect(ofTenth.current).toEqual(recountProductivity({ filter: CONNECTED }, tenth));
      const received = receivedOf({ filter: CONNECTED });
      const lastMinute = received.find((r) => r.statusChangeTime === D13 - 30_000);
      expect(lastMinute && inPeriod(lastMinute.statusChangeTime, PERIOD)).toBe(true);
      expect(received.some((r) => r.statusChangeTime === D13 && !inPeriod(r.statusChangeTime, PERIOD))).toBe(
        true,
      );
      expect(ofTenth.previous).toBeNull();
      expect(ofTenth.variation).toBeNull();
    });

    it('answers zeros over an empty period', async () => {
      const overall = await answerOf('productivity/overall', { period: EMPTY_PERIOD });
      expect(overall.current).toEqual({ received: 0, attended: 0, productivity: 0 });
      const calls = await answerOf('total-calls/incoming-attended/daily', { period: EMPTY_PERIOD });
      expect(calls.incoming).toEqual(daysOf(EMPTY_PERIOD).map((d) => [d, 0]));
    });
  });

  describe('operators-logs/sla', () => {
    it.each(ASKS)('measures the SLA of %s over 12 hours, and the custom score', async (_, asked) => {
      expect(await answerOf('operators-logs/sla', { ...asked, params: { hours: '12' } })).toEqual(
        recountSla(asked, 12, false),
      );
      expect(
        await answerOf('operators-logs/sla', { ...asked, params: { hours: '12', score: 'custom' } }),
      ).toEqual(recountSla(asked, 12, true));
      expect(await answerOf('operators-logs/sla', { ...asked, params: { hours: '1' } })).toEqual(
        recountSla(asked, 1, false),
      );
    });

    it('counts an answer exactly 12 hours after arriving as within, 1 ms later as within 24 hours only', async () => {
      const day10 = { start: D10, end: D10 + END_OF_DAY_OFFSET_MS };
      const answer = await answerOf('operators-logs/sla', { period: day10, params: { score: 'custom' } });
      expect(answer).toEqual(recountSla({ period: day10, filter: CONNECTED }, 12, true));
      const rowsOf = (postId: string) => storedRows().filter((r) => r.postId === postId);
      const responseOf = (postId: string) => {
        const answerRow = rowsOf(postId).find((r) => r.event === 'open_to_answer');
        return (answerRow?.statusChangeTime ?? 0) - (answerRow?.postedAt ?? 0);
      };
      expect(responseOf(slaExact)).toBe(12 * HOUR);
      expect(responseOf(slaLate)).toBe(12 * HOUR + 1);
      expect(answer.withinDoubleHours).toBeGreaterThan(answer.withinHours);
    });

    it('answers null over an empty period, and 400 for bad hours or a bad period', async () => {
      expect(await answerOf('operators-logs/sla', { period: EMPTY_PERIOD })).toMatchObject({
        arrived: 0,
        value: null,
      });
      for (const hours of ['0', '-3', 'abc'])
        expect((await ask('operators-logs/sla', { params: { hours } })).statusCode, hours).toBe(400);
      expect((await ask('operators-logs/sla', { params: { score: 'nope' } })).statusCode).toBe(400);
      const badPeriod = await t.app.inject({
        url: `/operators-logs/sla?${new URLSearchParams({
          date_range: 'yesterday',
          account_id: DEMO.accountId,
          universe_id: UNIVERSE,
        })}`,
        headers,
      });
      expect(badPeriod.statusCode).toBe(400);
      expect(badPeriod.json().error.message).toBe(translate('operators.errors.badPeriod'));
    });
  });

  describe('operators-logs tables', () => {
    it.each(ASKS)('operators-table of %s: time in each status and attendances', async (_, asked) => {
      expect(await answerOf('operators-logs/operators-table', asked)).toEqual(
        recountTable(asked, endOf(PERIOD) + 1),
      );
      expect(await answerOf('operators-logs/operators-table', { ...asked, params: { take: '2' } })).toEqual(
        recountTable(asked, endOf(PERIOD) + 1, 2),
      );
    });

    it('starts a day in the status of the last change before it', async () => {
      const tenth = { start: D10, end: D10 + END_OF_DAY_OFFSET_MS };
      const answer = await answerOf('operators-logs/operators-table', { period: tenth });
      expect(answer).toEqual(recountTable({ filter: CONNECTED, period: tenth }, D11));
      const known = new Set(
        changesFor({})
          .filter((c) => c.changedAt < D10)
          .map((c) => c.operator),
      );
      for (const item of answer.items.filter((x) => known.has(x.operator)))
        expect(item.onlineMs + item.pausedMs + item.offlineMs, item.operator).toBe(DAY_MS);
    });

    it('ends a period that holds the present now', async () => {
      const period = { start: NOW - 3 * HOUR, end: NOW + 3 * HOUR };
      const before = Date.now();
      const answer = await answerOf('operators-logs/operators-table', { period });
      const after = Date.now();
      const eva = answer.items.find((x) => x.operator === 'eva');
      expect(eva).toMatchObject({ onlineMs: HOUR, offlineMs: 0, answered: 0 });
      expect(eva?.pausedMs).toBeGreaterThanOrEqual(before - (NOW - HOUR));
      expect(eva?.pausedMs).toBeLessThanOrEqual(after - (NOW - HOUR));
    });

    it.each(ASKS)('status-change of %s: newest first, with the status each left', async (_, asked) => {
      const answer = await answerOf('operators-logs/status-change', {
        ...asked,
        params: { take: '100', sort: 'date_desc' },
      });
      expect(answer).toEqual(recountChanges(asked, 100, true));
      expect(
        await answerOf('operators-logs/status-change', { ...asked, params: { take: '5', sort: 'date_asc' } }),
      ).toEqual(recountChanges(asked, 5, false));
    });

    it('status-change: the resent change holds its later status; the first change of an operator left none', async () => {
      const answer = await answerOf('operators-logs/status-change', { params: { take: '500' } });
      expect(answer.items.find((x) => x.id === flip.id)?.to).toBe('offline');
      const first = await answerOf('operators-logs/status-change', {
        period: { start: D7, end: D7 + END_OF_DAY_OFFSET_MS },
        params: { take: '500' },
      });
      expect(first.items.filter((x) => x.from === null).length).toBeGreaterThan(0);
      expect((await answerOf('operators-logs/status-change', { period: EMPTY_PERIOD })).items).toEqual([]);
    });

    it('get-options: the operators, the pages by name and the statuses', async () => {
      expect(await answerOf('operators-logs/get-options', { filter: {} })).toEqual({
        status: 'ok',
        operators: ['ana', 'bruno', 'carla', 'duda', 'eva'],
        pages: [
          { id: 'page-b', channel: 'facebook', name: 'page-b' },
          { id: 'page-a', channel: 'instagram', name: 'marca.oficial' },
          { id: 'page-x', channel: 'twitter', name: 'page-x' },
        ],
        statuses: ['online', 'paused', 'offline'],
      });
    });
  });

  describe('sac-reports/charts/replier-by-channel', () => {
    it.each(ASKS)('the top operators of %s by replies, per channel', async (_, asked) => {
      for (const take of [10, 2]) {
        expect(
          await answerOf('sac-reports/charts/replier-by-channel', {
            ...asked,
            params: { take: String(take) },
          }),
        ).toEqual(recountReplies(asked, take));
      }
      expect(
        (await answerOf('sac-reports/charts/replier-by-channel', { ...asked, period: EMPTY_PERIOD })).items,
      ).toEqual([]);
    });
  });

  describe('a guest of a published dashboard', () => {
    const CARDS = ['SAC_36', 'SAC_43', 'SAC_44', 'SAC_47', 'SAC_48', 'SAC_50', 'SAC_51', 'SAC_35'];
    let dashboard: Dashboard;
    let guest: string;

    beforeAll(async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/dashboards/v1/${UNIVERSE}`,
        headers,
        payload: { title: 'SAC', description: '', cardIds: CARDS },
      });
      expect(created.statusCode, created.body).toBe(201);
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/dashboards/v1/${UNIVERSE}/${created.json().dashboard.id}`,
        headers,
        payload: { version: created.json().dashboard.version, patch: { pages: PAGES } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      dashboard = saved.json().dashboard;
      const tenant = { universeId: UNIVERSE, dashboardId: dashboard.id, editor: headers } as Tenant;
      guest = await enterAsGuest(t.app, UNIVERSE, (await publish(t.app, tenant)).token);
    }, 60_000);

    const context = (): CardDataContext => ({
      accountId: DEMO.accountId,
      universeId: UNIVERSE,
      isStaging: false,
      dateRange: PERIOD,
      globalFilter: dashboard.globalFilter,
      pages: dashboard.pages,
      contracts: dashboard.contracts,
    });

    it('gets the numbers the editor gets for the shareable cards, and is refused the people-listing ones', async () => {
      for (const card of dashboard.cards) {
        const definition = cardRegistry.get(card.id);
        const source = cardSourceOf(definition, context(), card);
        if (source.kind !== 'endpoint') throw new Error(`${card.id} asks for its data`);
        const [request] = source.requests;
        if (!request) throw new Error(`${card.id} makes a request`);
        expect(JSON.parse(request.query.filter ?? '{}'), card.id).toMatchObject(CONNECTED);
        const url = cardRequestUrl(request, card.uid);
        const asEditor = await t.app.inject({ url, headers });
        expect(asEditor.statusCode, `${card.id} ${asEditor.body.slice(0, 200)}`).toBe(200);
        const asGuest = await t.app.inject({ url, headers: { cookie: guest } });
        if (source.endpoint.listsPeople) {
          expect(asGuest.statusCode, card.id).toBe(403);
          continue;
        }
        expect(asGuest.statusCode, `${card.id} ${asGuest.body.slice(0, 200)}`).toBe(200);
        expect(asGuest.json(), card.id).toEqual(asEditor.json());
      }
      // The guest's SLA and productivity are the recount's.
      const sla = dashboard.cards.find((card) => card.id === 'SAC_43');
      const source = sla && cardSourceOf(cardRegistry.get('SAC_43'), context(), sla);
      if (!sla || source?.kind !== 'endpoint' || !source.requests[0]) throw new Error('SAC_43 asks');
      const guestSla = await t.app.inject({
        url: cardRequestUrl(source.requests[0], sla.uid),
        headers: { cookie: guest },
      });
      expect(guestSla.json()).toEqual(recountSla({ filter: CONNECTED }, 12, false));
    });

    it('is told the connected pages are missing on a dashboard without pages', () => {
      const none = { ...context(), pages: [] };
      expect(cardSourceOf(cardRegistry.get('SAC_47'), none, null)).toEqual({
        kind: 'blocked',
        message: 'ownedPages.noPages',
      });
    });
  });
});
