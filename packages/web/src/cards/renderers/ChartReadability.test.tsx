import {
  type ComponentType as CardComponentType,
  type CardData,
  type CardDefinition,
  CHANNELS,
  type ChartsCardQuery,
  cardDataRows,
  cardRegistry,
  chartsCardData,
  type SeriesResponse,
  translate,
} from '@mirante/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EChartsType } from 'echarts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaidOutObserver } from '../../test/laid-out-observer.ts';
import { FIXTURE_DATA } from '../fixtures/card-fixtures.ts';
import { loadChartLibrary } from '../load-chart-library.ts';
import { rendererRegistry } from '../renderer-registry.ts';
import { renderCardRenderer } from './render-card-renderer.tsx';

const DAY_1 = Date.UTC(2025, 10, 14, 3);
const DAY_2 = Date.UTC(2025, 10, 15, 3);

/** The 30 channels of core but one, with volumes 30, 29, … 1 (the first the largest). */
const MANY_CHANNELS = CHANNELS.slice(0, 30).map((channel, index) => ({ id: channel.id, volume: 30 - index }));

function answer(series: SeriesResponse['series'], grain: SeriesResponse['grain']): SeriesResponse {
  return { status: 'ok', grain, label: 'Publicações', series, totals: null };
}

/** The card's data from a charts-service answer, as the dashboard computes it. */
function cardData(id: string, current: SeriesResponse): { definition: CardDefinition; data: CardData } {
  const definition = cardRegistry.get(id);
  const data = chartsCardData(
    definition,
    definition.query as ChartsCardQuery,
    { current, previous: null },
    (key) => translate(key, 'pt-BR'),
  );
  return { definition, data };
}

/** Draws the card's renderer at 600 × 300 and gives its ECharts instance. */
async function drawn(definition: CardDefinition, data: CardData, title = 'Card de teste') {
  const Renderer = rendererRegistry[definition.componentType];
  if (!Renderer) throw new Error(`no renderer for ${definition.componentType}`);
  const view = renderCardRenderer(Renderer, { type: definition.componentType, data, title, definition });
  const box = screen.getByTestId('card-chart');
  await waitFor(() => expect(box.dataset.drawn).toBe('true'));
  const { echarts } = await loadChartLibrary();
  const chart = echarts.getInstanceByDom(box);
  if (!chart) throw new Error('no chart');
  return { view, box, chart };
}

interface DrawnSeries {
  name: string;
  data: unknown[];
}
const seriesOf = (chart: EChartsType) => chart.getOption().series as DrawnSeries[];

