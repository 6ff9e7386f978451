import { RATING_COLORS } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { bubbleSize, buildBubbleOption } from './bubble-option.ts';
import type { ChartOptionContext } from './chart-option.ts';
import { drawnOption } from './drawn-option.ts';
import { buildDualAxisOption } from './dual-axis-option.ts';
import { buildGaugeOption } from './gauge-option.ts';
import { buildNetworkOption } from './network-option.ts';

const context: ChartOptionContext = {
  title: 'Saúde',
  colorScheme: 'dark',
  animate: false,
  othersLabel: 'Outros',
};
type Formatter = { formatter: (params: unknown) => string };

describe('buildGaugeOption', () => {
  it('draws the value on a dial banded in the five rating colours', () => {
    const option = drawnOption(
      buildGaugeOption(
        { kind: 'value', value: 87.5, previous: null, min: null, max: 100, format: 'percent' },
        context,
      ),
    );
    const [gauge] = option.series as [
      {
        type: string;
        min: number;
        max: number;
        data: { value: number }[];
        detail: Formatter;
        axisLine: { lineStyle: { color: [number, string][] } };
      },
    ];
    expect(gauge).toMatchObject({ type: 'gauge', min: 0, max: 100, data: [{ value: 87.5 }] });
    expect(gauge.detail.formatter(87.5)).toBe('87,5%');
    expect(gauge.axisLine.lineStyle.color).toEqual([
      [0.2, RATING_COLORS[1]],
      [0.4, RATING_COLORS[2]],
      [0.6, RATING_COLORS[3]],
      [0.8, RATING_COLORS[4]],
      [1, RATING_COLORS[5]],
    ]);
  });

  it('runs from the given minimum (sentiment index from -100) and keeps the needle on the dial', () => {
    const option = drawnOption(
      buildGaugeOption(
        { kind: 'value', value: -140, previous: null, min: -100, max: 100, format: 'percent' },
        context,
      ),
    );
    expect((option.series as object[])[0]).toMatchObject({ min: -100, max: 100, data: [{ value: -100 }] });
  });

  it('has nothing to draw without a value', () => {
    expect(
      buildGaugeOption(
        { kind: 'value', value: null, previous: null, min: null, max: null, format: 'count' },
        context,
      ),
    ).toBeNull();
  });
});

describe('buildBubbleOption', () => {
  const option = drawnOption(
    buildBubbleOption(
      {
        kind: 'points',
        points: [
          { key: 'a', name: 'Entrega', x: 100, y: 25, size: 400, color: '#123456' },
          { key: 'b', name: 'Preço', x: 40, y: -10, size: 100, color: null },
        ],
        xLabel: 'Publicações',
        yLabel: 'Índice de sentimento',
        sizeLabel: 'Interações',
        xFormat: 'count',
        yFormat: 'percent',
        sizeFormat: 'count',
      },
      context,
    ),
  );

  it('places each point by its two measures, named, on labelled axes', () => {
    const [scatter] = option.series as [{ type: string; data: object[] }];
    expect(scatter.type).toBe('scatter');
    expect(scatter.data).toEqual([
      { name: 'Entrega', value: [100, 25, 400], itemStyle: { color: '#123456', opacity: 0.8 } },
      { name: 'Preço', value: [40, -10, 100] },
    ]);
    expect(option.xAxis).toMatchObject({ name: 'Publicações' });
    expect(option.yAxis).toMatchObject({ name: 'Índice de sentimento' });
  });

  it('sizes bubbles by area and writes the tooltip in the data formats', () => {
    expect(bubbleSize(400, 400)).toBe(56);
    expect(bubbleSize(100, 400)).toBe(32);
    expect((option.tooltip as Formatter).formatter({ name: 'Preço', value: [40, -10, 1500] })).toBe(
      '<strong>Preço</strong><br/>Publicações: <strong>40</strong><br/>' +
        'Índice de sentimento: <strong>-10%</strong><br/>Interações: <strong>1.500</strong>',
    );
  });
});

