import type { CardData } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { buildBarOption } from './bar-option.ts';
import type { ChartOptionContext } from './chart-option.ts';
import { buildDonutOption } from './donut-option.ts';
import { drawnOption } from './drawn-option.ts';
import { buildFunnelOption, funnelBuilder } from './funnel-option.ts';

const context: ChartOptionContext = {
  title: 'Canais',
  colorScheme: 'light',
  animate: false,
  othersLabel: 'Outros',
};

const values: CardData = {
  kind: 'values',
  items: [
    { key: 'instagram', name: 'Instagram', value: 1200, color: '#e1306c', channel: 'instagram' },
    { key: 'x', name: '<i>x</i>', value: 300, color: null, channel: null },
  ],
  format: 'count',
};

const categories: CardData = {
  kind: 'categories',
  categories: [
    { key: 'instagram', name: 'Instagram', channel: 'instagram' },
    { key: 'facebook', name: 'Facebook', channel: 'facebook' },
  ],
  series: [
    { key: 'positive', name: 'Positivo', color: '#40c057', values: [60, 10] },
    { key: 'negative', name: 'Negativo', color: '#fa5252', values: [40, null] },
  ],
  format: 'percent',
};

type Formatter = { formatter: (params: unknown) => string };

describe('bar options', () => {
  it('draws named values as one bar series, each bar in its colour, categories top to bottom', () => {
    const option = drawnOption(buildBarOption(values, context, { horizontal: true, stacked: false }));
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['Instagram', '<i>x</i>'], inverse: true });
    expect(option.xAxis).toMatchObject({ type: 'value' });
    expect(option.series).toEqual([
      { type: 'bar', data: [{ value: 1200, itemStyle: { color: '#e1306c' } }, { value: 300 }] },
    ]);
    expect(option).not.toHaveProperty('legend');
  });

  it('stacks categories × series with a legend, and formats percentages', () => {
    const option = drawnOption(buildBarOption(categories, context, { horizontal: false, stacked: true }));
    expect(option.xAxis).toMatchObject({
      type: 'category',
      data: ['Instagram', 'Facebook'],
      inverse: false,
    });
    expect(option.series).toEqual([
      { type: 'bar', name: 'Positivo', data: [60, 10], stack: 'total', color: '#40c057' },
      { type: 'bar', name: 'Negativo', data: [40, null], stack: 'total', color: '#fa5252' },
    ]);
    const html = (option.tooltip as Formatter).formatter([
      { name: 'Instagram', seriesName: 'Positivo', marker: '', value: 60 },
      { name: 'Instagram', seriesName: 'Negativo', marker: '', value: 40 },
    ]);
    expect(html).toBe(
      '<strong>Instagram</strong><br/>Positivo: <strong>60%</strong><br/>Negativo: <strong>40%</strong>',
    );
  });

  it('groups series side by side when not stacked', () => {
    const option = drawnOption(buildBarOption(categories, context, { horizontal: true, stacked: false }));
    expect((option.series as object[])[0]).not.toHaveProperty('stack');
  });

  it('draws a time series as columns by date', () => {
    const option = drawnOption(
      buildBarOption(
        {
          kind: 'series',
          series: [{ key: 'a', name: 'A', color: null, data: [[1, 2]] }],
          grain: 'dayOfMonth',
          format: 'count',
        },
        context,
        { horizontal: false, stacked: true },
      ),
    );
    expect(option.xAxis).toMatchObject({ type: 'time' });
    expect(option.series).toEqual([{ type: 'bar', name: 'A', data: [[1, 2]], stack: 'total' }]);
  });

  it('scrolls along the category axis when there are more categories than fit', () => {
    const many: CardData = {
      kind: 'values',
      items: Array.from({ length: 20 }, (_, i) => ({
        key: `t${i}`,
        name: `Tag ${i}`,
        value: 20 - i,
        color: null,
        channel: null,
      })),
      format: 'count',
    };
    const horizontal = drawnOption(buildBarOption(many, context, { horizontal: true, stacked: false }));
    expect(horizontal.dataZoom).toEqual([
      expect.objectContaining({ type: 'inside', yAxisIndex: 0, startValue: 0, endValue: 11 }),
      expect.objectContaining({ type: 'slider', yAxisIndex: 0, startValue: 0, endValue: 11 }),
    ]);
    const vertical = drawnOption(buildBarOption(many, context, { horizontal: false, stacked: false }));
    expect(vertical.dataZoom).toEqual([
      expect.objectContaining({ type: 'inside', xAxisIndex: 0 }),
      expect.objectContaining({ type: 'slider', xAxisIndex: 0 }),
    ]);
    expect(
      drawnOption(buildBarOption(values, context, { horizontal: true, stacked: false })),
    ).not.toHaveProperty('dataZoom');
  });

  it('does not draw posts', () => {
    expect(
      buildBarOption({ kind: 'posts', posts: [] }, context, { horizontal: true, stacked: true }),
    ).toBeNull();
  });
});

