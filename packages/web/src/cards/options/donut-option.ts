import type { CardData } from '../card-data.ts';
import { formatValue } from '../components/format-value.ts';
import {
  baseOption,
  CHART_LEGEND,
  type ChartOption,
  type ChartOptionContext,
  tooltipLine,
} from './chart-option.ts';

interface PieParams {
  marker?: unknown;
  name?: string;
  value?: unknown;
  percent?: number;
}

/** Named values as a donut; slices keep their colours (channels, sentiments) and show their share. */
export function buildDonutOption(data: CardData, context: ChartOptionContext): ChartOption | null {
  if (data.kind !== 'values') return null;
  const { format } = data;
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
        data: data.items.map((item) => ({
          name: item.name,
          value: item.value,
          ...(item.color ? { itemStyle: { color: item.color } } : {}),
        })),
      },
    ],
  };
}