describe('buildDualAxisOption', () => {
  const DAY = Date.UTC(2025, 10, 14, 3);
  const option = drawnOption(
    buildDualAxisOption(
      {
        kind: 'dualAxis',
        left: [{ key: 'close', name: 'Fechamento', color: null, data: [[DAY, 31.5]] }],
        right: [{ key: 'mentions', name: 'Menções', color: '#228be6', data: [[DAY, 1200]] }],
        grain: 'dayOfMonth',
        leftFormat: 'currency',
        rightFormat: 'count',
      },
      context,
    ),
  );

  it('draws the left measure as lines and the right as bars on a second scale', () => {
    expect(option.series).toEqual([
      { type: 'line', name: 'Fechamento', data: [[DAY, 31.5]], showSymbol: false, yAxisIndex: 0 },
      {
        type: 'bar',
        name: 'Menções',
        data: [[DAY, 1200]],
        yAxisIndex: 1,
        itemStyle: { opacity: 0.6 },
        color: '#228be6',
      },
    ]);
    expect(option.yAxis).toHaveLength(2);
  });

  it('formats each value by its own scale in the tooltip', () => {
    const html = (option.tooltip as Formatter).formatter([
      { marker: '', seriesName: 'Fechamento', seriesIndex: 0, value: [DAY, 31.5] },
      { marker: '', seriesName: 'Menções', seriesIndex: 1, value: [DAY, 1200] },
    ]);
    expect(html.replace(/\u00a0/g, ' ')).toBe(
      '<strong>14/11/2025</strong><br/>Fechamento: <strong>R$ 31,50</strong><br/>Menções: <strong>1.200</strong>',
    );
  });

  it('colours each point of a series that colours its points (a stock day up or down), and says it in the tooltip', () => {
    const NEXT = DAY + 86_400_000;
    const coloured = drawnOption(
      buildDualAxisOption(
        {
          kind: 'dualAxis',
          left: [{ key: 'mentions', name: 'Menções', color: null, data: [[DAY, 3]] }],
          right: [
            {
              key: 'volume',
              name: 'Volume negociado',
              color: null,
              data: [
                [DAY, 1000],
                [NEXT, 2000],
              ],
              pointColors: ['#2f9e44', '#e03131'],
              pointLabels: { name: 'Direção', labels: ['Alta', 'Baixa'] },
            },
          ],
          grain: 'dayOfMonth',
          leftFormat: 'count',
          rightFormat: 'count',
        },
        context,
      ),
    );
    const html = (coloured.tooltip as Formatter).formatter([
      { marker: '', seriesName: 'Menções', seriesIndex: 0, dataIndex: 0, value: [NEXT, 3] },
      { marker: '', seriesName: 'Volume negociado', seriesIndex: 1, dataIndex: 1, value: [NEXT, 2000] },
    ]);
    // Not by colour alone: the day's direction in words beside its value.
    expect(html).toContain('Volume negociado: <strong>2.000 (Baixa)</strong>');
    expect(html).toContain('Menções: <strong>3</strong>');
    expect(coloured.series).toMatchObject([
      { type: 'line', data: [[DAY, 3]], showSymbol: false },
      {
        type: 'bar',
        data: [
          { value: [DAY, 1000], itemStyle: { color: '#2f9e44' } },
          { value: [NEXT, 2000], itemStyle: { color: '#e03131' } },
        ],
      },
    ]);
  });
});

describe('buildNetworkOption', () => {
  it('draws terms as nodes sized by occurrences, linked by shared posts, with zoom and pan', () => {
    const option = drawnOption(
      buildNetworkOption(
        {
          kind: 'graph',
          graph: {
            nodes: [
              { term: 'entrega', count: 100, posts: 80 },
              { term: 'atraso', count: 25, posts: 20 },
            ],
            edges: [{ source: 'entrega', target: 'atraso', weight: 12 }],
          },
        },
        context,
      ),
    );
    const [graph] = option.series as [
      {
        type: string;
        roam: boolean;
        data: { id: string; symbolSize: number; x: number; y: number }[];
        links: object[];
      },
    ];
    expect(graph).toMatchObject({ type: 'graph', layout: 'none', roam: true, draggable: true });
    expect(graph.data.map((node) => [node.id, node.symbolSize])).toEqual([
      ['entrega', 48],
      ['atraso', 29],
    ]);
    expect(graph.links).toEqual([
      { source: 'entrega', target: 'atraso', value: 12, lineStyle: { width: 5, opacity: 0.5 } },
    ]);
    expect(
      (option.tooltip as Formatter).formatter({
        dataType: 'edge',
        value: 12,
        data: { source: 'entrega', target: 'atraso' },
      }),
    ).toBe('entrega — atraso: <strong>12</strong>');
  });
});
