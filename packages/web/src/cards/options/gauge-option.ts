import { type CardData, formatValue, RATING_COLORS, RATING_LEVELS } from '@mirante/core';
import { baseOption, type ChartOption, type ChartOptionContext } from './chart-option.ts';

/** The dial's band in the five rating colours, worst at the start of the scale and best at its end. */
const RATING_BANDS: [number, string][] = RATING_LEVELS.map((level) => [
  level / RATING_LEVELS.length,
  RATING_COLORS[level],
]);

/** A single value on a dial (SLA, brand health, sentiment index): from min (default 0) to max (default 100). */
export function buildGaugeOption(data: CardData, context: ChartOptionContext): ChartOption | null {
  if (data.kind !== 'value' || data.value === null) return null;
  const { format } = data;
  const min = data.min ?? 0;
  const max = data.max ?? 100;
  return {
    ...baseOption(context, false),
    series: [
      {
        type: 'gauge',
        min,
        max,
        radius: '90%',
        center: ['50%', '58%'],
        progress: { show: false },
        axisLine: { lineStyle: { width: 14, color: RATING_BANDS } },
        pointer: { width: 5 },
        splitNumber: 5,
        axisLabel: { distance: 18, formatter: (value: number) => formatValue(value, format) },
        detail: {
          valueAnimation: context.animate,
          offsetCenter: [0, '62%'],
          fontSize: 22,
          formatter: (value: number) => formatValue(value, format),
        },
        data: [{ value: Math.min(max, Math.max(min, data.value)), name: '' }],
      },
    ],
  };
}
