import type { WarRoomQuery } from '@mirante/core';
import { DAY_MS, END_OF_DAY_OFFSET_MS, inclusiveDateRange, startOfZonedDay } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { openTestEngine, TEST_ENGINES } from '../../test-support/test-engines.ts';
import { createFiltersRepository } from '../filters/repository.ts';
import { createFiltersService } from '../filters/service.ts';
import { createWarRoomService, type WarRoomService } from './service.ts';

const day = (date: string) => startOfZonedDay(Date.parse(`${date}T15:00:00Z`));
const at = (iso: string) => Date.parse(iso);

/** 1–7 March 2026, São Paulo days, as the UI sends it (end of day = start + 86,340,000 ms). */
const RANGE = { start: day('2026-03-01'), end: day('2026-03-07') + END_OF_DAY_OFFSET_MS };

/**
 * The crafted week. TikTok (p5) would top every ranking if it were not dropped; Ana has two profiles
 * (twitter u-ana as "Ana", instagram ig-ana as "ana"); Folha has no uid.
 */
function craftedPosts(idPrefix: string) {
  const post = (id: string, fields: Parameters<typeof postRecord>[0]) =>
    postRecord({ id: `${idPrefix}${id}`, ...fields });
  return [
    post('p1', {
      postedAt: at('2026-03-02T10:00:00Z'),
      channel: 'twitter',
      uid: 'u-ana',
      username: 'Ana',
      followers: 1000,
      polarity: 1,
      gender: 2,
      likes: 10,
      comments: 2,
      shares: 3,
      tag: ['saude', 'obras'],
      text: 'Ação da prefeitura de São Paulo',
    }),
    post('p2', {
      postedAt: at('2026-03-03T12:00:00Z'),
      channel: 'instagram',
      uid: 'ig-ana',
      username: 'ana',
      followers: 5000,
      polarity: 2,
      likes: 100,
      tag: ['saude'],
      text: 'Péssimo atendimento na prefeitura',
    }),
    post('p3', {
      postedAt: at('2026-03-04T12:00:00Z'),
      channel: 'twitter',
      uid: 'u-bruno',
      username: 'Bruno',
      followers: 300,
      polarity: 3,
      gender: 7,
      likes: 1,
      text: 'prefeitura anuncia obras',
    }),
    post('p4', {
      postedAt: at('2026-03-05T12:00:00Z'),
      channel: 'twitter',
      uid: 'u-ana',
      username: 'Ana',
      followers: 1200,
      polarity: 1,
      gender: 2,
      comments: 7,
      text: 'obras atrasadas de novo',
    }),
    post('p5', {
      postedAt: at('2026-03-05T13:00:00Z'),
      channel: 'tiktok',
      uid: 'tt-ze',
      username: 'Ana',
      followers: 1_000_000,
      polarity: 2,
      likes: 9999,
      comments: 999,
      shares: 999,
      text: 'prefeitura obras tiktok',
    }),
    post('p6', {
      postedAt: at('2026-03-06T12:00:00Z'),
      channel: 'news',
      username: 'Folha',
      polarity: 0,
      shares: 50,
      text: 'Prefeitura de São Paulo anuncia obras',
    }),
    post('p7', {
      postedAt: at('2026-03-06T13:00:00Z'),
      channel: 'blogs',
      uid: 'b-1',
      username: 'blogueiro',
      followers: 50,
      polarity: -2,
      text: 'obras no bairro',
    }),
    post('p8', {
      postedAt: at('2026-03-07T12:00:00Z'),
      channel: 'twitter',
      uid: 'u-caio',
      username: 'Caio',
      followers: 20,
      polarity: -1,
      gender: 3,
      text: 'atendimento péssimo',
    }),
    // The previous week.
    post('q1', {
      postedAt: at('2026-02-25T12:00:00Z'),
      uid: 'u-ana',
      username: 'Ana',
      followers: 900,
      polarity: 1,
    }),
    post('q2', {
      postedAt: at('2026-02-26T12:00:00Z'),
      uid: 'u-dani',
      username: 'Dani',
      followers: 100,
      polarity: 2,
    }),
    post('q3', {
      postedAt: at('2026-02-26T13:00:00Z'),
      channel: 'tiktok',
      uid: 'tt',
      followers: 10,
      polarity: 2,
    }),
  ];
}

