import { describe, expect, it } from 'vitest';
import type { ChartOptionContext } from './chart-option.ts';
import { buildTimeSeriesOption, timeSeriesBuilder } from './time-series-option.ts';

// 14 Nov 2025 at 00:30 in São Paulo, which is still the 14th although UTC is at 03:30.
const DAY_1 = Date.UTC(2025, 10, 14, 3, 30);
const context: ChartOptionContext = {
  title: 'Menções: por canal',
  colorScheme: 'dark',
  animate: true,
  othersLabel: 'Outros',
};

const series = [
  { key: 'instagram', name: 'Instagram', color: '#e1306c', data: [[DAY_1, 1234]] as [number, number][] },
  { key: '<b>tag</b>', name: '<b>tag</b>', color: null, data: [[DAY_1, 5]] as [number, number][] },
];
const option = buildTimeSeriesOption(series, 'dayOfMonth', 'line', 'count', context);

describe('buildTimeSeriesOption', () => {
  it('draws one line per series on a time axis, with channel colours', () => {
    expect(option.series).toEqual([
      { type: 'line', name: 'Instagram', data: [[DAY_1, 1234]], showSymbol: false, color: '#e1306c' },
      { type: 'line', name: '<b>tag</b>', data: [[DAY_1, 5]], showSymbol: false },
    ]);
  });

  it('labels the axis with the São Paulo day and month', () => {
    const xAxis = option.xAxis as { type: string; axisLabel: { formatter: (value: number) => string } };
    expect(xAxis.type).toBe('time');
    expect(xAxis.axisLabel.formatter(DAY_1)).toBe('14/11');
  });

  it('builds a pt-BR tooltip with escaped series names', () => {
    const tooltip = option.tooltip as { formatter: (params: unknown) => string };
    const html = tooltip.formatter([
      { marker: '<i></i>', seriesName: 'Instagram', value: [DAY_1, 1234] },
      { marker: '<i></i>', seriesName: '<b>tag</b>', value: [DAY_1, 5] },
    ]);
    expect(html).toBe(
      '<strong>14/11/2025</strong><br/><i></i>Instagram: <strong>1.234</strong><br/>' +
        '<i></i>&lt;b&gt;tag&lt;/b&gt;: <strong>5</strong>',
    );
  });

  it('offers save as image named after the card, and zoom on the time axis', () => {
    const toolbox = option.toolbox as {
      feature: Record<string, { name?: string; backgroundColor?: string }>;
    };
    expect(Object.keys(toolbox.feature)).toEqual(['dataZoom', 'restore', 'saveAsImage']);
    expect(toolbox.feature.saveAsImage).toMatchObject({
      name: 'Menções por canal',
      backgroundColor: '#242424',
    });
    expect(option.dataZoom).toEqual([expect.objectContaining({ type: 'inside' })]);
  });

  it('stacks lines, fills stacked areas and draws columns by date', () => {
    const [item] = [series[0]];
    const pick = (style: Parameters<typeof buildTimeSeriesOption>[2]) =>
      (
        buildTimeSeriesOption([item as (typeof series)[0]], null, style, 'count', context).series as object[]
      )[0];
    expect(pick('stackedLine')).toMatchObject({ type: 'line', stack: 'total' });
    expect(pick('stackedLine')).not.toHaveProperty('areaStyle');
    expect(pick('stackedArea')).toMatchObject({ type: 'line', stack: 'total', areaStyle: {} });
    expect(pick('bar')).toEqual({ type: 'bar', name: 'Instagram', data: [[DAY_1, 1234]], color: '#e1306c' });
    expect(pick('stackedBar')).toMatchObject({ type: 'bar', stack: 'total' });
  });

  it('formats values by the data format, durations included', () => {
    const timings = buildTimeSeriesOption(series, 'hour', 'line', 'duration', context);
    const yAxis = timings.yAxis as { axisLabel: { formatter: (value: number) => string } };
    expect(yAxis.axisLabel.formatter(3_900)).toBe('1h 05min');
  });

  it('draws only series data', () => {
    const build = timeSeriesBuilder('line');
    expect(build({ kind: 'values', items: [], format: 'count' }, context)).toBeNull();
    expect(build({ kind: 'series', series, grain: null, format: 'count' }, context)).not.toBeNull();
  });
});
