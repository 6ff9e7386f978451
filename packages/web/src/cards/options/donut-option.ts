import { type CardData, formatValue } from '@mirante/core';
import {
  baseOption,
  CHART_LEGEND,
  type ChartOption,
  type ChartOptionContext,
  tooltipLine,
} from './chart-option.ts';
import { isAdditive, MAX_NAMED_SLICES, topValues } from './top-values.ts';

interface PieParams {
  marker?: unknown;
  name?: string;
  value?: unknown;
  percent?: number;
}

/**
 * Named values as a donut; slices keep their colours (channels, sentiments) and show their share. Counts split
 * by many values (30 channels) show the largest slices and one 'Outros' for the rest; the table keeps them all.
 */
export function buildDonutOption(data: CardData, context: ChartOptionContext): ChartOption | null {
  if (data.kind !== 'values') return null;
  const { format } = data;
  const slices = isAdditive(format)
    ? topValues(data.items, MAX_NAMED_SLICES, context.othersLabel)
    : data.items;
  return {
    ...baseOption(context, false),
    legend: CHART_LEGEND,
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = params as PieParams;
        const value = typeof item.value === 'number' ? formatValue(item.value, format) : '';
        const share = formatValue(item.percent ?? 0, 'percent');
        return tooltipLine(item.marker, item.name ?? '', `${value} (${share})`);
      },
    },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['50%', '56%'],
        avoidLabelOverlap: true,
        // Slices under about 2% keep their tooltip but get no label: a long tail of channels stays legible.
        minShowLabelAngle: 7,
        label: {
          formatter: (params) => formatValue((params as PieParams).percent ?? 0, 'percent'),
        },
        data: slices.map((item) => ({
          name: item.name,
          value: item.value,
          ...(item.color ? { itemStyle: { color: item.color } } : {}),
        })),
      },
    ],
  };
}