const queryOf = (fields: Partial<WarRoomQuery> = {}): WarRoomQuery => ({
  date_range: `${RANGE.start}:${RANGE.end}`,
  account_id: 'acc',
  universe_id: 'u1',
  is_staging: 'false',
  variation: 'false',
  ...fields,
});

describe.each(TEST_ENGINES)('war-room service on %s (crafted week)', (engineName) => {
  let engine: AnalyticsEngine;
  let warRoom: WarRoomService;
  beforeAll(async () => {
    engine = await openTestEngine(engineName);
    await engine.append('posts', 'u1', craftedPosts(''));
    // Another universe, same days: never counted.
    await engine.append('posts', 'u2', craftedPosts('other-'));
    warRoom = createWarRoomService(engine);
  });
  afterAll(() => engine.close());

  const ids = (docs: { id: string }[]) => docs.map((doc) => doc.id);

  describe('monitoring-overview', () => {
    it('totals the period with the spec formulas, without TikTok', async () => {
      const docs = await warRoom.monitoringOverview(queryOf());
      expect(docs.previous).toBeNull();
      expect(docs.variation).toBeNull();
      expect(docs.current).toMatchObject({
        start: RANGE.start,
        // A picked period is read to the end of its last minute.
        end: inclusiveDateRange(RANGE).end,
        posts: 7,
        users: 5,
        interactions: 15 + 100 + 1 + 7 + 50,
        // Each author once, at their largest follower count: 1200 + 5000 + 300 + 50 + 20.
        followers: 6570,
        potentialReach: 1314,
        sentiment: { positive: 2, negative: 2, neutral: 1, none: 1, unclassified: 1 },
        nps: 0,
      });
      expect(docs.current.sentimentIndex).toBeCloseTo((2 + 1 - 2) / 7, 10);
      expect(docs.current.brandHealth).toBeCloseTo((3 / 7) * 100, 10);
    });

    it('with variation also answers the previous period of equal length and the change', async () => {
      const docs = await warRoom.monitoringOverview(queryOf({ variation: 'true' }));
      const length = 7 * DAY_MS;
      expect(docs.previous).toMatchObject({
        start: RANGE.start - length,
        end: RANGE.start - 1,
        posts: 2,
        users: 2,
        followers: 1000,
        potentialReach: 200,
        sentiment: { positive: 1, negative: 1, neutral: 0, none: 0, unclassified: 0 },
        nps: 0,
        sentimentIndex: 0,
      });
      expect(docs.variation).toMatchObject({
        posts: 250,
        users: 150,
        interactions: null,
        potentialReach: ((1314 - 200) / 200) * 100,
        nps: 0,
      });
      expect(docs.variation?.sentimentIndex).toBeCloseTo(1 / 7, 10);
    });

    it('answers zeros, not NaN, for an empty period', async () => {
      const docs = await warRoom.monitoringOverview(queryOf({ date_range: '0:1000' }));
      expect(docs.current).toMatchObject({ posts: 0, users: 0, followers: 0, nps: 0, sentimentIndex: 0 });
    });
  });

  describe('top-influencers', () => {
    it('ranks authors by followers, merges same usernames into duplicatedUsers, drops TikTok', async () => {
      const docs = await warRoom.topInfluencers(queryOf({ take: 3 }));
      expect(docs.map((u) => [u.channel, u.uid, u.followers])).toEqual([
        ['instagram', 'ig-ana', 5000],
        ['twitter', 'u-bruno', 300],
        ['blogs', 'b-1', 50],
      ]);
      expect(docs[0]?.duplicatedUsers).toEqual([
        expect.objectContaining({
          channel: 'twitter',
          uid: 'u-ana',
          username: 'Ana',
          followers: 1200,
          posts: 2,
        }),
      ]);
      expect(docs.flatMap((u) => [u, ...u.duplicatedUsers]).some((u) => u.channel === 'tiktok')).toBe(false);
    });

    it('ranks by another sort option', async () => {
      const byComments = await warRoom.topInfluencers(queryOf({ sort: 'comments', take: 2 }));
      // Ana's twitter profile has 2 + 7 comments; her instagram one is then a duplicate.
      // Ties (no comments) go by username: blogueiro first.
      expect(byComments.map((u) => [u.uid, u.comments])).toEqual([
        ['u-ana', 9],
        ['b-1', 0],
      ]);
      expect(byComments[0]?.duplicatedUsers.map((u) => u.uid)).toEqual(['ig-ana']);
      const newest = await warRoom.topInfluencers(queryOf({ sort: 'date_desc', take: 1 }));
      expect(newest.map((u) => u.uid)).toEqual(['u-caio']);
    });

    it('keeps authors without a uid under their username', async () => {
      const docs = await warRoom.topInfluencers(queryOf({ take: 10 }));
      expect(docs.map((u) => u.uid)).toEqual(['ig-ana', 'u-bruno', 'b-1', 'u-caio', 'Folha']);
    });
  });

  describe('top-posts and press-posts', () => {
    it('orders by each sort option', async () => {
      expect(ids(await warRoom.topPosts(queryOf({ sort: 'likes', take: 2 })))).toEqual(['p2', 'p1']);
      expect(ids(await warRoom.topPosts(queryOf({ sort: 'comments', take: 2 })))).toEqual(['p4', 'p1']);
      expect(ids(await warRoom.topPosts(queryOf({ sort: 'shares', take: 2 })))).toEqual(['p6', 'p1']);
      expect(ids(await warRoom.topPosts(queryOf({ sort: 'influence', take: 2 })))).toEqual(['p2', 'p4']);
      expect(ids(await warRoom.topPosts(queryOf({ sort: 'interactions', take: 3 })))).toEqual([
        'p2',
        'p6',
        'p1',
      ]);
      expect(ids(await warRoom.topPosts(queryOf({ sort: 'date_asc', take: 2 })))).toEqual(['p1', 'p2']);
      expect(ids(await warRoom.topPosts(queryOf({ sort: 'date_desc', take: 2 })))).toEqual(['p8', 'p7']);
    });

    it('hot weighs interactions by recency', async () => {
      const docs = await warRoom.topPosts(queryOf({ take: 10 }));
      // p6 (51 interactions, 1.6 days old at the end) beats p2 (101 interactions, 4.6 days old).
      expect(ids(docs).slice(0, 2)).toEqual(['p6', 'p2']);
      const scores = docs.map((doc) => doc.hot);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(ids(docs)).not.toContain('p5');
      expect(docs).toHaveLength(7);
    });

    it('answers the post fields', async () => {
      const [first] = await warRoom.topPosts(queryOf({ sort: 'date_asc', take: 1 }));
      expect(first).toMatchObject({
        id: 'p1',
        channel: 'twitter',
        postedAt: at('2026-03-02T10:00:00Z'),
        text: 'Ação da prefeitura de São Paulo',
        uid: 'u-ana',
        username: 'Ana',
        followers: 1000,
        likes: 10,
        comments: 2,
        shares: 3,
        interactions: 15,
        polarity: 1,
        gender: 2,
        tags: ['saude', 'obras'],
        themes: [],
        groups: [],
      });
    });

    it('press-posts keeps only the press channels', async () => {
      expect(ids(await warRoom.pressPosts(queryOf()))).toEqual(['p6', 'p7']);
    });

    it('applies the card filter, including the text search', async () => {
      const filter = JSON.stringify({ query: 'prefeitura AND NOT obras' });
      expect(ids(await warRoom.topPosts(queryOf({ filter, sort: 'date_asc' })))).toEqual(['p1', 'p2']);
      const negative = JSON.stringify({ polarities: [2], channels: ['twitter', 'tiktok'] });
      expect(ids(await warRoom.topPosts(queryOf({ filter: negative })))).toEqual(['p8']);
    });

    it('refuses a malformed text query or filter with a 400', async () => {
      await expect(
        warRoom.topPosts(queryOf({ filter: JSON.stringify({ query: '"obras' }) })),
      ).rejects.toMatchObject({
        statusCode: 400,
        messageKey: 'search.errors.syntax',
      });
      await expect(
        warRoom.topPosts(queryOf({ filter: JSON.stringify({ query: 'x' }) })),
      ).rejects.toMatchObject({
        statusCode: 400,
        messageKey: 'search.errors.tooShort',
      });
      await expect(warRoom.topPosts(queryOf({ filter: '{not json' }))).rejects.toMatchObject({
        statusCode: 400,
        messageKey: 'errors.invalidFilter',
      });
      await expect(warRoom.topPosts(queryOf({ filter: '{"nope": 1}' }))).rejects.toMatchObject({
        statusCode: 400,
        messageKey: 'errors.invalidFilter',
      });
      await expect(warRoom.topPosts(queryOf({ filter_id: 'unknown' }))).rejects.toMatchObject({
        statusCode: 400,
        messageKey: 'errors.invalidFilter',
      });
    });
  });

  describe('term-graph', () => {
    it('answers the most frequent terms (counted folded, shown as written, no stop words) and their co-occurrences', async () => {
      const docs = await warRoom.termGraph(queryOf({ take: 4 }));
      expect(docs.nodes).toEqual([
        { term: 'obras', count: 4, posts: 4 },
        { term: 'prefeitura', count: 4, posts: 4 },
        { term: 'anuncia', count: 2, posts: 2 },
        { term: 'atendimento', count: 2, posts: 2 },
      ]);
      expect(docs.edges).toEqual([
        { source: 'anuncia', target: 'obras', weight: 2 },
        { source: 'anuncia', target: 'prefeitura', weight: 2 },
        { source: 'obras', target: 'prefeitura', weight: 2 },
        { source: 'atendimento', target: 'prefeitura', weight: 1 },
      ]);
      expect(docs.sample).toBeNull();
    });

    it('keeps only posts of the polarity asked (every code of that sentiment)', async () => {
      const docs = await warRoom.termGraph(queryOf({ take: 3, polarity: 2 }));
      expect(docs.nodes).toEqual([
        { term: 'atendimento', count: 2, posts: 2 },
        { term: 'péssimo', count: 2, posts: 2 },
        { term: 'prefeitura', count: 1, posts: 1 },
      ]);
      expect(docs.edges).toEqual([
        { source: 'atendimento', target: 'péssimo', weight: 2 },
        { source: 'atendimento', target: 'prefeitura', weight: 1 },
        { source: 'péssimo', target: 'prefeitura', weight: 1 },
      ]);
    });
  });

  it('reads a fixed sample of the posts when there are more, scaling counts to the whole', async () => {
    const sampling = createWarRoomService(engine, { termSamplePosts: 4 });
    const graph = await sampling.termGraph(queryOf({ take: 50 }));
    // Every other row (7 posts > 4): counts are sample counts scaled to the 7, the same sample every time.
    expect(graph.sample?.of).toBe(7);
    expect(graph.sample?.posts).toBeLessThan(7);
    for (const node of graph.nodes) expect(Number.isInteger(node.count)).toBe(true);
    expect(graph.nodes.reduce((sum, node) => sum + node.count, 0)).toBeGreaterThan(0);
    expect(await sampling.termGraph(queryOf({ take: 50 }))).toEqual(graph);
    const bars = await sampling.monitoringMultibar(queryOf({ group: 'term', take: 3 }));
    expect(bars.sample).toEqual(graph.sample);
    for (const bar of bars.bars) {
      expect(bar.total).toBe(bar.positive + bar.negative + bar.neutral + bar.none + bar.unclassified);
    }
  });

  it('post-in-time counts posts per São Paulo day, zero-filled', async () => {
    const docs = await warRoom.postInTime(queryOf());
    expect(docs.grain).toBe('dayOfMonth');
    const days = ['01', '02', '03', '04', '05', '06', '07'].map((d) => day(`2026-03-${d}`));
    expect(docs.points).toEqual(days.map((ts, i) => [ts, [0, 1, 1, 1, 1, 2, 1][i]]));
  });

  describe('monitoring-multibar', () => {
    const bar = (key: string, split: Partial<Record<string, number>>) => {
      const counts = { positive: 0, negative: 0, neutral: 0, none: 0, unclassified: 0, ...split };
      return { key, total: Object.values(counts).reduce((a, b) => a + b, 0), ...counts };
    };

    it('groups by channel split by sentiment, the biggest first', async () => {
      const docs = await warRoom.monitoringMultibar(queryOf({ group: 'channel', take: 3 }));
      expect(docs).toEqual({
        group: 'channel',
        bars: [
          bar('twitter', { positive: 2, negative: 1, neutral: 1 }),
          bar('blogs', { unclassified: 1 }),
          bar('instagram', { negative: 1 }),
        ],
        sample: null,
      });
    });

    it('groups by list dimensions, sentiment, gender and terms', async () => {
      expect((await warRoom.monitoringMultibar(queryOf({ group: 'tag' }))).bars).toEqual([
        bar('saude', { positive: 1, negative: 1 }),
        bar('obras', { positive: 1 }),
      ]);
      expect((await warRoom.monitoringMultibar(queryOf({ group: 'polarity' }))).bars).toEqual([
        bar('negative', { negative: 2 }),
        bar('positive', { positive: 2 }),
        bar('neutral', { neutral: 1 }),
        bar('none', { none: 1 }),
        bar('unclassified', { unclassified: 1 }),
      ]);
      expect((await warRoom.monitoringMultibar(queryOf({ group: 'gender' }))).bars).toEqual([
        bar('unclassified', { negative: 1, none: 1, unclassified: 1 }),
        bar('organisation', { neutral: 1, negative: 1 }),
        bar('woman', { positive: 2 }),
      ]);
      expect((await warRoom.monitoringMultibar(queryOf({ group: 'term', take: 2 }))).bars).toEqual([
        bar('obras', { positive: 1, neutral: 1, none: 1, unclassified: 1 }),
        bar('prefeitura', { positive: 1, negative: 1, neutral: 1, none: 1 }),
      ]);
    });
  });

  describe('search-user', () => {
    it('finds usernames containing the search, accents and case ignored, merged by username', async () => {
      const docs = await warRoom.searchUser(queryOf({ search: 'ÁN' }));
      expect(docs.map((u) => [u.channel, u.uid, u.posts])).toEqual([['twitter', 'u-ana', 2]]);
      expect(docs[0]?.duplicatedUsers.map((u) => [u.channel, u.uid, u.posts])).toEqual([
        ['instagram', 'ig-ana', 1],
      ]);
      expect((await warRoom.searchUser(queryOf({ search: 'blog' }))).map((u) => u.uid)).toEqual(['b-1']);
    });

    it('needs at least two characters', async () => {
      await expect(warRoom.searchUser(queryOf({ search: 'a' }))).rejects.toMatchObject({
        statusCode: 400,
        messageKey: 'search.errors.tooShort',
      });
      await expect(warRoom.searchUser(queryOf())).rejects.toMatchObject({ statusCode: 400 });
    });
  });
});

