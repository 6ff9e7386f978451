import {
  type DisplaySeries,
  formatAxisDate,
  formatPointDate,
  formatValue,
  type TimeGrain,
  type ValueFormat,
} from '@mirante/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import {
  baseOption,
  CHART_LEGEND,
  type ChartOption,
  type ChartOptionBuilder,
  type ChartOptionContext,
  colorOf,
  INSIDE_ZOOM,
  tooltipLine,
} from './chart-option.ts';
import { isAdditive, MAX_NAMED_SERIES, topSeries } from './top-values.ts';

/** How series over time are drawn: lines, stacked lines, stacked areas, columns, stacked columns. */
export type TimeSeriesStyle = 'line' | 'stackedLine' | 'stackedArea' | 'bar' | 'stackedBar';

interface TooltipItem {
  marker?: unknown;
  seriesName?: string;
  value: unknown;
}

function pointOf(value: unknown): [number, number] | null {
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number'
    ? [value[0], value[1]]
    : null;
}

/** ECharts formats time in the browser's zone; the tooltip is built here to show São Paulo time. */
export function timeTooltipHtml(items: TooltipItem[], grain: TimeGrain | null, format: ValueFormat): string {
  const first = items.map((item) => pointOf(item.value)).find((point) => point !== null);
  const header = first ? `<strong>${formatPointDate(first[0], grain)}</strong>` : '';
  const lines = items.map((item) => {
    const point = pointOf(item.value);
    return tooltipLine(item.marker, item.seriesName ?? '', point ? formatValue(point[1], format) : '');
  });
  return [header, ...lines].join('<br/>');
}

/** A time axis labelled with São Paulo dates at the grain of the answer. */
export function timeAxis(grain: TimeGrain | null) {
  return {
    type: 'time' as const,
    axisLabel: { formatter: (value: number) => formatAxisDate(value, grain), hideOverlap: true },
  };
}

export function valueAxis(format: ValueFormat) {
  return { type: 'value' as const, axisLabel: { formatter: (value: number) => formatValue(value, format) } };
}

/** One ECharts series for a display series in the given style; stacks share the stack name 'total'. */
export function timeSeriesItem(
  item: DisplaySeries,
  style: TimeSeriesStyle,
): LineSeriesOption | BarSeriesOption {
  const stacked = style === 'stackedLine' || style === 'stackedArea' || style === 'stackedBar';
  if (style === 'bar' || style === 'stackedBar') {
    return {
      type: 'bar',
      name: item.name,
      data: item.data,
      ...(stacked ? { stack: 'total' } : {}),
      ...colorOf(item.color),
    };
  }
  return {
    type: 'line',
    name: item.name,
    data: item.data,
    showSymbol: false,
    ...(stacked ? { stack: 'total' } : {}),
    ...(style === 'stackedArea' ? { areaStyle: {} } : {}),
    ...colorOf(item.color),
  };
}

/**
 * Series over a time axis (line, stacked line, stacked area, columns by date), with zoom on the axis; counts
 * split by more values than read at a glance show the largest and one 'Outros' for the rest.
 */
export function buildTimeSeriesOption(
  series: DisplaySeries[],
  grain: TimeGrain | null,
  style: TimeSeriesStyle,
  format: ValueFormat,
  context: ChartOptionContext,
): ChartOption {
  // A split by many values (channels) draws its largest series and 'Outros'; the table keeps them all.
  const drawn = isAdditive(format) ? topSeries(series, MAX_NAMED_SERIES, context.othersLabel) : series;
  return {
    ...baseOption(context, true),
    grid: { left: 8, right: 16, top: 40, bottom: 28 },
    legend: CHART_LEGEND,
    tooltip: {
      trigger: 'axis',
      formatter: (params) => timeTooltipHtml(Array.isArray(params) ? params : [params], grain, format),
    },
    dataZoom: [INSIDE_ZOOM],
    xAxis: timeAxis(grain),
    yAxis: valueAxis(format),
    series: drawn.map((item) => timeSeriesItem(item, style)),
  };
}

/** The builder of a time-series renderer: series data drawn in one style; any other shape is not drawn. */
export function timeSeriesBuilder(style: TimeSeriesStyle): ChartOptionBuilder {
  return (data, context) =>
    data.kind === 'series'
      ? buildTimeSeriesOption(data.series, data.grain, style, data.format, context)
      : null;
}
