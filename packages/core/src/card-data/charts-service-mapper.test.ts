import { describe, expect, it } from 'vitest';
import type { CardDefinition, ChartsCardQuery } from '../cards/card-definition.ts';
import { cardRegistry } from '../cards/registry.ts';
import type { SeriesResponse } from '../contracts/chart-template.ts';
import { ENTITY_FIELDS } from '../domain/datasets.ts';
import { translate } from '../i18n/messages.ts';
import { chartsCardData } from './charts-service-mapper.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');
const START = Date.UTC(2025, 10, 10, 3);
const DAY_1 = Date.UTC(2025, 10, 14, 3);
const DAY_2 = Date.UTC(2025, 10, 15, 3);

/** An answer as the tests write it: each series keyed 'value|value', with '|metric' when the card has several. */
type Written = Omit<SeriesResponse, 'series'> & { series: { key: string; data: [number, number][] }[] };

/** A distribution answer: one point per group at the range start. */
const totals = (entries: Record<string, number>, grain: SeriesResponse['grain'] = null): Written => ({
  status: 'ok',
  grain,
  label: 'Publicações',
  series: Object.entries(entries).map(([key, value]) => ({ key, data: [[START, value]] })),
  totals: null,
});

/** The written answer as the charts service sends it for the card's template. */
function answerOf(query: ChartsCardQuery, written: Written): SeriesResponse {
  const fields = ENTITY_FIELDS[query.entity];
  const groups = query.template.grouping.filter((field) => fields[field] !== 'date').length;
  const metrics = query.template.metricsMetadata.fields;
  const series = written.series.map(({ key, data }) => {
    const parts = groups > 0 || metrics.length > 1 ? key.split('|') : [];
    const metric = metrics.length > 1 ? (parts.pop() ?? '') : (metrics[0] ?? '');
    return { group: parts, metric, data };
  });
  return { ...written, series };
}

function dataOf(id: string, current: Written, previous: Written | null = null) {
  const definition: CardDefinition = cardRegistry.get(id);
  const query = definition.query as ChartsCardQuery;
  return chartsCardData(
    definition,
    query,
    { current: answerOf(query, current), previous: previous && answerOf(query, previous) },
    t,
  );
}

