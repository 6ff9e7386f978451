import type { BarSeriesOption } from 'echarts/charts';
import type { DataZoomComponentOption } from 'echarts/components';
import type { CardData, ValueFormat } from '../card-data.ts';
import { formatValue } from '../components/format-value.ts';
import { categoryTooltipHtml } from './category-tooltip.ts';
import {
  baseOption,
  CHART_LEGEND,
  type ChartOption,
  type ChartOptionBuilder,
  type ChartOptionContext,
  colorOf,
  INSIDE_ZOOM,
} from './chart-option.ts';
import { buildTimeSeriesOption } from './time-series-option.ts';

export interface BarLayout {
  horizontal: boolean;
  stacked: boolean;
}

interface CategoryChart {
  names: string[];
  series: BarSeriesOption[];
  format: ValueFormat;
  legend: boolean;
}

function categoryChart(data: CardData, stacked: boolean): CategoryChart | null {
  switch (data.kind) {
    case 'values':
      return {
        names: data.items.map((item) => item.name),
        series: [
          {
            type: 'bar',
            data: data.items.map((item) => ({
              value: item.value,
              ...(item.color ? { itemStyle: { color: item.color } } : {}),
            })),
          },
        ],
        format: data.format,
        legend: false,
      };
    case 'categories':
      return {
        names: data.categories.map((category) => category.name),
        series: data.series.map((item) => ({
          type: 'bar',
          name: item.name,
          data: item.values,
          ...(stacked ? { stack: 'total' } : {}),
          ...colorOf(item.color),
        })),
        format: data.format,
        legend: true,
      };
    default:
      return null;
  }
}

/** How many categories show at once; more scroll along the category axis. */
export const VISIBLE_CATEGORIES = 12;

/** A slider (and the wheel with Ctrl) along the category axis, showing the first categories. */
function categoryZoom(horizontal: boolean): DataZoomComponentOption[] {
  const axis = horizontal ? { yAxisIndex: 0 } : { xAxisIndex: 0 };
  const window = { startValue: 0, endValue: VISIBLE_CATEGORIES - 1 };
  return [
    { ...INSIDE_ZOOM, ...axis, ...window },
    horizontal
      ? {
          type: 'slider',
          ...axis,
          ...window,
          right: 4,
          top: 40,
          width: 16,
          showDetail: false,
          brushSelect: false,
        }
      : { type: 'slider', ...axis, ...window, bottom: 4, height: 16, showDetail: false, brushSelect: false },
  ];
}

/**
 * Bars over categories (named values, or categories × series grouped or stacked); bars over dates when the
 * data is a time series. Horizontal bars read top to bottom in the data's order.
 */
export function buildBarOption(
  data: CardData,
  context: ChartOptionContext,
  layout: BarLayout,
): ChartOption | null {
  if (data.kind === 'series') {
    return buildTimeSeriesOption(
      data.series,
      data.grain,
      layout.stacked ? 'stackedBar' : 'bar',
      data.format,
      context,
    );
  }
  const chart = categoryChart(data, layout.stacked);
  if (!chart) return null;
  const categoryAxis = {
    type: 'category' as const,
    data: chart.names,
    inverse: layout.horizontal,
    axisLabel: layout.horizontal
      ? { width: 120, overflow: 'truncate' as const }
      : {
          hideOverlap: true,
          width: 90,
          overflow: 'truncate' as const,
          // Many columns leave each name little room: names slant instead of hiding each other.
          rotate: chart.names.length > 6 ? 30 : 0,
        },
  };
  const valueAxis = {
    type: 'value' as const,
    axisLabel: { formatter: (value: number) => formatValue(value, chart.format) },
  };
  const scrolls = chart.names.length > VISIBLE_CATEGORIES;
  return {
    ...baseOption(context, false),
    grid: {
      left: 8,
      right: scrolls && layout.horizontal ? 40 : 24,
      top: chart.legend ? 40 : 28,
      bottom: scrolls && !layout.horizontal ? 36 : 8,
    },
    ...(chart.legend ? { legend: CHART_LEGEND } : {}),
    ...(scrolls ? { dataZoom: categoryZoom(layout.horizontal) } : {}),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => categoryTooltipHtml(params, chart.format, !chart.legend),
    },
    xAxis: layout.horizontal ? valueAxis : categoryAxis,
    yAxis: layout.horizontal ? categoryAxis : valueAxis,
    series: chart.series,
  };
}

/** The builder of a bar renderer, bound to its layout. */
export function barBuilder(layout: BarLayout): ChartOptionBuilder {
  return (data, context) => buildBarOption(data, context, layout);
}