describe.each(TEST_ENGINES)('GET /war-room/* over HTTP on %s', (analytics) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let filters: ReturnType<typeof createFiltersService>;
  beforeAll(async () => {
    // The demo's 90 days end in October 2026, well after the crafted week.
    t = await createTestApp(Date.parse('2026-10-15T12:00:00Z'), { analytics });
    const db = t.stores.meta.db;
    filters = createFiltersService(createFiltersRepository(db));
    // The crafted week, in the demo universe.
    await t.stores.analytics.append('posts', DEMO.brandUniverseId, craftedPosts('http-'));
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/login',
      payload: { username: DEMO.email, password: DEMO.password },
    });
    headers = {
      'x-session-id': String(login.headers['x-session-id']),
      'x-session-id2': String(login.headers['x-session-id2']),
    };
  }, 120_000);
  afterAll(() => t?.close());

  const url = (
    endpoint: string,
    extra: Record<string, string> = {},
    universeId: string = DEMO.brandUniverseId,
  ) =>
    `/war-room/${endpoint}?${new URLSearchParams({
      date_range: `${RANGE.start}:${RANGE.end}`,
      account_id: DEMO.accountId,
      universe_id: universeId,
      is_staging: 'false',
      ...extra,
    })}`;
  const get = (endpoint: string, extra: Record<string, string> = {}, universeId?: string) =>
    t.app.inject({ method: 'GET', url: url(endpoint, extra, universeId), headers });

  it('answers every endpoint with status ok and docs', async () => {
    const endpoints: [string, Record<string, string>][] = [
      ['monitoring-overview', { variation: 'true' }],
      ['top-influencers', { take: '10', sort: 'influence' }],
      ['top-posts', { take: '10', sort: 'hot' }],
      ['press-posts', { take: '10', sort: 'hot' }],
      ['term-graph', { take: '50' }],
      ['post-in-time', {}],
      ['monitoring-multibar', { group: 'term', split: 'polarity', take: '10' }],
      ['search-user', { take: '20', search: 'an' }],
    ];
    for (const [endpoint, extra] of endpoints) {
      const response = await get(endpoint, extra);
      expect(response.statusCode, endpoint).toBe(200);
      expect(response.json(), endpoint).toMatchObject({ status: 'ok', docs: expect.anything() });
    }
  });

  it('answers the crafted numbers, TikTok dropped, usernames merged', async () => {
    const overview = (await get('monitoring-overview', { variation: 'true' })).json();
    expect(overview.docs.current).toMatchObject({ posts: 7, users: 5, potentialReach: 1314 });
    expect(overview.docs.previous).toMatchObject({ posts: 2, users: 2 });
    const influencers = (await get('top-influencers', { take: '1' })).json();
    expect(influencers.docs).toEqual([
      expect.objectContaining({
        uid: 'ig-ana',
        duplicatedUsers: [expect.objectContaining({ uid: 'u-ana', channel: 'twitter' })],
      }),
    ]);
    const posts = (await get('top-posts', { sort: 'new', take: '50' })).json();
    expect(posts.docs.map((p: { id: string }) => p.id)).toEqual([
      'http-p8',
      'http-p7',
      'http-p6',
      'http-p4',
      'http-p3',
      'http-p2',
      'http-p1',
    ]);
  });

  it('decodes an encoded filter id', async () => {
    const { filterId } = await filters.encode(DEMO.accountId, {
      account_id: DEMO.accountId,
      is_staging: false,
      filter: { query: '"São Paulo"' },
    });
    const response = await get('top-posts', { filter_id: filterId, sort: 'date_asc' });
    expect(response.json().docs.map((p: { id: string }) => p.id)).toEqual(['http-p1', 'http-p6']);
  });

  it('answers a malformed text query with a 400 envelope', async () => {
    const response = await get('top-posts', { filter: JSON.stringify({ query: '(obras OR' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      error: {
        code: 'VALIDATION',
        message: 'Verifique as aspas e os parênteses da busca.',
        fields: { query: 'Verifique as aspas e os parênteses da busca.' },
      },
    });
    const short = await get('search-user', { search: 'a' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Deve conter pelo menos dois caracteres');
  });

  it('refuses bad parameters, strangers and other tenants', async () => {
    expect((await get('top-posts', { sort: 'random' })).statusCode).toBe(400);
    expect((await get('top-posts', { take: '0' })).statusCode).toBe(400);
    expect((await get('monitoring-multibar', { group: 'nope' })).statusCode).toBe(400);
    expect((await get('top-posts', { date_range: 'yesterday' })).statusCode).toBe(400);
    expect((await get('top-posts', {}, 'universo-alheio')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: url('top-posts') });
    expect(anonymous.statusCode).toBe(401);
  });
});
