import {
  type CardRequest,
  cardEndpointByKey,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  DAY_MS,
  type Dashboard,
  END_OF_DAY_OFFSET_MS,
  type Filter,
  type IngestRecord,
  PERFORMANCE_ANSWERS,
  type PerformanceAnswer,
  type PerformanceEndpoint,
  PostRecord,
  RESPONSE_TIME_RANGES,
  startOfZonedDay,
  translate,
  zonedParts,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../demo/random.ts';
import { createTenant, enterAsGuest, publish, type Tenant } from '../../security/tenant-fixtures.ts';
import { createTestApp } from '../../test-support/test-app.ts';

/*
 * Every performance endpoint over real HTTP, its numbers held to a recount in plain TypeScript of the raw posts,
 * profiles and status changes written below (the same records the store was given), following
 * contracts/performance.ts. The connected pages are P = page-fb and page-ig; page-x is in the universe but not
 * connected; a copy of every record sits in another universe.
 */

type Post = IngestRecord<'posts'>;
type Profile = IngestRecord<'profiles'>;
type Change = IngestRecord<'sac-status'>;

const OTHER_UNIVERSE = 'perf-outra';
const MINUTE = 60_000;
const HOUR = 3_600_000;

const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
/** 9 to 12 March 2026 as the web asks it (its end at 23:59 of the last day; the server adds the last minute). */
const PERIOD = { start: day('2026-03-09'), end: day('2026-03-12') + END_OF_DAY_OFFSET_MS };
const D7 = day('2026-03-07');
const D9 = day('2026-03-09');
const D10 = day('2026-03-10');
const D11 = day('2026-03-11');
const LAST_MS = PERIOD.end + MINUTE - 1;
const EMPTY_PERIOD = { start: day('2020-01-06'), end: day('2020-01-08') + END_OF_DAY_OFFSET_MS };

const PAGES = [
  { id: 'page-fb', channel: 'facebook' },
  { id: 'page-ig', channel: 'instagram' },
];
const OTHER_PAGE = { id: 'page-x', channel: 'facebook' };
const ALL_PAGES = [...PAGES, OTHER_PAGE];
const P = PAGES.map((page) => page.id);
const OPERATORS = ['ana', 'bruno', 'carla'];
const TAGS = ['boleto', 'entrega', 'troca', 'elogio'];
const THEMES = ['atendimento', 'produto', 'preço'];
const CUSTOMERS = Array.from({ length: 24 }, (_, i) => `cliente-${String(i + 1).padStart(2, '0')}`);
const POLARITIES = [1, 1, 2, -1, 3, 0, -2] as const;

const random = createRandom(27_032_026);

// ---------------------------------------------------------------------------------------------------------------
// The raw posts

const posts: Post[] = [];
const post = (fields: Record<string, unknown> & { id: string; postedAt: number; channel: string }) => {
  const record = PostRecord.parse(fields);
  posts.push(record);
  return record;
};
const own = (page: { id: string; channel: string }, postedAt: number, fields: Record<string, unknown> = {}) =>
  post({
    id: `own-${posts.length + 1}`,
    channel: page.channel,
    postedAt,
    text: `Publicação ${posts.length + 1}`,
    url: `https://example.com/${page.id}/${posts.length + 1}`,
    pid: page.id,
    uid: page.id,
    username: page.id,
    followers: 1000,
    likes: random.int(0, 50),
    comments: random.int(0, 20),
    shares: random.int(0, 10),
    reach: random.int(100, 5000),
    impressions: random.int(200, 9000),
    views: random.int(0, 500),
    polarity: random.pick([...POLARITIES]),
    tag: random.chance(0.5) ? [random.pick(TAGS)] : [],
    theme: random.chance(0.5) ? [random.pick(THEMES)] : [],
    ...fields,
  });
const conversation = (
  page: { id: string; channel: string },
  uid: string | null,
  postedAt: number,
  fields: Record<string, unknown> = {},
) =>
  post({
    id: `conv-${posts.length + 1}`,
    channel: page.channel,
    postedAt,
    text: `Comentário ${posts.length + 1}`,
    pid: page.id,
    uid,
    username: uid === null ? null : `@${uid}${random.chance(0.2) ? '-novo' : ''}`,
    polarity: random.pick([...POLARITIES]),
    tag: random.chance(0.7) ? [...new Set([random.pick(TAGS), random.pick(TAGS)])] : [],
    theme: random.chance(0.7) ? [random.pick(THEMES)] : [],
    ...fields,
  });

// Own publications: at midnight of the 11th, at the period's last ms and just after it, just before it.
const atMidnight = own(PAGES[0] as (typeof PAGES)[0], D11);
const atLastMs = own(PAGES[1] as (typeof PAGES)[0], LAST_MS);
const afterEnd = own(PAGES[1] as (typeof PAGES)[0], LAST_MS + 1);
const beforeStart = own(PAGES[0] as (typeof PAGES)[0], D9 - 1);
// Sent twice: the later version (more likes) wins.
const resentFirst = own(PAGES[0] as (typeof PAGES)[0], D10 + 9 * HOUR, { id: 'own-resent', likes: 5 });
const RESENT_POSTS: Post[] = [PostRecord.parse({ ...resentFirst, likes: 50, interactions: undefined })];
for (let i = 0; i < 40; i += 1) {
  own(random.pick(ALL_PAGES), D7 + Math.floor(random.next() * 7 * DAY_MS));
}
// Conversations on the pages (and on page-x), two without an author; earned posts (no page) that count for
// who is a lover or a hater.
for (let i = 0; i < 260; i += 1) {
  conversation(random.pick(ALL_PAGES), random.pick(CUSTOMERS), D7 + Math.floor(random.next() * 7 * DAY_MS));
}
conversation(PAGES[0] as (typeof PAGES)[0], null, D10 + 3 * HOUR);
conversation(PAGES[1] as (typeof PAGES)[0], null, D11 + 3 * HOUR);
const earnedLoverOf = (uid: string, polarity: number) =>
  post({
    id: `earned-${posts.length + 1}`,
    channel: 'twitter',
    postedAt: D7 - DAY_MS,
    uid,
    polarity,
    text: 'x',
  });
for (let i = 0; i < 30; i += 1) earnedLoverOf('cliente-01', 1);
for (let i = 0; i < 30; i += 1) earnedLoverOf('cliente-02', 2);
const POST_BATCHES: Post[][] = [posts.slice(), RESENT_POSTS];

// ---------------------------------------------------------------------------------------------------------------
// The raw profiles: each page measured once a day at a random hour (page-fb twice on the 11th, page-ig not on
// the 10th), page-fb renamed on the 10th; a customer's profile; one measure sent twice.

const profiles: Profile[] = [];
for (const page of ALL_PAGES) {
  let followers = random.int(1000, 5000);
  for (let d = 0; d < 7; d += 1) {
    const start = D7 + d * DAY_MS;
    if (page.id === 'page-ig' && start === D10) continue;
    followers += random.int(-20, 80);
    const at = start + random.int(1, 22) * HOUR + random.int(0, 59) * MINUTE;
    const username =
      page.id === 'page-fb' ? (start < D10 ? 'Marca FB antiga' : 'Marca FB') : `Marca ${page.id}`;
    profiles.push({
      id: `${page.id}:${d}`,
      channel: page.channel,
      uid: page.id,
      username,
      followers,
      metricDate: at,
    });
    if (page.id === 'page-fb' && start === D11)
      profiles.push({
        id: `${page.id}:${d}:late`,
        channel: page.channel,
        uid: page.id,
        username,
        followers: followers + 500,
        metricDate: start + 23 * HOUR + 30 * MINUTE,
      });
  }
}
// page-ig measured at the period's last ms (counts) and page-x's name is never given (its id names it).
profiles.push({
  id: 'ig-last',
  channel: 'instagram',
  uid: 'page-ig',
  username: 'Marca page-ig',
  followers: 77_777,
  metricDate: LAST_MS,
});
profiles.push({
  id: 'customer',
  channel: 'facebook',
  uid: 'cliente-01',
  username: '@cliente-01',
  followers: 10,
  metricDate: D10,
});
const RESENT_PROFILES: Profile[] = [{ ...(profiles[2] as Profile), followers: 123_456 }];

// ---------------------------------------------------------------------------------------------------------------
// The raw status changes: each conversation arrives (posted_to_open); most are answered (open_to_answer, some
// without the arrival, some without an operator) and many finished (answer_to_finished).

const changes: Change[] = [];
const change = (conv: Post, event: Change['event'], at: number, fields: Partial<Change> = {}) => {
  const record: Change = {
    id: `chg-${changes.length + 1}`,
    userId: conv.uid ?? 'anon',
    username: conv.username ?? 'anon',
    pageId: conv.pid as string,
    channel: conv.channel,
    pid: conv.pid,
    sacType: null,
    value: event === 'posted_to_open' ? 'opened' : event === 'open_to_answer' ? 'replied' : 'closed',
    lastValue: null,
    event,
    operator: null,
    statusChangeTime: at,
    annotateAtDate: null,
    postId: conv.id,
    postedAt: conv.postedAt,
    ...fields,
  };
  changes.push(record);
  return record;
};
for (const conv of posts.filter((p) => p.id.startsWith('conv-'))) {
  change(conv, 'posted_to_open', conv.postedAt + random.int(0, 5) * MINUTE);
  if (!random.chance(0.8)) continue;
  const operator = random.chance(0.05) ? null : random.pick(OPERATORS);
  const responseMs = Math.round(random.logNormal(2 * HOUR, 1.6));
  change(conv, 'open_to_answer', conv.postedAt + responseMs, {
    operator,
    ...(random.chance(0.1) ? { postedAt: null } : {}),
  });
  if (random.chance(0.6))
    change(conv, 'answer_to_finished', conv.postedAt + responseMs + random.int(1, 90) * MINUTE, { operator });
}
// An answer at midnight of the 11th, one at the period's last ms and one just after; one sent twice (another
// operator wins).
const firstConv = posts.find((p) => p.id.startsWith('conv-') && p.pid === 'page-fb') as Post;
change(firstConv, 'open_to_answer', D11, { operator: 'ana', postedAt: D11 - 14 * MINUTE });
// Answered exactly 15 minutes and exactly 1 hour after arriving: each in the range that starts there.
change(firstConv, 'open_to_answer', D11 + HOUR, { operator: 'ana', postedAt: D11 + 45 * MINUTE });
change(firstConv, 'open_to_answer', D11 + 2 * HOUR, { operator: 'ana', postedAt: D11 + HOUR });
change(firstConv, 'open_to_answer', LAST_MS, { operator: 'bruno', postedAt: LAST_MS - 3 * HOUR });
change(firstConv, 'open_to_answer', LAST_MS + 1, { operator: 'bruno', postedAt: LAST_MS - 3 * HOUR });
const resentChange = change(firstConv, 'open_to_answer', D10 + 12 * HOUR, { operator: 'ana', postedAt: D10 });
const RESENT_CHANGES: Change[] = [{ ...resentChange, operator: 'carla' }];

// ---------------------------------------------------------------------------------------------------------------
// The recount, in plain TypeScript

const stored = <T extends { id: string }>(batches: readonly (readonly T[])[]): T[] => {
  const byId = new Map<string, T>();
  for (const batch of batches) for (const record of batch) byId.set(record.id, record);
  return [...byId.values()];
};
const storedPosts = () => stored(POST_BATCHES);
const storedProfiles = () => stored([profiles, RESENT_PROFILES]);
const storedChanges = () => stored([changes, RESENT_CHANGES]);

type Period = { start: number; end: number };
const endOf = (period: Period) => Math.floor(period.end / MINUTE) * MINUTE + MINUTE - 1;
const inPeriod = (at: number | null, period: Period) =>
  at !== null && at >= period.start && at <= endOf(period);
const daysOf = (period: Period) => {
  const days: number[] = [];
  for (let d = startOfZonedDay(period.start); d <= period.end; d = startOfZonedDay(d + DAY_MS + HOUR))
    days.push(d);
  return days;
};
const previousOf = (period: Period) => {
  const length = endOf(period) - period.start + 1;
  return { start: period.start - length, end: period.start - 1 };
};
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const average = (values: readonly number[]) => (values.length === 0 ? null : sum(values) / values.length);
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
const codeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Ask {
  pages?: readonly string[];
  channels?: readonly string[];
  period?: Period;
}
const pagesOf = (ask: Ask) => ask.pages ?? P;
const channelOk = (ask: Ask, channel: string) => !ask.channels?.length || ask.channels.includes(channel);

const ownPosts = (ask: Ask, period: Period) =>
  storedPosts().filter(
    (p) =>
      p.pid !== null &&
      pagesOf(ask).includes(p.pid) &&
      p.uid === p.pid &&
      channelOk(ask, p.channel) &&
      inPeriod(p.postedAt, period),
  );
const conversations = (ask: Ask, period: Period) =>
  storedPosts().filter(
    (p) =>
      p.pid !== null &&
      pagesOf(ask).includes(p.pid) &&
      p.uid !== p.pid &&
      channelOk(ask, p.channel) &&
      inPeriod(p.postedAt, period),
  );
const pageChanges = (ask: Ask) =>
  storedChanges().filter(
    (c) =>
      pagesOf(ask).includes(c.pageId) &&
      channelOk(ask, c.channel) &&
      inPeriod(c.statusChangeTime, ask.period ?? PERIOD),
  );

/** Each page's followers at its latest measure up to the period's end, added. */
function followersAt(ask: Ask, end: number, channel?: string) {
  const latest = new Map<string, Profile>();
  for (const p of storedProfiles()) {
    if (!pagesOf(ask).includes(p.uid) || !channelOk(ask, p.channel) || p.metricDate > end) continue;
    if (channel && p.channel !== channel) continue;
    const known = latest.get(p.uid);
    if (!known || p.metricDate > known.metricDate) latest.set(p.uid, p);
  }
  return sum([...latest.values()].map((p) => p.followers));
}

function recountTotals(ask: Ask, period: Period, channel?: string) {
  const own = ownPosts(ask, period).filter((p) => !channel || p.channel === channel);
  return {
    publications: own.length,
    interactions: sum(own.map((p) => p.interactions)),
    reach: sum(own.map((p) => p.reach)),
    impressions: sum(own.map((p) => p.impressions)),
    followers: followersAt(ask, endOf(period), channel),
  };
}

/** A page's name: the latest username of its profile, whenever; else its id. */
function nameOf(page: string) {
  const latest = storedProfiles()
    .filter((p) => p.uid === page)
    .sort((a, b) => b.metricDate - a.metricDate)[0];
  return latest?.username ?? page;
}

/** Authors whose classified posts in the universe are mostly positive (lovers) or negative (haters). */
function standing(uid: string): 'lovers' | 'haters' | null {
  const own = storedPosts().filter((p) => p.uid === uid);
  const pos = own.filter((p) => p.polarity === 1).length;
  const neg = own.filter((p) => p.polarity === 2 || p.polarity === -1).length;
  return pos > neg ? 'lovers' : neg > pos ? 'haters' : null;
}

const spHour = (ms: number) => zonedParts(ms).hour;
const percentChange = (current: number, previous: number) =>
  previous === 0 ? null : ((current - previous) / previous) * 100;

// ---------------------------------------------------------------------------------------------------------------

describe('GET /performance/{endpoint}', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t.app, t.stores, 'perf');
    for (const universe of [tenant.universeId, OTHER_UNIVERSE]) {
      for (const batch of POST_BATCHES) await t.stores.analytics.append('posts', universe, batch);
      await t.stores.analytics.append('profiles', universe, profiles);
      await t.stores.analytics.append('profiles', universe, RESENT_PROFILES);
      await t.stores.analytics.append('sac-status', universe, changes);
      await t.stores.analytics.append('sac-status', universe, RESENT_CHANGES);
    }
  }, 120_000);
  afterAll(() => t?.close());

  /** The filter an owned card sends: the connected pages and the part it counts. */
  const filterOf = (ask: Ask, part: 'publications' | 'conversations'): Filter => ({
    pages: [...pagesOf(ask)],
    page_scope: part,
    ...(ask.channels ? { channels: [...ask.channels] } : {}),
  });

  const ask = (endpoint: PerformanceEndpoint, query: Record<string, string>, period: Period = PERIOD) =>
    t.app.inject({
      url: `/performance/${endpoint}?${new URLSearchParams({
        date_range: `${period.start}:${period.end}`,
        account_id: tenant.accountId,
        universe_id: tenant.universeId,
        is_staging: 'false',
        ...query,
      })}`,
      headers: { ...tenant.editor },
    });
  const answerOf = async <E extends PerformanceEndpoint>(
    endpoint: E,
    asked: Ask,
    part: 'publications' | 'conversations',
    query: Record<string, string> = {},
  ): Promise<PerformanceAnswer<E>> => {
    const response = await ask(
      endpoint,
      { filter: JSON.stringify(filterOf(asked, part)), ...query },
      asked.period,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return PERFORMANCE_ANSWERS[endpoint].parse(response.json()) as PerformanceAnswer<E>;
  };

  const ASKS: [string, Ask][] = [
    ['both pages', {}],
    ['page-fb alone', { pages: ['page-fb'] }],
    ['both pages, instagram only', { channels: ['instagram'] }],
  ];

  it('holds the boundary cases the recount must tell apart', () => {
    const ps = storedPosts();
    expect(ps.filter((p) => p.id === 'own-resent')).toEqual([expect.objectContaining({ likes: 50 })]);
    expect(inPeriod(atMidnight.postedAt, PERIOD) && startOfZonedDay(atMidnight.postedAt) === D11).toBe(true);
    expect(inPeriod(atLastMs.postedAt, PERIOD)).toBe(true);
    expect(inPeriod(afterEnd.postedAt, PERIOD) || inPeriod(beforeStart.postedAt, PERIOD)).toBe(false);
    expect(ownPosts({ pages: ['page-x'] }, PERIOD).length).toBeGreaterThan(0);
    expect(conversations({ pages: ['page-x'] }, PERIOD).length).toBeGreaterThan(0);
    expect(standing('cliente-01')).toBe('lovers');
    expect(standing('cliente-02')).toBe('haters');
    expect(storedChanges().find((c) => c.id === resentChange.id)?.operator).toBe('carla');
  });

  describe('page/overview', () => {
    it.each(ASKS)('counts the own publications and followers of %s as the recount does', async (_, asked) => {
      const answer = await answerOf('page/overview', asked, 'publications');
      expect(answer).toEqual({ status: 'ok', ...recountTotals(asked, PERIOD) });
      expect(answer.publications).toBeGreaterThan(0);
    });

    it('counts nothing of a page that is not connected, of an empty period, or without pages', async () => {
      const both = await answerOf('page/overview', {}, 'publications');
      const withOther = await answerOf('page/overview', { pages: [...P, 'page-x'] }, 'publications');
      expect(withOther.publications - both.publications).toBe(ownPosts({ pages: ['page-x'] }, PERIOD).length);
      const empty = await answerOf('page/overview', { period: EMPTY_PERIOD }, 'publications');
      expect(empty).toEqual({
        status: 'ok',
        publications: 0,
        interactions: 0,
        reach: 0,
        impressions: 0,
        followers: 0,
      });
      const none = await answerOf('page/overview', { pages: [] }, 'publications');
      expect(none.publications + none.followers).toBe(0);
      // A request carrying another part still counts the pages' own publications.
      const asConversations = await answerOf('page/overview', {}, 'conversations');
      expect(asConversations).toEqual(both);
    });
  });

  describe('facebook/comparison/keymetrics', () => {
    it.each(ASKS)('compares the Facebook pages of %s with the previous period', async (_, asked) => {
      const answer = await answerOf('facebook/comparison/keymetrics', asked, 'publications');
      const before = previousOf(PERIOD);
      const current = recountTotals(asked, PERIOD, 'facebook');
      const previous = recountTotals(asked, before, 'facebook');
      expect(answer).toEqual({
        status: 'ok',
        channel: 'facebook',
        current: { start: PERIOD.start, end: endOf(PERIOD), ...current },
        previous: { ...before, ...previous },
        variation: Object.fromEntries(
          Object.entries(current).map(([key, value]) => [
            key,
            percentChange(value, previous[key as keyof typeof previous]),
          ]),
        ),
      });
    });
  });

  describe('report/calls_quantity', () => {
    it.each(ASKS)(
      'counts the conversations received of %s per São Paulo day and channel',
      async (_, asked) => {
        const answer = await answerOf('report/calls_quantity', asked, 'conversations');
        const received = pageChanges(asked).filter((c) => c.event === 'posted_to_open');
        const channels = [...new Set(received.map((c) => c.channel))]
          .map((channel) => {
            const of = received.filter((c) => c.channel === channel);
            return {
              channel,
              total: of.length,
              points: daysOf(PERIOD).map((d) => [
                d,
                of.filter((c) => startOfZonedDay(c.statusChangeTime) === d).length,
              ]),
            };
          })
          .sort((a, b) => b.total - a.total || codeOrder(a.channel, b.channel));
        expect(answer).toEqual({ status: 'ok', total: received.length, channels });
        expect(received.length).toBeGreaterThan(0);
      },
    );

    it('answers nothing for an empty period', async () => {
      expect(await answerOf('report/calls_quantity', { period: EMPTY_PERIOD }, 'conversations')).toEqual({
        status: 'ok',
        total: 0,
        channels: [],
      });
    });
  });

  describe('page/fan_evolution', () => {
    it.each(ASKS)(
      "draws each page's followers per measured day for %s, named by its name",
      async (_, asked) => {
        const answer = await answerOf('page/fan_evolution', asked, 'publications');
        const measured = storedProfiles().filter(
          (p) =>
            pagesOf(asked).includes(p.uid) && channelOk(asked, p.channel) && inPeriod(p.metricDate, PERIOD),
        );
        const pages = [...new Set(measured.map((p) => p.uid))]
          .map((page) => {
            const of = measured.filter((p) => p.uid === page);
            const days = [...new Set(of.map((p) => startOfZonedDay(p.metricDate)))].sort((a, b) => a - b);
            return {
              page,
              name: nameOf(page),
              channel: of[0]?.channel,
              points: days.map((d) => {
                const latest = of
                  .filter((p) => startOfZonedDay(p.metricDate) === d)
                  .sort((a, b) => b.metricDate - a.metricDate)[0] as Profile;
                return [d, latest.followers];
              }),
            };
          })
          .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
        expect(answer).toEqual({ status: 'ok', pages });
        if (!asked.channels) expect(answer.pages.find((p) => p.page === 'page-fb')?.name).toBe('Marca FB');
      },
    );
  });

  describe('sac/feed', () => {
    const asPost = (p: Post) => ({
      id: p.id,
      channel: p.channel,
      postedAt: p.postedAt,
      text: p.text,
      url: p.url,
      uid: p.uid,
      username: p.username,
      followers: p.followers,
      likes: p.likes,
      comments: p.comments,
      shares: p.shares,
      interactions: p.interactions,
      views: p.views,
      polarity: p.polarity,
      gender: p.gender,
      tags: [...p.tag].sort(),
      themes: [...p.theme].sort((a, b) => a.localeCompare(b, 'pt-BR')),
      groups: [...p.group].sort(),
      hot: p.interactions,
    });

    it.each(ASKS)(
      "lists %s's own publications newest first, as the card asks (take 20)",
      async (_, asked) => {
        const answer = await answerOf('sac/feed', asked, 'publications', { take: '20', sort: 'date_desc' });
        const expected = ownPosts(asked, PERIOD)
          .sort((a, b) => b.postedAt - a.postedAt || codeOrder(a.id, b.id))
          .slice(0, 20)
          .map(asPost);
        expect(answer).toEqual({ status: 'ok', posts: expected });
      },
    );

    it('orders by likes, or oldest first, and takes all when asked', async () => {
      const byLikes = await answerOf('sac/feed', {}, 'publications', { take: '5', sort: 'likes' });
      expect(byLikes.posts.map((p) => p.id)).toEqual(
        ownPosts({}, PERIOD)
          .sort((a, b) => b.likes - a.likes || codeOrder(a.id, b.id))
          .slice(0, 5)
          .map((p) => p.id),
      );
      const oldest = await answerOf('sac/feed', {}, 'publications', { take: '500', sort: 'date_asc' });
      expect(oldest.posts.map((p) => p.id)).toEqual(
        ownPosts({}, PERIOD)
          .sort((a, b) => a.postedAt - b.postedAt || codeOrder(a.id, b.id))
          .map((p) => p.id),
      );
      expect(oldest.posts.find((p) => p.id === 'own-resent')?.likes).toBe(50);
      expect(oldest.posts.map((p) => p.id)).toContain(atLastMs.id);
    });
  });

  describe('engaged-users', () => {
    function recountEngaged(asked: Ask, choice: 'lovers' | 'haters' | null, take: number) {
      const of = conversations(asked, PERIOD).filter(
        (p) => p.uid !== null && (choice === null || standing(p.uid) === choice),
      );
      const keys = [...new Set(of.map((p) => JSON.stringify([p.uid, p.channel])))];
      return keys
        .map((key) => {
          const [uid, channel] = JSON.parse(key) as [string, string];
          const mine = of.filter((p) => p.uid === uid && p.channel === channel);
          const byAuthor = of.filter((p) => p.uid === uid && p.username !== null);
          const positive = mine.filter((p) => p.polarity === 1).length;
          const negative = mine.filter((p) => p.polarity === 2 || p.polarity === -1).length;
          return {
            uid,
            username: byAuthor.sort((a, b) => b.postedAt - a.postedAt)[0]?.username ?? null,
            channel,
            posts: mine.length,
            positive,
            negative,
            neutral: mine.filter((p) => p.polarity === 3).length,
            sentiment: positive > negative ? 'positive' : negative > positive ? 'negative' : 'neutral',
          };
        })
        .sort((a, b) => b.posts - a.posts || codeOrder(a.uid, b.uid) || codeOrder(a.channel, b.channel))
        .slice(0, take);
    }

    it.each(ASKS)("lists the lovers, the haters and every author of %s's conversations", async (_, asked) => {
      for (const choice of ['lovers', 'haters', null] as const) {
        const answer = await answerOf('engaged-users', asked, 'conversations', {
          take: '50',
          ...(choice ? { lovers_and_haters: choice } : {}),
        });
        expect(answer, String(choice)).toEqual({
          status: 'ok',
          loversAndHaters: choice,
          items: recountEngaged(asked, choice, 50),
        });
      }
      const lovers = await answerOf('engaged-users', {}, 'conversations', { lovers_and_haters: 'lovers' });
      expect(lovers.items.map((i) => i.uid)).toContain('cliente-01');
    });

    it('counts nobody when the filter chooses the other side', async () => {
      const response = await ask('engaged-users', {
        lovers_and_haters: 'lovers',
        filter: JSON.stringify({ ...filterOf({}, 'conversations'), lovers_and_haters: ['haters'] }),
      });
      expect(response.json()).toEqual({ status: 'ok', loversAndHaters: 'lovers', items: [] });
    });
  });

  describe('user-posts', () => {
    it.each(ASKS)("counts the themes and tags of the lovers' conversations of %s", async (_, asked) => {
      for (const [group, take] of [
        ['theme', 50],
        ['tag', 2],
      ] as const) {
        const answer = await answerOf('user-posts', asked, 'conversations', {
          group,
          take: String(take),
          lovers_and_haters: 'lovers',
        });
        const of = conversations(asked, PERIOD).filter((p) => p.uid !== null && standing(p.uid) === 'lovers');
        const counts = new Map<string, number>();
        for (const p of of)
          for (const key of new Set(group === 'theme' ? p.theme : p.tag))
            counts.set(key, (counts.get(key) ?? 0) + 1);
        const items = [...counts.entries()]
          .map(([key, count]) => ({ key, count }))
          .sort((a, b) => b.count - a.count || codeOrder(a.key, b.key))
          .slice(0, take);
        expect(answer).toEqual({ status: 'ok', group, loversAndHaters: 'lovers', items });
      }
    });
  });

  describe('report/avg_time_distribution', () => {
    const answered = (asked: Ask) =>
      pageChanges(asked).filter((c) => c.event === 'open_to_answer' && c.postedAt !== null);
    const responseOf = (c: Change) => c.statusChangeTime - (c.postedAt as number);

    it.each(ASKS)(
      'averages the response times of %s, over all, per operator, page and range',
      async (_, asked) => {
        const all = answered(asked);
        const base = { status: 'ok', averageMs: rounded(average(all.map(responseOf))), measured: all.length };
        const roundedAnswer = (answer: PerformanceAnswer<'report/avg_time_distribution'>) => ({
          ...answer,
          averageMs: rounded(answer.averageMs),
          items: answer.items.map((item) => ({ ...item, averageMs: rounded(item.averageMs) })),
        });
        const total = await answerOf('report/avg_time_distribution', asked, 'conversations', {
          group: 'total',
        });
        expect(roundedAnswer(total)).toEqual({ ...base, group: 'total', items: [] });

        const groupItems = (keyOf: (c: Change) => string | null, nameOfKey: (key: string) => string) => {
          const keys = [...new Set(all.map(keyOf).filter((k): k is string => k !== null))];
          return keys
            .map((key) => {
              const times = all.filter((c) => keyOf(c) === key).map(responseOf);
              return { key, name: nameOfKey(key), count: times.length, averageMs: rounded(average(times)) };
            })
            .sort((a, b) => (b.averageMs ?? 0) - (a.averageMs ?? 0) || codeOrder(a.key, b.key));
        };
        const byOperator = await answerOf('report/avg_time_distribution', asked, 'conversations', {
          group: 'operator',
        });
        expect(roundedAnswer(byOperator)).toEqual({
          ...base,
          group: 'operator',
          items: groupItems(
            (c) => c.operator,
            (key) => key,
          ),
        });
        const byPage = await answerOf('report/avg_time_distribution', asked, 'conversations', {
          group: 'page',
        });
        expect(roundedAnswer(byPage)).toEqual({
          ...base,
          group: 'page',
          items: groupItems((c) => c.pageId, nameOf),
        });

        const byRange = await answerOf('report/avg_time_distribution', asked, 'conversations', {
          group: 'timeRange',
        });
        expect(roundedAnswer(byRange)).toEqual({
          ...base,
          group: 'timeRange',
          items: RESPONSE_TIME_RANGES.map((range) => {
            const times = all
              .map(responseOf)
              .filter(
                (ms) =>
                  (range.fromMs === null || ms >= range.fromMs) && (range.toMs === null || ms < range.toMs),
              );
            return {
              key: range.key,
              name: range.key,
              count: times.length,
              averageMs: rounded(average(times)),
            };
          }),
        });
        expect(sum(byRange.items.map((item) => item.count))).toBe(all.length);
      },
    );

    it('answers no average for an empty period', async () => {
      const answer = await answerOf(
        'report/avg_time_distribution',
        { period: EMPTY_PERIOD },
        'conversations',
      );
      expect(answer).toEqual({ status: 'ok', group: 'total', averageMs: null, measured: 0, items: [] });
    });
  });

  describe('report/activity_colaborator', () => {
    it.each(ASKS)(
      "counts the operators' actions of %s per hour (São Paulo) and channel",
      async (_, asked) => {
        const actions = pageChanges(asked).filter(
          (c) => (c.event === 'open_to_answer' || c.event === 'answer_to_finished') && c.operator !== null,
        );
        for (const group of ['hour', 'channel'] as const) {
          const answer = await answerOf('report/activity_colaborator', asked, 'conversations', { group });
          const keyOf = (c: Change) => (group === 'hour' ? String(spHour(c.statusChangeTime)) : c.channel);
          const counts = new Map<string, number>();
          for (const c of actions) {
            const key = JSON.stringify([c.operator, keyOf(c)]);
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          const items = [...counts.entries()].map(([key, count]) => {
            const [operator, k] = JSON.parse(key) as [string, string];
            return { operator, key: k, count };
          });
          const order = (a: { operator: string; key: string }, b: { operator: string; key: string }) =>
            codeOrder(a.operator, b.operator) || codeOrder(a.key, b.key);
          expect(answer.group).toBe(group);
          expect([...answer.items].sort(order)).toEqual(items.sort(order));
        }
        // The answer at midnight of the 11th is in hour 0.
        if (!asked.channels) {
          const hours = await answerOf('report/activity_colaborator', asked, 'conversations', {
            group: 'hour',
          });
          expect(hours.items.some((item) => item.key === '0')).toBe(true);
        }
      },
    );
  });

  describe('bad input', () => {
    it.each([
      ['report/avg_time_distribution', { group: 'week' }],
      ['report/activity_colaborator', { group: 'page' }],
      ['sac/feed', { take: '0' }],
      ['sac/feed', { sort: 'alphabetical' }],
      ['engaged-users', { lovers_and_haters: 'fans' }],
      ['page/overview', { date_range: 'ontem' }],
      ['page/overview', { date_range: '20:10' }],
    ] as const)('answers %s with %j a 400 with the catalogue text', async (endpoint, query) => {
      const response = await ask(endpoint, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(translate('errors.badRequest'));
    });
  });

  describe('a guest of the published dashboard', () => {
    const GUEST_CARDS = ['SAC_13', 'SAC_23', 'SAC_39', 'SAC_41', 'SAC_42', 'SAC_8', 'SAC_59', 'SAC_61'];
    let dashboard: Dashboard;
    let guest: string;

    beforeAll(async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/dashboards/v1/${tenant.universeId}`,
        headers: { ...tenant.editor },
        payload: { title: 'Páginas', description: '', cardIds: GUEST_CARDS },
      });
      expect(created.statusCode, created.body).toBe(201);
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/dashboards/v1/${tenant.universeId}/${created.json().dashboard.id}`,
        headers: { ...tenant.editor },
        payload: { version: created.json().dashboard.version, patch: { pages: PAGES } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      dashboard = saved.json().dashboard;
      const published = await publish(t.app, { ...tenant, dashboardId: dashboard.id });
      guest = await enterAsGuest(t.app, tenant.universeId, published.token);
    }, 60_000);

    const requestOf = (id: string): { uid: string; request: CardRequest } => {
      const card = dashboard.cards.find((item) => item.id === id);
      if (!card) throw new Error(`${id} is not on the dashboard`);
      const source = cardSourceOf(
        cardRegistry.get(id),
        {
          accountId: tenant.accountId,
          universeId: tenant.universeId,
          isStaging: false,
          dateRange: PERIOD,
          globalFilter: dashboard.globalFilter,
          pages: dashboard.pages,
          contracts: dashboard.contracts,
        },
        card,
      );
      if (source.kind !== 'endpoint' || !source.requests[0]) throw new Error(`${id} asks nothing`);
      return { uid: card.uid, request: source.requests[0] };
    };

    it("gets the editor's numbers on the cards guests see", async () => {
      for (const id of ['SAC_13', 'SAC_23', 'SAC_39', 'SAC_41', 'SAC_42']) {
        const { uid, request } = requestOf(id);
        const asGuest = await t.app.inject({ url: cardRequestUrl(request, uid), headers: { cookie: guest } });
        const asEditor = await t.app.inject({
          url: cardRequestUrl(request, uid),
          headers: { ...tenant.editor },
        });
        expect(asGuest.statusCode, `${id}: ${asGuest.body.slice(0, 200)}`).toBe(200);
        expect(asGuest.json(), id).toEqual(asEditor.json());
        const entry = cardEndpointByKey(request.endpoint);
        const data = entry?.map(cardRegistry.get(id), [entry.answer.parse(asGuest.json())], (key) =>
          translate(key),
        );
        expect(data?.kind, id).toBeTruthy();
      }
      const { uid, request } = requestOf('SAC_13');
      const overview = await t.app.inject({ url: cardRequestUrl(request, uid), headers: { cookie: guest } });
      expect(overview.json()).toEqual({ status: 'ok', ...recountTotals({}, PERIOD) });
    });

    it("is refused a card's numbers split by operator when the card shows their total", async () => {
      const { uid, request } = requestOf('SAC_39');
      const byOperator = { ...request, query: { ...request.query, group: 'operator' } };
      const response = await t.app.inject({
        url: cardRequestUrl(byOperator, uid),
        headers: { cookie: guest },
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('operator');
    });

    it('is refused the cards that list people', async () => {
      for (const id of ['SAC_8', 'SAC_59', 'SAC_61']) {
        const { uid, request } = requestOf(id);
        expect(cardEndpointByKey(request.endpoint)?.listsPeople, id).toBe(true);
        const response = await t.app.inject({
          url: cardRequestUrl(request, uid),
          headers: { cookie: guest },
        });
        expect(response.statusCode, id).toBe(403);
        const editor = await t.app.inject({
          url: cardRequestUrl(request, uid),
          headers: { ...tenant.editor },
        });
        expect(editor.statusCode, id).toBe(200);
      }
    });
  });
});
