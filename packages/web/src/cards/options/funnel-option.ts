import { type CardData, fillMessage, formatValue } from '@mirante/core';
import {
  baseOption,
  type ChartOption,
  type ChartOptionBuilder,
  type ChartOptionContext,
  escapeHtml,
  tooltipLine,
} from './chart-option.ts';

interface FunnelParams {
  marker?: unknown;
  name?: string;
  value?: unknown;
  dataIndex?: number;
}

/** The funnel's own words, in the UI's language. */
export interface FunnelLabels {
  /** The conversion from the stage before: '{share} da etapa anterior'. */
  ofPrevious: string;
}

const shareOf = (value: number, of: number) => formatValue(of === 0 ? 0 : (value / of) * 100, 'percent');

/**
 * Stages of a conversion (campaign audience → sent → delivered → read → replied) as a funnel in the data's
 * order; each stage shows its value and its share of the first stage, and its tooltip the conversion from the
 * stage before (with `labels`).
 */
export function buildFunnelOption(
  data: CardData,
  context: ChartOptionContext,
  labels: FunnelLabels | null = null,
): ChartOption | null {
  if (data.kind !== 'values') return null;
  const { format, items } = data;
  const first = items[0]?.value ?? 0;
  const describe = (params: unknown) => {
    const item = params as FunnelParams;
    const value = typeof item.value === 'number' ? item.value : 0;
    return { item, value, text: `${formatValue(value, format)} (${shareOf(value, first)})` };
  };
  return {
    ...baseOption(context, false),
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const { item, value, text } = describe(params);
        const line = tooltipLine(item.marker, item.name ?? '', text);
        const previous = item.dataIndex === undefined ? undefined : items[item.dataIndex - 1];
        if (!labels || !previous) return line;
        const conversion = fillMessage(labels.ofPrevious, { share: shareOf(value, previous.value) });
        return `${line}<br/>${escapeHtml(conversion)}`;
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

/** The funnel's builder, bound to its words. */
export function funnelBuilder(labels: FunnelLabels): ChartOptionBuilder {
  return (data, context) => buildFunnelOption(data, context, labels);
}
