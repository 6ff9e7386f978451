import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../cards/registry.ts';
import type {
  ActivityColaborator,
  AvgTimeDistribution,
  CallsQuantity,
  EngagedUsers,
  FanEvolution,
  KeyMetrics,
  PageOverview,
  PerformanceEndpoint,
  SacFeed,
  UserPosts,
} from '../contracts/performance.ts';
import { translate } from '../i18n/messages.ts';
import { cardDataRows, isEmptyCardData } from './card-data-rows.ts';
import { cardEndpointOf } from './endpoints/registry.ts';
import { type PerformanceCardAnswer, performanceCardData } from './performance-mapper.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
const en = (key: Parameters<typeof translate>[0]) => translate(key, 'en');
const dataOf = (id: string, answers: readonly PerformanceCardAnswer[], tr = t) => {
  const definition = cardRegistry.get(id);
  if (definition.query.service !== 'performance') throw new Error(`${id} is not a performance card`);
  return performanceCardData(definition.query.endpoint as PerformanceEndpoint, definition, answers, tr);
};
/** An endpoint no card reads, mapped as a card of it would be. */
const endpointData = (endpoint: PerformanceEndpoint, answers: readonly PerformanceCardAnswer[], tr = t) =>
  performanceCardData(endpoint, cardRegistry.get('SAC_13'), answers, tr);

const DAY_1 = Date.UTC(2025, 10, 14, 3);
const DAY_2 = Date.UTC(2025, 10, 15, 3);

const overview: PageOverview = {
  status: 'ok',
  publications: 12,
  interactions: 340,
  reach: 5000,
  impressions: 9000,
  followers: 4200,
};
const times = (
  group: AvgTimeDistribution['group'],
  items: AvgTimeDistribution['items'],
): AvgTimeDistribution => ({
  status: 'ok',
  group,
  averageMs: 90_000,
  measured: 3,
  items,
});