/** The rows of the card's table (the screen-reader table and the table view read the same rows). */
async function tableRows(title: string): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: title, hidden: true });
  return within(table)
    .getAllByRole('row', { hidden: true })
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('charts read at a glance', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', LaidOutObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['LSN_59', 'LSN_56'])(
    '%s, stacked to a hundred percent, has a value axis that ends there',
    async (id) => {
      const [first, second] = id === 'LSN_59' ? ['instagram', 'twitter'] : ['Marca A', 'Marca B'];
      // 1, 1 and 9 posts: shares of 9.09…, 9.09… and 81.81… that add up to 100.00000000000001 in floating point.
      const { definition, data } = cardData(
        id,
        answer(
          [
            { group: [first, '1'], metric: 'id', data: [[DAY_1, 1]] },
            { group: [first, '2'], metric: 'id', data: [[DAY_1, 1]] },
            { group: [first, '3'], metric: 'id', data: [[DAY_1, 9]] },
            { group: [second, '1'], metric: 'id', data: [[DAY_1, 7]] },
            { group: [second, '2'], metric: 'id', data: [[DAY_1, 3]] },
          ],
          null,
        ),
      );
      const { chart } = await drawn(definition, data);
      const horizontal = definition.componentType === 'barHorizontalStacked';
      const valueAxis = (chart.getOption()[horizontal ? 'xAxis' : 'yAxis'] as { type: string }[])[0];
      expect(valueAxis?.type).toBe('value');
      // The axis as drawn: its range and the label of its last tick.
      const model = (
        chart as unknown as {
          getModel(): {
            getComponent(type: string): {
              axis: { scale: { getExtent(): number[] }; getViewLabels(): unknown[] };
            };
          };
        }
      ).getModel();
      const axis = model.getComponent(horizontal ? 'xAxis' : 'yAxis').axis;
      expect(axis.scale.getExtent()).toEqual([0, 100]);
      const labels = axis.getViewLabels() as { formattedLabel: string }[];
      expect(labels.at(-1)?.formattedLabel).toBe('100%');
    },
  );

  it('draws posts over time by 30 channels as the 8 largest and Outros; the table keeps all 30', async () => {
    const { definition, data } = cardData(
      'LSN_13',
      answer(
        MANY_CHANNELS.map(({ id, volume }) => ({
          group: [id],
          metric: 'id',
          data: [
            [DAY_1, volume],
            [DAY_2, volume * 2],
          ],
        })),
        'dayOfMonth',
      ),
    );
    const { chart } = await drawn(definition, data, 'Por canal');

    const series = seriesOf(chart);
    expect(series.map((item) => item.name)).toEqual([
      ...MANY_CHANNELS.slice(0, 8).map(({ id }) =>
        translate(CHANNELS.find((c) => c.id === id)?.label ?? 'app.name'),
      ),
      'Outros',
    ]);
    // The rest (volumes 22 down to 1) summed at each day.
    const rest = MANY_CHANNELS.slice(8).reduce((total, { volume }) => total + volume, 0);
    expect(series.at(-1)?.data).toEqual([
      [DAY_1, rest],
      [DAY_2, rest * 2],
    ]);

    const [header, ...rows] = await tableRows('Por canal');
    expect(header).toHaveLength(31);
    expect(header).not.toContain('Outros');
    expect(rows).toHaveLength(2);
    // The exports (CSV, XLSX) read the same rows: every channel.
    expect(cardDataRows(data, (key) => translate(key)).columns).toHaveLength(31);
  });

  it('draws a donut by 30 channels as the 7 largest slices and Others (English); the table keeps all 30', async () => {
    localStorage.setItem('mirante.locale', 'en');
    const { definition, data } = cardData(
      'LSN_9',
      answer(
        MANY_CHANNELS.map(({ id, volume }) => ({ group: [id], metric: 'id', data: [[DAY_1, volume]] })),
        null,
      ),
    );
    const { chart } = await drawn(definition, data, 'Channels');

    const [pie] = seriesOf(chart) as { data: { name: string; value: number }[] }[];
    expect(pie?.data).toHaveLength(8);
    expect(pie?.data.at(-1)).toMatchObject({
      name: 'Others',
      value: MANY_CHANNELS.slice(7).reduce((total, { volume }) => total + volume, 0),
    });
    expect(pie?.data.slice(0, 7).map((slice) => slice.value)).toEqual([30, 29, 28, 27, 26, 25, 24]);

    const [, ...rows] = await tableRows('Channels');
    expect(rows).toHaveLength(30);
    expect(cardDataRows(data, (key) => translate(key, 'en')).rows).toHaveLength(30);
  });

  it('keeps a split by a few values whole', async () => {
    const definition = cardRegistry.get('LSN_9');
    const { chart } = await drawn(definition, FIXTURE_DATA.donut);
    const [pie] = seriesOf(chart) as { data: unknown[] }[];
    expect(pie?.data).toHaveLength(
      FIXTURE_DATA.donut.kind === 'values' ? FIXTURE_DATA.donut.items.length : 0,
    );
  });

  it('keeps the slanted names under columns out of the zoom slider', async () => {
    const items = Array.from({ length: 20 }, (_, i) => ({
      key: `t${i}`,
      name: `Uma tag de nome comprido ${i}`,
      value: 100 - i,
      color: null,
      channel: null,
    }));
    const definition = cardRegistry.get('LSN_25');
    const { chart } = await drawn(definition, { kind: 'values', items, format: 'count' });

    const slider = (chart.getOption().dataZoom as { type: string; bottom: number; height: number }[]).find(
      (zoom) => zoom.type === 'slider',
    );
    if (!slider) throw new Error('no slider');
    const sliderTop = chart.getHeight() - slider.bottom - slider.height;
    const labels = chart
      .getZr()
      .storage.getDisplayList()
      .filter((element) => {
        const text = (element as { style?: { text?: unknown } }).style?.text;
        return typeof text === 'string' && text.startsWith('Uma tag');
      });
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      const box = label.getBoundingRect().clone();
      box.applyTransform(label.getComputedTransform());
      expect(box.y + box.height).toBeLessThanOrEqual(sliderTop);
    }
  });

  const TOOLTIP_TYPES: CardComponentType[] = [
    'donut',
    'network',
    'line',
    'stackedArea',
    'stackedLine',
    'barHorizontal',
    'barVertical',
    'barHorizontalStacked',
    'barVerticalStacked',
    'bubble',
    'dualAxis',
    'funnel',
  ];

  it.each(TOOLTIP_TYPES)(
    '%s keeps its tooltip inside the chart, so the window never cuts it off',
    async (type) => {
      const Renderer = rendererRegistry[type];
      if (!Renderer) throw new Error(`no renderer for ${type}`);
      renderCardRenderer(Renderer, { type, data: FIXTURE_DATA[type], title: 'Card de teste' });
      const box = screen.getByTestId('card-chart');
      await waitFor(() => expect(box.dataset.drawn).toBe('true'));
      fireEvent.pointerEnter(box);
      const { echarts } = await loadChartLibrary();
      const tooltips = echarts.getInstanceByDom(box)?.getOption().tooltip as { confine?: boolean }[];
      expect(tooltips.length).toBeGreaterThan(0);
      for (const tooltip of tooltips) expect(tooltip.confine).toBe(true);
    },
  );
});
