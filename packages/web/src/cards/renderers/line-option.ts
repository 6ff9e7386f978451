import type { TimeGrain } from '@mirante/core';
import type { LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatAxisDate, formatNumber, formatPointDate } from '../../app/formatters.ts';
import type { DisplaySeries } from '../display-series.ts';

export type LineOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
>;

interface TooltipItem {
  marker?: unknown;
  seriesName?: string;
  value: unknown;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// Series names can be user data (tags, groups): they go into the tooltip's HTML escaped.
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function pointOf(value: unknown): [number, number] | null {
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number'
    ? [value[0], value[1]]
    : null;
}

/** ECharts formats time in the browser's zone; the tooltip is built here to show São Paulo time. */
function tooltipHtml(items: TooltipItem[], grain: TimeGrain | null): string {
  const first = items.map((item) => pointOf(item.value)).find((point) => point !== null);
  const header = first ? `<strong>${formatPointDate(first[0], grain)}</strong>` : '';
  const lines = items.map((item) => {
    const point = pointOf(item.value);
    const marker = typeof item.marker === 'string' ? item.marker : '';
    const value = point ? formatNumber(point[1]) : '';
    return `${marker}${escapeHtml(item.seriesName ?? '')}: <strong>${value}</strong>`;
  });
  return [header, ...lines].join('<br/>');
}

export function buildLineOption(
  series: DisplaySeries[],
  grain: TimeGrain | null,
  animate = true,
): LineOption {
  return {
    animation: animate,
    backgroundColor: 'transparent',
    grid: { left: 8, right: 16, top: 40, bottom: 28 },
    legend: { type: 'scroll', top: 0 },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => tooltipHtml(Array.isArray(params) ? params : [params], grain),
    },
    dataZoom: [{ type: 'inside', zoomOnMouseWheel: 'ctrl', moveOnMouseWheel: false }],
    xAxis: {
      type: 'time',
      axisLabel: { formatter: (value: number) => formatAxisDate(value, grain), hideOverlap: true },
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatNumber(value) } },
    series: series.map((item) => ({
      type: 'line',
      name: item.name,
      data: item.data,
      showSymbol: false,
      ...(item.color ? { color: item.color } : {}),
    })),
  };
}