describe('performance cards', () => {
  it('every performance card reads its entry, which maps through this mapper', () => {
    for (const id of [
      'SAC_8',
      'SAC_13',
      'SAC_23',
      'SAC_37',
      'SAC_38',
      'SAC_39',
      'SAC_40',
      'SAC_41',
      'SAC_42',
    ]) {
      expect(cardEndpointOf(cardRegistry.get(id))?.service, id).toBe('performance');
    }
    for (const id of ['SAC_59', 'SAC_60', 'SAC_61', 'SAC_62']) {
      expect(cardEndpointOf(cardRegistry.get(id))?.listsPeople, id).toBe(true);
    }
  });

  it('SAC_13 shows the pages’ totals side by side, labelled in each language; none is the empty state', () => {
    expect(dataOf('SAC_13', [overview])).toEqual({
      kind: 'values',
      format: 'count',
      items: [
        { key: 'publications', name: 'Publicações próprias', value: 12, color: null, channel: null },
        { key: 'interactions', name: 'Interações', value: 340, color: null, channel: null },
        { key: 'reach', name: 'Alcance', value: 5000, color: null, channel: null },
        { key: 'impressions', name: 'Impressões', value: 9000, color: null, channel: null },
        { key: 'followers', name: 'Seguidores', value: 4200, color: null, channel: null },
      ],
    });
    const english = dataOf('SAC_13', [overview], en);
    expect(english.kind === 'values' && english.items.map((item) => item.name)).toEqual([
      'Own posts',
      'Interactions',
      'Reach',
      'Impressions',
      'Followers',
    ]);
    const none = { ...overview, publications: 0, interactions: 0, reach: 0, impressions: 0, followers: 0 };
    expect(isEmptyCardData(dataOf('SAC_13', [none]))).toBe(true);
    expect(isEmptyCardData(dataOf('SAC_13', []))).toBe(true);
  });

  it('SAC_23 draws one line per page, named by the page’s name, per day', () => {
    const answer: FanEvolution = {
      status: 'ok',
      pages: [{ page: 'p1', name: 'Marca FB', channel: 'facebook', points: [[DAY_1, 100]] }],
    };
    expect(dataOf('SAC_23', [answer])).toEqual({
      kind: 'series',
      grain: 'dayOfMonth',
      format: 'count',
      series: [{ key: 'p1', name: 'Marca FB', color: null, data: [[DAY_1, 100]] }],
    });
    expect(dataOf('SAC_23', [{ status: 'ok', pages: [] }])).toMatchObject({ kind: 'series', series: [] });
  });

  it('SAC_8 lists the posts as they came', () => {
    const feed: SacFeed = {
      status: 'ok',
      posts: [
        {
          id: 'x1',
          channel: 'facebook',
          postedAt: DAY_1,
          text: 'Oi',
          url: null,
          uid: 'p1',
          username: 'Marca',
          followers: 1,
          likes: 2,
          comments: 3,
          shares: 4,
          interactions: 9,
          views: 0,
          polarity: 1,
          gender: 0,
          tags: [],
          themes: [],
          groups: [],
          hot: 9,
        },
      ],
    };
    expect(dataOf('SAC_8', [feed])).toEqual({ kind: 'posts', posts: feed.posts });
    expect(isEmptyCardData(dataOf('SAC_8', [{ status: 'ok', posts: [] }]))).toBe(true);
  });

  it('SAC_39–42 draw the response times in seconds, per operator or page, and the ranges by their labels', () => {
    expect(dataOf('SAC_39', [times('total', [])])).toMatchObject({
      kind: 'value',
      value: 90,
      format: 'duration',
    });
    expect(isEmptyCardData(dataOf('SAC_39', [{ ...times('total', []), averageMs: null, measured: 0 }]))).toBe(
      true,
    );
    const byOperator = times('operator', [
      { key: 'ana', name: 'ana', count: 2, averageMs: 120_000 },
      { key: 'bruno', name: 'bruno', count: 1, averageMs: 30_000 },
    ]);
    expect(dataOf('SAC_40', [byOperator])).toMatchObject({
      kind: 'values',
      format: 'duration',
      items: [
        { key: 'ana', name: 'ana', value: 120 },
        { key: 'bruno', name: 'bruno', value: 30 },
      ],
    });
    const byPage = times('page', [{ key: 'p1', name: 'Marca FB', count: 3, averageMs: 90_000 }]);
    expect(dataOf('SAC_41', [byPage])).toMatchObject({ items: [{ key: 'p1', name: 'Marca FB', value: 90 }] });
    const ranges = times('timeRange', [
      { key: 'upTo15m', name: 'upTo15m', count: 2, averageMs: 60_000 },
      { key: 'over24h', name: 'over24h', count: 1, averageMs: 100_000_000 },
    ]);
    const data = dataOf('SAC_42', [ranges]);
    expect(data.kind === 'values' && data.items.map((item) => [item.name, item.value])).toEqual([
      ['Até 15 min', 2],
      ['De 15 a 60 min', 0],
      ['De 1 a 4 h', 0],
      ['De 4 a 12 h', 0],
      ['De 12 a 24 h', 0],
      ['Mais de 24 h', 1],
    ]);
    const english = dataOf('SAC_42', [ranges], en);
    expect(english.kind === 'values' && english.items[0]?.name).toBe('Up to 15 min');
    expect(isEmptyCardData(dataOf('SAC_42', [{ ...ranges, measured: 0, items: [] }]))).toBe(true);
  });

  it('SAC_37 stacks the operators over the 24 hours; SAC_38 the channels over each operator', () => {
    const hours: ActivityColaborator = {
      status: 'ok',
      group: 'hour',
      items: [
        { operator: 'bruno', key: '9', count: 2 },
        { operator: 'ana', key: '9', count: 1 },
        { operator: 'ana', key: '14', count: 4 },
      ],
    };
    const data = dataOf('SAC_37', [hours]);
    if (data.kind !== 'categories') throw new Error('SAC_37 draws categories');
    expect(data.categories).toHaveLength(24);
    expect(data.categories[9]).toEqual({ key: '9', name: '09h', channel: null });
    expect(data.series.map((s) => [s.name, s.values[9], s.values[14], s.values[0]])).toEqual([
      ['ana', 1, 4, null],
      ['bruno', 2, null, null],
    ]);
    const english = dataOf('SAC_37', [hours], en);
    expect(english.kind === 'categories' && english.categories[14]?.name).toBe('14:00');

    const channels: ActivityColaborator = {
      status: 'ok',
      group: 'channel',
      items: [
        { operator: 'ana', key: 'facebook', count: 3 },
        { operator: 'bruno', key: 'instagram', count: 5 },
      ],
    };
    expect(dataOf('SAC_38', [channels])).toEqual({
      kind: 'categories',
      format: 'count',
      categories: [
        { key: 'bruno', name: 'bruno', channel: null },
        { key: 'ana', name: 'ana', channel: null },
      ],
      series: [
        { key: 'instagram', name: 'Instagram', color: expect.any(String), values: [5, null] },
        { key: 'facebook', name: 'Facebook', color: expect.any(String), values: [null, 3] },
      ],
    });
    expect(isEmptyCardData(dataOf('SAC_38', [{ status: 'ok', group: 'channel', items: [] }]))).toBe(true);
  });

  it('SAC_59 tables the authors with their sentiment named; SAC_61 weighs themes, SAC_62 ranks tags', () => {
    const users: EngagedUsers = {
      status: 'ok',
      loversAndHaters: 'lovers',
      items: [
        {
          uid: 'u1',
          username: '@ana',
          channel: 'instagram',
          posts: 5,
          positive: 4,
          negative: 1,
          neutral: 0,
          sentiment: 'positive',
        },
        {
          uid: 'u2',
          username: null,
          channel: 'facebook',
          posts: 1,
          positive: 0,
          negative: 0,
          neutral: 1,
          sentiment: 'neutral',
        },
      ],
    };
    const { columns, rows } = cardDataRows(dataOf('SAC_59', [users]), t);
    expect(columns.map((column) => column.label)).toEqual([
      'Autor',
      'Canal',
      'Interações com as páginas',
      'Positivas',
      'Negativas',
      'Sentimento principal',
    ]);
    expect(rows[0]).toEqual(['@ana', 'Instagram', 5, 4, 1, t('polarity.positive')]);
    expect(rows[1]?.[0]).toBe('u2');
    expect(isEmptyCardData(dataOf('SAC_60', [{ status: 'ok', loversAndHaters: 'haters', items: [] }]))).toBe(
      true,
    );

    const themes: UserPosts = {
      status: 'ok',
      group: 'theme',
      loversAndHaters: 'lovers',
      items: [
        { key: 'produto', count: 7 },
        { key: 'preço', count: 2 },
      ],
    };
    expect(dataOf('SAC_61', [themes])).toEqual({
      kind: 'terms',
      terms: [
        { term: 'produto', weight: 7, color: null },
        { term: 'preço', weight: 2, color: null },
      ],
    });
    expect(dataOf('SAC_62', [{ ...themes, group: 'tag' }])).toMatchObject({
      kind: 'values',
      items: [
        { key: 'produto', value: 7 },
        { key: 'preço', value: 2 },
      ],
    });
    expect(isEmptyCardData(dataOf('SAC_61', [{ ...themes, items: [] }]))).toBe(true);
  });

  it('maps the endpoints no card reads: key metrics as a table, calls per day and channel', () => {
    const period = { start: DAY_1, end: DAY_2 - 1 };
    const totals = { publications: 10, interactions: 100, reach: 1000, impressions: 2000, followers: 500 };
    const keyMetrics: KeyMetrics = {
      status: 'ok',
      channel: 'facebook',
      current: { ...period, ...totals },
      previous: { ...period, ...totals, publications: 5 },
      variation: { publications: 100, interactions: 0, reach: 0, impressions: 0, followers: null },
    };
    const table = cardDataRows(endpointData('facebook/comparison/keymetrics', [keyMetrics]), t);
    expect(table.columns.map((column) => column.label)).toEqual([
      'Métrica',
      'Período atual',
      'Período anterior',
      'Variação',
    ]);
    expect(table.rows[0]).toEqual(['Publicações próprias', 10, 5, 100]);
    expect(table.rows[4]).toEqual(['Seguidores', 500, 500, null]);

    const calls: CallsQuantity = {
      status: 'ok',
      total: 3,
      channels: [
        {
          channel: 'facebook',
          total: 3,
          points: [
            [DAY_1, 1],
            [DAY_2, 2],
          ],
        },
      ],
    };
    expect(endpointData('report/calls_quantity', [calls])).toMatchObject({
      kind: 'series',
      grain: 'dayOfMonth',
      series: [
        {
          key: 'facebook',
          name: 'Facebook',
          data: [
            [DAY_1, 1],
            [DAY_2, 2],
          ],
        },
      ],
    });
    expect(isEmptyCardData(endpointData('report/calls_quantity', []))).toBe(true);
  });
});
