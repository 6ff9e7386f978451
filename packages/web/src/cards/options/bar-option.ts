import type { BarSeriesOption } from 'echarts/charts';
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
      : { hideOverlap: true, width: 90, overflow: 'truncate' as const },
  };
  const valueAxis = {
    type: 'value' as const,
    axisLabel: { formatter: (value: number) => formatValue(value, chart.format) },
  };
  return {
    ...baseOption(context, false),
    grid: { left: 8, right: 24, top: chart.legend ? 40 : 28, bottom: 8 },
    ...(chart.legend ? { legend: CHART_LEGEND } : {}),
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