describe('buildDonutOption', () => {
  it('draws slices in their colours, labelled with their share, and a tooltip with value and share', () => {
    const option = drawnOption(buildDonutOption(values, context));
    const [pie] = option.series as [{ type: string; radius: string[]; data: object[]; label: Formatter }];
    expect(pie.type).toBe('pie');
    expect(pie.radius).toEqual(['45%', '70%']);
    expect(pie.data).toEqual([
      { name: 'Instagram', value: 1200, itemStyle: { color: '#e1306c' } },
      { name: '<i>x</i>', value: 300 },
    ]);
    expect(pie.label.formatter({ percent: 80 })).toBe('80%');
    const tooltip = option.tooltip as Formatter;
    expect(tooltip.formatter({ marker: '', name: '<i>x</i>', value: 300, percent: 20 })).toBe(
      '&lt;i&gt;x&lt;/i&gt;: <strong>300 (20%)</strong>',
    );
  });

  it('draws only named values', () => {
    expect(buildDonutOption(categories, context)).toBeNull();
  });
});

describe('buildFunnelOption', () => {
  const stages: CardData = {
    kind: 'values',
    items: [
      { key: 'sent', name: 'Enviadas', value: 1000, color: null, channel: null },
      { key: 'read', name: 'Lidas', value: 640, color: null, channel: null },
      { key: 'answered', name: 'Respondidas', value: 125, color: null, channel: null },
    ],
    format: 'count',
  };

  it('keeps the stages in order and shows each as a share of the first', () => {
    const option = drawnOption(buildFunnelOption(stages, context));
    const [funnel] = option.series as [
      { type: string; sort: string; data: { name: string }[]; label: Formatter },
    ];
    expect(funnel.type).toBe('funnel');
    expect(funnel.sort).toBe('none');
    expect(funnel.data.map((item) => item.name)).toEqual(['Enviadas', 'Lidas', 'Respondidas']);
    expect(funnel.label.formatter({ name: 'Lidas', value: 640 })).toBe('Lidas: 640 (64%)');
    expect(funnel.label.formatter({ name: 'Respondidas', value: 125 })).toBe('Respondidas: 125 (12,5%)');
  });

  it('tells in the tooltip the conversion from the stage before, in the words it is given', () => {
    const option = drawnOption(funnelBuilder({ ofPrevious: '{share} da etapa anterior' })(stages, context));
    const tooltip = option.tooltip as Formatter;
    expect(tooltip.formatter({ marker: '', name: 'Enviadas', value: 1000, dataIndex: 0 })).toBe(
      'Enviadas: <strong>1.000 (100%)</strong>',
    );
    expect(tooltip.formatter({ marker: '', name: 'Respondidas', value: 125, dataIndex: 2 })).toBe(
      'Respondidas: <strong>125 (12,5%)</strong><br/>19,5% da etapa anterior',
    );
    // Without words, the tooltip keeps to the value and its share of the first stage.
    const plain = drawnOption(buildFunnelOption(stages, context)).tooltip as Formatter;
    expect(plain.formatter({ marker: '', name: 'Lidas', value: 640, dataIndex: 1 })).toBe(
      'Lidas: <strong>640 (64%)</strong>',
    );
  });
});
