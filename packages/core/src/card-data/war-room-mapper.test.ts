import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../cards/registry.ts';
import type { OverviewTotals, WarRoomPost, WarRoomUser } from '../contracts/war-room.ts';
import { translate } from '../i18n/messages.ts';
import { type WarRoomAnswer, warRoomCardData } from './war-room-mapper.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
const dataOf = (id: string, answer: WarRoomAnswer) => warRoomCardData(cardRegistry.get(id), answer, t);

const totals = (posts: number, sentimentIndex: number): OverviewTotals => ({
  start: 0,
  end: 1,
  posts,
  users: 40,
  interactions: 900,
  followers: 5000,
  potentialReach: 1000,
  sentiment: { positive: 6, negative: 2, neutral: 1, none: 1, unclassified: 0 },
  nps: 40,
  sentimentIndex,
  brandHealth: 70,
});

const overview: WarRoomAnswer = {
  endpoint: 'monitoring-overview',
  docs: {
    current: totals(120, 0.5),
    previous: totals(100, 0.25),
    variation: {
      posts: 20,
      users: 0,
      interactions: 0,
      potentialReach: 0,
      nps: 0,
      sentimentIndex: 0.25,
      brandHealth: 0,
    },
  },
};

const author: WarRoomUser = {
  uid: 'u1',
  username: 'ana',
  channel: 'instagram',
  followers: 1500,
  posts: 3,
  interactions: 90,
  likes: 60,
  comments: 20,
  shares: 10,
  lastPostAt: Date.UTC(2025, 10, 14, 13, 5),
  duplicatedUsers: [],
};

describe('warRoomCardData', () => {
  it('reads the card metric from the overview, with the previous period', () => {
    expect(dataOf('LSN_1', overview)).toEqual({
      kind: 'value',
      value: 120,
      previous: 100,
      min: null,
      max: null,
      format: 'count',
    });
    expect(dataOf('LSN_3', overview)).toMatchObject({ value: 40, format: 'decimal', min: -100, max: 100 });
  });

  it('shows the sentiment index (−1…1) in percentage points, on a −100…100 gauge', () => {
    expect(dataOf('LSN_35', { ...overview, docs: { ...overview.docs, previous: null } })).toEqual({
      kind: 'value',
      value: 50,
      previous: null,
      min: -100,
      max: 100,
      format: 'percent',
    });
  });

  it('passes posts and found authors on, ranks influencers by the card metric and lays them out as a table', () => {
    const post = { id: 'p1' } as WarRoomPost;
    expect(dataOf('LSN_11', { endpoint: 'top-posts', docs: [post] })).toEqual({
      kind: 'posts',
      posts: [post],
    });
    expect(dataOf('LSN_52', { endpoint: 'press-posts', docs: [post] })).toEqual({
      kind: 'posts',
      posts: [post],
    });
    expect(dataOf('LSN_10', { endpoint: 'top-influencers', docs: [author] })).toEqual({
      kind: 'values',
      items: [{ key: 'instagram:u1', name: 'ana', value: 1500, color: null, channel: 'instagram' }],
      format: 'count',
    });
    expect(dataOf('LSN_47', { endpoint: 'top-influencers', docs: [author] })).toMatchObject({
      items: [{ name: 'ana', value: 90 }],
    });
    expect(dataOf('LSN_74', { endpoint: 'search-user', docs: [author] })).toEqual({
      kind: 'authors',
      authors: [author],
    });
    const table = dataOf('LSN_48', { endpoint: 'top-influencers', docs: [author] });
    expect(table).toMatchObject({
      kind: 'table',
      rows: [
        {
          author: 'ana',
          channel: 'Instagram',
          followers: 1500,
          posts: 3,
          interactions: 90,
          lastPostAt: author.lastPostAt,
        },
      ],
    });
  });

  it('draws the term graph as a network, a ranking of terms, or a word cloud in the card sentiment colour', () => {
    const docs = {
      nodes: [
        { term: 'entrega', count: 30, posts: 20 },
        { term: 'atraso', count: 12, posts: 10 },
      ],
      edges: [{ source: 'entrega', target: 'atraso', weight: 8 }],
      sample: null,
    };
    const answer: WarRoomAnswer = { endpoint: 'term-graph', docs };
    expect(dataOf('LSN_12', answer)).toEqual({
      kind: 'graph',
      graph: { nodes: docs.nodes, edges: docs.edges },
    });
    expect(dataOf('LSN_24', answer)).toEqual({
      kind: 'values',
      format: 'count',
      items: [
        { key: 'entrega', name: 'entrega', value: 30, color: null, channel: null },
        { key: 'atraso', name: 'atraso', value: 12, color: null, channel: null },
      ],
    });
    expect(dataOf('LSN_23', answer)).toEqual({
      kind: 'terms',
      terms: [
        { term: 'entrega', weight: 30, color: null },
        { term: 'atraso', weight: 12, color: null },
      ],
    });
    expect(dataOf('LSN_55', answer)).toMatchObject({ terms: [{ color: '#fa5252' }, { color: '#fa5252' }] });
  });

  it('stacks the multibar by sentiment, positive, neutral then negative', () => {
    const bar = (key: string, positive: number, negative: number) => ({
      key,
      total: positive + negative,
      positive,
      negative,
      neutral: 0,
      none: 0,
      unclassified: 0,
    });
    const data = dataOf('LSN_14', {
      endpoint: 'monitoring-multibar',
      docs: { group: 'term', bars: [bar('entrega', 5, 2), bar('<b>', 1, 0)], sample: null },
    });
    expect(data).toEqual({
      kind: 'categories',
      format: 'count',
      categories: [
        { key: 'entrega', name: 'entrega', channel: null },
        { key: '<b>', name: '<b>', channel: null },
      ],
      series: [
        { key: 'positive', name: 'Positivo', color: '#40c057', values: [5, 1] },
        { key: 'neutral', name: 'Neutro', color: '#fab005', values: [0, 0] },
        { key: 'negative', name: 'Negativo', color: '#fa5252', values: [2, 0] },
      ],
    });
  });

  it('draws posts over time as one series at the answer grain', () => {
    const answer: WarRoomAnswer = { endpoint: 'post-in-time', docs: { grain: 'hour', points: [[1, 2]] } };
    expect(dataOf('LSN_13', answer)).toEqual({
      kind: 'series',
      series: [{ key: 'posts', name: 'Publicações', color: null, data: [[1, 2]] }],
      grain: 'hour',
      format: 'count',
    });
  });
});
