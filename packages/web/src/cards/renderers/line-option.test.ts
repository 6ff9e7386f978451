import { describe, expect, it } from 'vitest';
import { buildLineOption } from './line-option.ts';

// 14 Nov 2025 at 00:30 in São Paulo, which is still the 14th although UTC is at 03:30.
const DAY_1 = Date.UTC(2025, 10, 14, 3, 30);

const option = buildLineOption(
  [
    { key: 'instagram', name: 'Instagram', color: '#e1306c', data: [[DAY_1, 1234]] },
    { key: '<b>tag</b>', name: '<b>tag</b>', color: null, data: [[DAY_1, 5]] },
  ],
  'dayOfMonth',
);

describe('buildLineOption', () => {
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
});
