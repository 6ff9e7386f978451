import { type CardData, formatValue } from '@mirante/core';
import { baseOption, type ChartOption, type ChartOptionContext, escapeHtml } from './chart-option.ts';

const MIN_SYMBOL = 8;
const MAX_SYMBOL = 56;

interface BubbleParams {
  marker?: unknown;
  name?: string;
  value?: unknown;
}

/** Bubble diameter grows with the square root of the size, so its area is proportional to it. */
export function bubbleSize(size: number, largest: number): number {
  if (largest <= 0 || size <= 0) return MIN_SYMBOL;
  return MIN_SYMBOL + (MAX_SYMBOL - MIN_SYMBOL) * Math.sqrt(size / largest);
}

/** Points with two measures and a size (tags by volume, sentiment and interactions), zoomable on both axes. */
export function buildBubbleOption(data: CardData, context: ChartOptionContext): ChartOption | null {
  if (data.kind !== 'points') return null;
  const largest = Math.max(0, ...data.points.map((point) => point.size));
  const axis = (name: string, format: typeof data.xFormat) => ({
    type: 'value' as const,
    name,
    nameLocation: 'middle' as const,
    nameGap: 28,
    scale: true,
    axisLabel: { formatter: (value: number) => formatValue(value, format) },
  });
  return {
    ...baseOption(context, true),
    grid: { left: 16, right: 24, top: 32, bottom: 32 },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = params as BubbleParams;
        const [x, y, size] = Array.isArray(item.value) ? (item.value as number[]) : [];
        return [
          `<strong>${escapeHtml(item.name ?? '')}</strong>`,
          `${escapeHtml(data.xLabel)}: <strong>${formatValue(x ?? 0, data.xFormat)}</strong>`,
          `${escapeHtml(data.yLabel)}: <strong>${formatValue(y ?? 0, data.yFormat)}</strong>`,
          `${escapeHtml(data.sizeLabel)}: <strong>${formatValue(size ?? 0, data.sizeFormat)}</strong>`,
        ].join('<br/>');
      },
    },
    dataZoom: [
      { type: 'inside', xAxisIndex: 0, zoomOnMouseWheel: 'ctrl', moveOnMouseWheel: false },
      { type: 'inside', yAxisIndex: 0, zoomOnMouseWheel: 'ctrl', moveOnMouseWheel: false },
    ],
    xAxis: axis(data.xLabel, data.xFormat),
    yAxis: axis(data.yLabel, data.yFormat),
    series: [
      {
        type: 'scatter',
        symbolSize: (value: number[]) => bubbleSize(value[2] ?? 0, largest),
        label: { show: true, position: 'top', formatter: '{b}' },
        data: data.points.map((point) => ({
          name: point.name,
          value: [point.x, point.y, point.size],
          ...(point.color ? { itemStyle: { color: point.color, opacity: 0.8 } } : {}),
        })),
      },
    ],
  };
}
