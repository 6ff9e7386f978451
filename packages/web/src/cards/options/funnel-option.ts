import { type CardData, formatValue } from '@mirante/core';
import { baseOption, type ChartOption, type ChartOptionContext, tooltipLine } from './chart-option.ts';

interface FunnelParams {
  marker?: unknown;
  name?: string;
  value?: unknown;
}

/**
 * Stages of a conversion (campaign sent → delivered → read → answered) as a funnel in the data's order; each
 * stage shows its value and its share of the first stage.
 */
export function buildFunnelOption(data: CardData, context: ChartOptionContext): ChartOption | null {
  if (data.kind !== 'values') return null;
  const { format, items } = data;
  const first = items[0]?.value ?? 0;
  const shareOfFirst = (value: number) => formatValue(first === 0 ? 0 : (value / first) * 100, 'percent');
  const describe = (params: unknown) => {
    const item = params as FunnelParams;
    const value = typeof item.value === 'number' ? item.value : 0;
    return { item, text: `${formatValue(value, format)} (${shareOfFirst(value)})` };
  };
  return {
    ...baseOption(context, false),
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const { item, text } = describe(params);
        return tooltipLine(item.marker, item.name ?? '', text);
      },
    },
    series: [
      {
        type: 'funnel',
        sort: 'none',
        top: 32,
        bottom: 8,
        left: '10%',
        width: '80%',
        minSize: '8%',
        label: {
          position: 'inside',
          formatter: (params) => `${(params as FunnelParams).name}: ${describe(params).text}`,
        },
        data: items.map((item) => ({
          name: item.name,
          value: item.value,
          ...(item.color ? { itemStyle: { color: item.color } } : {}),
        })),
      },
    ],
  };
}
