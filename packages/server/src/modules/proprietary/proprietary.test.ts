// Relative until core's index exports the proprietary contract (issue 27 integration).
import {
  type CardDataContext,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  DAY_MS,
  DEFAULT_CPM_BY_CHANNEL,
  END_OF_DAY_OFFSET_MS,
  ENGAGEMENT_MATRIX_MAX_POINTS,
  type Filter,
  type IngestRecord,
  MEDIA_ANSWERS,
  MEDIA_TYPES,
  mediaTypeOf,
  PRESS_MEDIA_CHANNELS,
  PROPRIETARY_ANSWERS,
  startOfZonedDay,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { enterAsGuest, publish, type Tenant } from '../../security/tenant-fixtures.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { createAuditLog } from '../auth/audit-log.ts';
import { createAnalyticsSettingsRepository } from '../universes/analytics-settings-repository.ts';
import { createAnalyticsSettingsService } from '../universes/analytics-settings-service.ts';
import { createProprietaryService } from './service.ts';

/*
 * The engagement matrices and the media service over real HTTP, each answer held to a recount in plain
 * TypeScript of the raw posts below (the same records the store was given), following contracts/proprietary.ts.
 */

type Post = IngestRecord<'posts'>;

const UNIVERSE = 'proprietary-fixtures';
const OTHER_UNIVERSE = 'proprietary-other';
const MINUTE = 60_000;
const HOUR = 3_600_000;
const P1 = 'marca.instagram';
const P2 = 'marca.facebook';
/** A page of the universe that the dashboards do not connect. */
const P3 = 'concorrente.instagram';
const PAGES = [P1, P2];

const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
const D9 = day('2026-03-09');
const D16 = day('2026-03-16');
/** 9 to 15 March 2026, as the web asks it (the server adds the last minute: its end is D16 − 1). */
const PERIOD = { start: D9, end: day('2026-03-15') + END_OF_DAY_OFFSET_MS };
const endOf = (period: { end: number }) => Math.floor(period.end / MINUTE) * MINUTE + MINUTE - 1;
const WINDOW_START = D16 - 90 * DAY_MS;

// ---------------------------------------------------------------------------------------------------------------
// The raw posts

let seed = 7;
const next = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
const TAGS = ['Produto', 'Promoção', 'Atendimento', 'Evento', 'Institucional'];

const posts: Post[] = [];
const add = (fields: Partial<Post> & { postedAt: number }): Post => {
  const record = postRecord({ id: `x${posts.length + 1}`, ...fields });
  posts.push(record);
  return record;
};
const channelOf = (page: string) => (page.endsWith('facebook') ? 'facebook' : 'instagram');
/** A page's own publication. */
const own = (page: string, postedAt: number, fields: Partial<Post> = {}) =>
  add({
    postedAt,
    channel: channelOf(page),
    pid: page,
    uid: page,
    username: page,
    text: `Publicação de ${page} ${posts.length + 1}`,
    likes: between(0, 80),
    comments: between(0, 20),
    shares: between(0, 10),
    reach: between(50, 5_000),
    impressions: next() < 0.3 ? 0 : between(100, 9_000),
    tag: TAGS.filter(() => next() < 0.35),
    ...fields,
  });

// Own publications over the 100 days before the period's end (window and before), a few a day.
for (let d = 0; d < 100; d += 1)
  for (const page of [P1, P2, P3])
    if (next() < 0.6) own(page, D16 - (d + 1) * DAY_MS + between(8, 20) * HOUR);
// The boundaries: the period's first instant (midnight) and last minute, the next midnight; the window's
// first ms and the ms before it.
own(P1, D9, { text: 'Meia-noite do primeiro dia', reach: 7_000, likes: 300 });
own(P2, D16 - 30_000, { text: 'Último minuto do período', reach: 10, likes: 500 });
own(P1, D16, { text: 'Meia-noite seguinte: fora', reach: 9_999, likes: 999 });
own(P2, WINDOW_START, { text: 'Primeiro ms da janela', reach: 4_000, likes: 1 });
own(P1, WINDOW_START - 1, { text: 'Antes da janela', reach: 100_000, likes: 9_000 });
// A publication without text, and one with a long text.
own(P1, D9 + 5 * HOUR, { text: '' });
own(P2, D9 + 6 * HOUR, { text: 'Lançamento '.repeat(40), tag: ['Produto', 'Evento'] });
// Conversations on the pages (customers' posts): no publication of the pages.
for (let i = 0; i < 12; i += 1)
  add({
    postedAt: D9 + between(0, 6 * 24) * HOUR,
    channel: 'instagramcomments',
    pid: i % 2 ? P1 : P2,
    uid: `cliente-${i}`,
    username: `Cliente ${i}`,
    text: 'Quando chega?',
    likes: between(0, 5),
    reach: between(0, 200),
    impressions: between(0, 400),
    tag: ['Atendimento'],
  });
// Press and social mentions (media): outlets in one or more press channels, one press post without author.
const OUTLETS = [
  ['press-folha', 'Folha', ['news', 'portais']],
  ['press-estadao', 'Estadão', ['news']],
  ['press-radio', 'Rádio Central', ['rádio']],
  ['press-blog', 'Blog do Zé', ['blogs']],
] as const;
for (let i = 0; i < 40; i += 1) {
  const [uid, username, channels] = OUTLETS[i % OUTLETS.length] ?? OUTLETS[0];
  add({
    postedAt: D9 + between(0, 7 * 24 * 60 - 1) * MINUTE,
    channel: channels[Math.floor(i / OUTLETS.length) % channels.length] ?? 'news',
    uid,
    username,
    text: 'Notícia sobre a marca',
    reach: between(1_000, 50_000),
    impressions: next() < 0.5 ? 0 : between(2_000, 90_000),
  });
}
add({ postedAt: D9 + 3 * HOUR, channel: 'tv', text: 'Nota sem autor', reach: 80_000, impressions: 0 });
for (let i = 0; i < 30; i += 1)
  add({
    postedAt: D9 + between(0, 7 * 24 - 1) * HOUR,
    channel: (['twitter', 'youtube', 'reclameaqui', 'foruns', 'facebookinbox', 'tiktok'] as const)[i % 6],
    uid: `autor-${i}`,
    username: `Autor ${i}`,
    text: 'Menção',
    reach: between(0, 3_000),
    impressions: next() < 0.5 ? 0 : between(0, 6_000),
  });

/** Sent again with another reach (the later version wins), and a copy in another universe. */
const RESENT = posts
  .filter((p) => p.pid === P1 && p.uid === P1 && p.postedAt >= D9 && p.postedAt < D16)
  .slice(0, 2)
  .map((p) => ({ ...p, reach: p.reach + 12_345, likes: p.likes + 1, interactions: p.interactions + 1 }));
const ELSEWHERE = posts.map((p) => ({ ...p, id: `outro-${p.id}`, reach: p.reach * 3 }));

const stored = (): Post[] => {
  const byId = new Map<string, Post>();
  for (const p of [...posts, ...RESENT]) byId.set(p.id, p);
  return [...byId.values()];
};

// ---------------------------------------------------------------------------------------------------------------
// The recount

type Period = { start: number; end: number };
const within = (at: number, range: Period) => at >= range.start && at <= range.end;
const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
const ownOf = (pages: readonly string[]) =>
  stored().filter((p) => p.pid !== null && pages.includes(p.pid) && p.uid === p.pid);
const windowOf = (period: Period, days: number) => ({
  start: endOf(period) + 1 - days * DAY_MS,
  end: endOf(period),
});
const quadrant = (x: number, y: number, mean: { x: number; y: number }) =>
  `${x >= mean.x ? 'highX' : 'lowX'}${y >= mean.y ? 'HighY' : 'LowY'}`;
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;

function recountPosts(period: Period, days: number, pages: readonly string[]) {
  const range = { start: period.start, end: endOf(period) };
  const window = windowOf(period, days);
  const mine = ownOf(pages);
  const measured = mine.filter((p) => within(p.postedAt, window));
  const m = { x: mean(measured.map((p) => p.reach)), y: mean(measured.map((p) => p.interactions)) };
  const inPeriod = mine.filter((p) => within(p.postedAt, range));
  const points = inPeriod
    .sort((a, b) => b.interactions - a.interactions || b.reach - a.reach || byName(a.id, b.id))
    .slice(0, ENGAGEMENT_MATRIX_MAX_POINTS)
    .map((p) => ({
      id: p.id,
      pageId: p.pid,
      channel: p.channel,
      postedAt: p.postedAt,
      text: p.text.slice(0, 120),
      reach: p.reach,
      interactions: p.interactions,
      impressions: p.impressions,
      quadrant: quadrant(p.reach, p.interactions, m),
    }));
  return { days, window, mean: m, measured: measured.length, total: inPeriod.length, points };
}

function tagTotals(list: readonly Post[]) {
  const byTag = new Map<string, { posts: number; interactions: number; reach: number }>();
  for (const p of list)
    for (const tag of new Set(p.tag)) {
      const known = byTag.get(tag) ?? { posts: 0, interactions: 0, reach: 0 };
      byTag.set(tag, {
        posts: known.posts + 1,
        interactions: known.interactions + p.interactions,
        reach: known.reach + p.reach,
      });
    }
  return [...byTag.entries()].map(([tag, totals]) => ({ tag, ...totals }));
}

function recountTags(period: Period, days: number, pages: readonly string[]) {
  const range = { start: period.start, end: endOf(period) };
  const window = windowOf(period, days);
  const mine = ownOf(pages);
  const windowTags = tagTotals(mine.filter((p) => within(p.postedAt, window)));
  const windowMean = {
    x: mean(windowTags.map((t) => t.posts)),
    y: mean(windowTags.map((t) => t.interactions)),
  };
  const scale = (range.end - range.start + 1) / (window.end - window.start + 1);
  const m = { x: windowMean.x * scale, y: windowMean.y * scale };
  const tags = tagTotals(mine.filter((p) => within(p.postedAt, range)));
  const points = tags
    .sort((a, b) => b.interactions - a.interactions || b.posts - a.posts || byName(a.tag, b.tag))
    .map((t) => ({ ...t, quadrant: quadrant(t.posts, t.interactions, m) }));
  return { days, window, mean: m, windowMean, measured: windowTags.length, total: tags.length, points };
}

const inRange = (period: Period) =>
  stored().filter((p) => within(p.postedAt, { ...period, end: endOf(period) }));
/** The media recount's posts: every post, or (earned) every post but the pages' own publications. */
const mediaPosts = (period: Period, earnedOf: readonly string[] | null) =>
  inRange(period).filter(
    (p) => !earnedOf || !(p.pid !== null && earnedOf.includes(p.pid) && p.uid === p.pid),
  );

function recountDistribution(period: Period, earnedOf: readonly string[] | null = null) {
  const list = mediaPosts(period, earnedOf);
  const items = MEDIA_TYPES.map((mediaType) => {
    const of = list.filter((p) => mediaTypeOf(p.channel) === mediaType);
    return { mediaType, posts: of.length, reach: of.reduce((sum, p) => sum + p.reach, 0) };
  })
    .filter((item) => item.posts > 0)
    .sort((a, b) => b.posts - a.posts || b.reach - a.reach);
  return { total: list.length, items };
}

function recountFeatured(period: Period, take: number) {
  const press = inRange(period).filter((p) => PRESS_MEDIA_CHANNELS.includes(p.channel) && p.uid);
  const uids = [...new Set(press.map((p) => p.uid as string))];
  return {
    items: uids
      .map((uid) => {
        const of = press.filter((p) => p.uid === uid);
        return {
          uid,
          name: of[0]?.username ?? uid,
          channels: [...new Set(of.map((p) => p.channel))].sort(byName),
          posts: of.length,
          reach: of.reduce((sum, p) => sum + p.reach, 0),
        };
      })
      .sort((a, b) => b.posts - a.posts || b.reach - a.reach || byName(a.name, b.name))
      .slice(0, take),
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;
function recountValue(
  period: Period,
  cpm: Readonly<Record<string, number>> = DEFAULT_CPM_BY_CHANNEL,
  earnedOf: readonly string[] | null = null,
) {
  const list = mediaPosts(period, earnedOf);
  const channels = [...new Set(list.map((p) => p.channel))];
  const byChannel = channels
    .map((channel) => {
      const of = list.filter((p) => p.channel === channel);
      const impressions = of.filter((p) => p.impressions > 0).reduce((sum, p) => sum + p.impressions, 0);
      const reach = of.filter((p) => p.impressions <= 0).reduce((sum, p) => sum + p.reach, 0);
      const rate = cpm[channel] ?? 0;
      return {
        channel,
        posts: of.length,
        impressions,
        reach,
        cpm: rate,
        value: ((impressions + reach) / 1000) * rate,
      };
    })
    .sort((a, b) => cents(b.value) - cents(a.value) || byName(a.channel, b.channel));
  const total = byChannel.reduce((sum, item) => sum + item.value, 0);
  return {
    value: cents(total),
    currency: 'BRL',
    posts: list.length,
    impressions: byChannel.reduce((sum, item) => sum + item.impressions, 0),
    reach: byChannel.reduce((sum, item) => sum + item.reach, 0),
    byChannel: byChannel.map((item) => ({ ...item, value: cents(item.value) })),
  };
}

// ---------------------------------------------------------------------------------------------------------------

describe('GET /proprietary/engagement-matrix/… and /media/…', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
    const accounts = createAccountsRepository(t.stores.meta.db);
    const universes: [string, string][] = [
      [UNIVERSE, 'Páginas próprias'],
      [OTHER_UNIVERSE, 'Outra marca'],
    ];
    for (const [id, name] of universes) {
      await accounts.insertUniverse({
        id,
        account_id: DEMO.accountId,
        name,
        kind: 'brand',
        api_token: `token-${id}`,
        integration_token_hash: 'x',
      });
      await accounts.addMember(id, DEMO.userId);
    }
    await t.stores.analytics.append('posts', UNIVERSE, posts);
    await t.stores.analytics.append('posts', UNIVERSE, RESENT);
    await t.stores.analytics.append('posts', OTHER_UNIVERSE, ELSEWHERE);
  }, 120_000);
  afterAll(() => t?.close());

  interface Ask {
    period?: Period;
    filter?: Filter;
    days?: number;
    take?: number;
  }
  const OWNED: Filter = { pages: PAGES, page_scope: 'publications' };
  const ask = (path: string, options: Ask = {}, as: Record<string, string> = headers) => {
    const period = options.period ?? PERIOD;
    const query = new URLSearchParams({
      date_range: `${period.start}:${period.end}`,
      account_id: DEMO.accountId,
      universe_id: UNIVERSE,
      is_staging: 'false',
      ...(options.filter ? { filter: JSON.stringify(options.filter) } : {}),
      ...(options.days === undefined ? {} : { days: String(options.days) }),
      ...(options.take === undefined ? {} : { take: String(options.take) }),
    });
    return t.app.inject({ url: `${path}?${query}`, headers: as });
  };
  const json = async (path: string, options: Ask = {}) => {
    const response = await ask(path, options);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json();
  };

  describe('engagement-matrix/posts', () => {
    const CASES: [string, Ask, readonly string[]][] = [
      ['the connected pages over 9–15 March', { filter: OWNED }, PAGES],
      ['one page chosen in the filter', { filter: { pages: [P1], page_scope: 'publications' } }, [P1]],
      ['a 30-day window', { filter: OWNED, days: 30 }, PAGES],
      [
        'a period longer than the window',
        { filter: OWNED, days: 7, period: { start: D9 - 20 * DAY_MS, end: PERIOD.end } },
        PAGES,
      ],
      [
        'an empty period (the window has posts)',
        { filter: OWNED, period: { start: D16 + 4 * DAY_MS, end: D16 + 5 * DAY_MS + END_OF_DAY_OFFSET_MS } },
        PAGES,
      ],
      ['a request without page_scope still counts own publications', { filter: { pages: PAGES } }, PAGES],
    ];
    it.each(CASES)('equals the recount: %s', async (_, options, pages) => {
      const answer = PROPRIETARY_ANSWERS['engagement-matrix/posts'].parse(
        await json('/proprietary/engagement-matrix/posts', options),
      );
      expect(answer.docs).toEqual(recountPosts(options.period ?? PERIOD, options.days ?? 90, pages));
    });

    it('holds the boundaries: midnight and last minute in, next midnight out, the window from its first ms', async () => {
      const { docs } = await json('/proprietary/engagement-matrix/posts', { filter: OWNED });
      const texts = docs.points.map((p: { text: string }) => p.text);
      expect(texts).toContain('Meia-noite do primeiro dia');
      expect(texts).toContain('Último minuto do período');
      expect(texts).not.toContain('Meia-noite seguinte: fora');
      expect(docs.window).toEqual({ start: WINDOW_START, end: D16 - 1 });
      // The resent version counts, once; the other universe and the unconnected page never.
      const resent = RESENT[0] as Post;
      expect(docs.points.filter((p: { id: string }) => p.id === resent.id)).toMatchObject([
        { reach: resent.reach },
      ]);
      expect(docs.points.some((p: { pageId: string }) => p.pageId === P3)).toBe(false);
      expect(docs.points.length).toBeGreaterThan(5);
    });

    it('counts nothing without connected pages, and refuses a bad days with 400', async () => {
      const { docs } = await json('/proprietary/engagement-matrix/posts', {
        filter: { page_scope: 'publications' },
      });
      expect(docs).toMatchObject({ total: 0, points: [], mean: { x: 0, y: 0 }, measured: 0 });
      for (const days of ['0', 'noventa', '9999']) {
        const response = await t.app.inject({
          url: `/proprietary/engagement-matrix/posts?account_id=${DEMO.accountId}&universe_id=${UNIVERSE}&days=${days}`,
          headers,
        });
        expect(response.statusCode, days).toBe(400);
        expect(response.json().error.message).toBe('Requisição inválida.');
      }
    });
  });

  describe('engagement-matrix/tags', () => {
    const CASES: [string, Ask, readonly string[]][] = [
      ['the connected pages over 9–15 March', { filter: OWNED }, PAGES],
      ['one page', { filter: { pages: [P2], page_scope: 'publications' } }, [P2]],
      ['a 30-day window', { filter: OWNED, days: 30 }, PAGES],
      [
        'an empty period',
        { filter: OWNED, period: { start: D16 + 4 * DAY_MS, end: D16 + 5 * DAY_MS } },
        PAGES,
      ],
    ];
    it.each(CASES)('equals the recount: %s', async (_, options, pages) => {
      const answer = PROPRIETARY_ANSWERS['engagement-matrix/tags'].parse(
        await json('/proprietary/engagement-matrix/tags', options),
      );
      const expected = recountTags(options.period ?? PERIOD, options.days ?? 90, pages);
      expect(answer.docs.points).toEqual(expected.points);
      expect(answer.docs).toMatchObject({
        days: expected.days,
        window: expected.window,
        total: expected.total,
      });
      expect(answer.docs.measured).toBe(expected.measured);
      expect(answer.docs.windowMean.x).toBeCloseTo(expected.windowMean.x, 9);
      expect(answer.docs.windowMean.y).toBeCloseTo(expected.windowMean.y, 9);
      expect(answer.docs.mean.x).toBeCloseTo(expected.mean.x, 9);
      expect(answer.docs.mean.y).toBeCloseTo(expected.mean.y, 9);
    });
  });

  describe('media', () => {
    it('distribution/media_type equals the recount (all posts; and what was earned)', async () => {
      const all = MEDIA_ANSWERS['distribution/media_type'].parse(
        await json('/media/distribution/media_type'),
      );
      expect(all.docs).toEqual(recountDistribution(PERIOD));
      const earned = await json('/media/distribution/media_type', {
        filter: { pages: PAGES, page_scope: 'earned' },
      });
      expect(earned.docs).toEqual(recountDistribution(PERIOD, PAGES));
      const empty = await json('/media/distribution/media_type', {
        period: { start: D16 + 9 * DAY_MS, end: D16 + 10 * DAY_MS },
      });
      expect(empty.docs).toEqual({ total: 0, items: [] });
    });

    it('featured_midia equals the recount: outlets across press channels, none without author', async () => {
      const top = MEDIA_ANSWERS.featured_midia.parse(await json('/media/featured_midia'));
      expect(top.docs).toEqual(recountFeatured(PERIOD, 10));
      expect(top.docs.items.find((i) => i.uid === 'press-folha')?.channels).toEqual(['news', 'portais']);
      expect((await json('/media/featured_midia', { take: 2 })).docs).toEqual(recountFeatured(PERIOD, 2));
    });

    it('publicitary_valoration equals the recount with the default CPMs, per period', async () => {
      const value = MEDIA_ANSWERS.publicitary_valoration.parse(await json('/media/publicitary_valoration'));
      expect(value.equivalence).toEqual(recountValue(PERIOD));
      expect(value.equivalence.value).toBeGreaterThan(0);
      const earned = await json('/media/publicitary_valoration', {
        filter: { pages: PAGES, page_scope: 'earned' },
      });
      expect(earned.equivalence).toEqual(recountValue(PERIOD, DEFAULT_CPM_BY_CHANNEL, PAGES));
      const previous = { start: PERIOD.start - 7 * DAY_MS, end: PERIOD.end - 7 * DAY_MS };
      expect((await json('/media/publicitary_valoration', { period: previous })).equivalence).toEqual(
        recountValue(previous),
      );
    });

    it("applies the universe's CPMs from the analytics settings", async () => {
      const settings = createAnalyticsSettingsService({
        repository: createAnalyticsSettingsRepository(t.stores.meta.db),
        audit: createAuditLog(t.stores.meta.db),
      });
      await settings.update(UNIVERSE, { cpmByChannel: { news: 100, twitter: 0 } }, 'teste@exemplo.com');
      const service = createProprietaryService(t.stores.analytics, { cpmByChannel: settings.cpmByChannel });
      const { answer } = await service.publicitaryValoration({
        universeId: UNIVERSE,
        dateRange: `${PERIOD.start}:${PERIOD.end}`,
        isStaging: false,
        filter: {},
      });
      const cpm = { ...DEFAULT_CPM_BY_CHANNEL, news: 100, twitter: 0 };
      expect(answer.equivalence).toEqual(recountValue(PERIOD, cpm));
      expect(answer.equivalence.byChannel.find((c) => c.channel === 'news')?.cpm).toBe(100);
    });
  });

  describe('a guest of a published dashboard', () => {
    let guest: string;
    let cards: { uid: string; id: string }[];
    const context = (): CardDataContext => ({
      accountId: DEMO.accountId,
      universeId: UNIVERSE,
      isStaging: false,
      dateRange: PERIOD,
      globalFilter: {},
      pages: PAGES.map((id) => ({ id, channel: channelOf(id) })),
      contracts: [],
    });

    beforeAll(async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/dashboards/v1/${UNIVERSE}`,
        headers,
        payload: { title: 'Métricas proprietárias', cardIds: ['SAC_63', 'SAC_64'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const dashboard = created.json().dashboard;
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/dashboards/v1/${UNIVERSE}/${dashboard.id}`,
        headers,
        payload: { version: dashboard.version, patch: { pages: context().pages } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      cards = saved.json().dashboard.cards;
      const tenant = {
        universeId: UNIVERSE,
        dashboardId: dashboard.id,
        editor: headers,
      } as unknown as Tenant;
      guest = await enterAsGuest(t.app, UNIVERSE, (await publish(t.app, tenant)).token);
    }, 60_000);

    it('gets the same numbers as the editor for both matrices', async () => {
      for (const id of ['SAC_63', 'SAC_64']) {
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
        expect(asGuest.json().docs.points.length, id).toBeGreaterThan(0);
      }
    });

    it('is refused what no card of its dashboard asks (media)', async () => {
      const card = cards[0] as { uid: string };
      const response = await t.app.inject({
        url: `/media/publicitary_valoration?account_id=${DEMO.accountId}&universe_id=${UNIVERSE}&date_range=${PERIOD.start}:${PERIOD.end}&card_id=${card.uid}`,
        headers: { cookie: guest },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