describe('chartsCardData', () => {
  it('names channel series after the channel, with its colour, merging aliases (posts over time)', () => {
    const data = dataOf('LSN_13', {
      status: 'ok',
      grain: 'dayOfMonth',
      label: 'Publicações',
      series: [
        {
          key: 'feedly',
          data: [
            [DAY_2, 2],
            [DAY_1, 1],
          ],
        },
        { key: 'blogs', data: [[DAY_1, 4]] },
        { key: 'instagram', data: [[DAY_1, 7]] },
      ],
      totals: null,
    });
    expect(data).toEqual({
      kind: 'series',
      grain: 'dayOfMonth',
      format: 'count',
      series: [
        {
          key: 'blogs',
          name: 'Blogs',
          color: '#fd7e14',
          data: [
            [DAY_1, 5],
            [DAY_2, 2],
          ],
        },
        { key: 'instagram', name: 'Instagram', color: '#e1306c', data: [[DAY_1, 7]] },
      ],
    });
  });

  it('makes a sentiment donut with both negative codes in one slice, largest first', () => {
    const data = dataOf('LSN_6', totals({ '1': 50, '2': 20, '-1': 15, '3': 10 }));
    expect(data).toEqual({
      kind: 'values',
      format: 'count',
      items: [
        { key: 'positive', name: 'Positivo', value: 50, color: '#40c057', channel: null },
        { key: 'negative', name: 'Negativo', value: 35, color: '#fa5252', channel: null },
        { key: 'neutral', name: 'Neutro', value: 10, color: '#fab005', channel: null },
      ],
    });
  });

  it('leaves out empty values when the card hides them (device donut)', () => {
    const data = dataOf('LSN_8', totals({ mobile: 5, '': 9 }));
    expect(data.kind === 'values' && data.items.map((item) => [item.name, item.value])).toEqual([
      ['Celular', 5],
    ]);
  });

  it('stacks channel × sentiment, categories by total, in percent of each channel when asked', () => {
    const counts = { 'instagram|1': 30, 'instagram|2': 10, 'twitter|1': 5, 'twitter|2': 45 };
    const stacked = dataOf('LSN_17', totals(counts));
    expect(stacked).toMatchObject({
      kind: 'categories',
      format: 'count',
      categories: [
        { key: 'twitter', name: 'Twitter', channel: 'twitter' },
        { key: 'instagram', name: 'Instagram', channel: 'instagram' },
      ],
      series: [
        { key: 'positive', name: 'Positivo', color: '#40c057', values: [5, 30] },
        { key: 'negative', name: 'Negativo', color: '#fa5252', values: [45, 10] },
      ],
    });
    const shares = dataOf('LSN_59', totals(counts));
    expect(shares).toMatchObject({
      format: 'percent',
      series: [{ values: [10, 75] }, { values: [90, 25] }],
    });
  });

  it('computes NPS per channel from the sentiment split (positive% − negative%)', () => {
    const data = dataOf(
      'LSN_31',
      totals({ 'instagram|1': 60, 'instagram|2': 20, 'instagram|3': 20, 'tv|2': 10 }),
    );
    expect(data).toEqual({
      kind: 'values',
      format: 'decimal',
      items: [
        { key: 'instagram', name: 'Instagram', value: 40, color: '#e1306c', channel: 'instagram' },
        { key: 'tv', name: 'TV', value: -100, color: '#495057', channel: 'tv' },
      ],
    });
  });

  it('draws the sentiment index over time as one series in percentage points', () => {
    const data = dataOf('LSN_36', {
      status: 'ok',
      grain: 'dayOfMonth',
      label: 'Publicações',
      series: [
        {
          key: '1',
          data: [
            [DAY_1, 6],
            [DAY_2, 1],
          ],
        },
        {
          key: '2',
          data: [
            [DAY_1, 2],
            [DAY_2, 3],
          ],
        },
      ],
      totals: null,
    });
    expect(data).toEqual({
      kind: 'series',
      grain: 'dayOfMonth',
      format: 'percent',
      series: [
        {
          key: 'sentimentIndex',
          name: 'Índice de sentimento',
          color: null,
          data: [
            [DAY_1, 50],
            [DAY_2, -50],
          ],
        },
      ],
    });
  });

  it('shows brand health on a 0–100 gauge', () => {
    expect(dataOf('PNP_5', totals({ '1': 50, '3': 20, '2': 30 }))).toEqual({
      kind: 'value',
      value: 70,
      previous: null,
      min: 0,
      max: 100,
      format: 'percent',
    });
  });

  it('shows the positive share as a percentage', () => {
    expect(dataOf('LSN_39', totals({ '1': 30, '2': 10, '0': 60 }))).toMatchObject({
      kind: 'value',
      value: 30,
      format: 'percent',
    });
  });

  it('counts one status transition (posted → open) and compares with the previous period', () => {
    const current = totals({ 'pending|opened': 12, 'opened|replied': 5, 'replied|closed': 3 });
    expect(dataOf('SAC_1', current)).toMatchObject({ kind: 'value', value: 12, previous: null });
    // Potential reach compares with the previous period: 20% of the followers of each.
    expect(dataOf('LSN_4', totals({ instagram: 1000, tv: 500 }), totals({ instagram: 500 }))).toEqual({
      kind: 'value',
      value: 300,
      previous: 100,
      min: null,
      max: null,
      format: 'count',
    });
  });

  it('keeps only the card survey and averages as decimals (CSAT by channel)', () => {
    const data = dataOf(
      'SAC_56',
      totals({ 'instagram|CSAT': 4.25, 'instagram|NPS': 9, 'facebook|CSAT': 3.5 }),
    );
    expect(data).toMatchObject({
      kind: 'values',
      format: 'decimal',
      items: [
        { name: 'Instagram', value: 4.25 },
        { name: 'Facebook', value: 3.5 },
      ],
    });
  });

  it('lays channel metrics out as a table, one row per channel', () => {
    const data = dataOf(
      'LSN_26',
      totals({
        'instagram|id': 10,
        'instagram|interactions': 300,
        'instagram|likes': 200,
        'instagram|comments': 60,
        'instagram|shares': 40,
      }),
    );
    expect(data).toEqual({
      kind: 'table',
      columns: [
        { key: 'channel', label: 'Canal', format: 'text' },
        { key: 'm:id', label: 'Publicações', format: 'count' },
        { key: 'm:interactions', label: 'Interações', format: 'count' },
        { key: 'm:likes', label: 'Curtidas', format: 'count' },
        { key: 'm:comments', label: 'Comentários', format: 'count' },
        { key: 'm:shares', label: 'Compartilhamentos', format: 'count' },
      ],
      rows: [
        {
          channel: 'Instagram',
          'm:id': 10,
          'm:interactions': 300,
          'm:likes': 200,
          'm:comments': 60,
          'm:shares': 40,
        },
      ],
    });
  });

  it('places tags by volume and sentiment index, sized by interactions (bubble)', () => {
    const data = dataOf(
      'LSN_60',
      totals({
        'entrega|1|id': 30,
        'entrega|2|id': 10,
        'entrega|1|interactions': 500,
        'entrega|2|interactions': 100,
      }),
    );
    expect(data).toEqual({
      kind: 'points',
      points: [{ key: 'entrega', name: 'entrega', x: 40, y: 50, size: 600, color: null }],
      xLabel: 'Publicações',
      yLabel: 'Índice de sentimento',
      sizeLabel: 'Interações',
      xFormat: 'count',
      yFormat: 'percent',
      sizeFormat: 'count',
    });
  });

  it('stacks several metrics per channel, named after the metrics', () => {
    const data = dataOf(
      'SAC_12',
      totals({ 'instagram|likes': 5, 'instagram|comments': 2, 'instagram|shares': 1 }),
    );
    expect(data).toMatchObject({
      kind: 'categories',
      categories: [{ name: 'Instagram' }],
      series: [
        { name: 'Curtidas', values: [5] },
        { name: 'Comentários', values: [2] },
        { name: 'Compartilhamentos', values: [1] },
      ],
    });
  });

  it('leaves posts that are not conversations out of customer-service groupings', () => {
    const data = dataOf('SAC_18', totals({ '': 900, Post: 25, Reels: 3 }));
    expect(data.kind === 'values' && data.items.map((item) => [item.name, item.value])).toEqual([
      ['Publicação', 25],
      ['Reels', 3],
    ]);
  });

  it('totals each metric of a numbers card over every channel (posts, shares, comments)', () => {
    const data = dataOf(
      'PNP_16',
      totals({
        'tv|id': 3,
        'tv|shares': 4,
        'tv|comments': 5,
        'instagram|id': 10,
        'instagram|shares': 1,
        'instagram|comments': 0,
      }),
    );
    expect(data).toEqual({
      kind: 'values',
      format: 'count',
      items: [
        { key: 'id', name: 'Publicações', value: 13, color: null, channel: null },
        { key: 'shares', name: 'Compartilhamentos', value: 5, color: null, channel: null },
        { key: 'comments', name: 'Comentários', value: 5, color: null, channel: null },
      ],
    });
  });
});
