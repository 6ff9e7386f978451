import { type CardData, formatValue, type ValueFormat } from '@mirante/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { DataZoomComponentOption } from 'echarts/components';
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

/** The slider's thickness and its distance from the chart's edge, in px. */
const SLIDER_SIZE = 16;
const SLIDER_GAP = 4;
/** Room between the slider and the axis labels nearest to it. */
const SLIDER_CLEARANCE = 8;

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
          right: SLIDER_GAP,
          top: 40,
          width: SLIDER_SIZE,
          showDetail: false,
          brushSelect: false,
        }
      : {
          type: 'slider',
          ...axis,
          ...window,
          bottom: SLIDER_GAP,
          height: SLIDER_SIZE,
          showDetail: false,
          brushSelect: false,
        },
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
  // Stacked shares of each category (100%-stacked) add up to 100: the axis ends there, not at a rounder 120.
  const shares = layout.stacked && chart.format === 'percent';
  const valueAxis = {
    type: 'value' as const,
    ...(shares ? { min: 0, max: 100 } : {}),
    axisLabel: { formatter: (value: number) => formatValue(value, chart.format) },
  };
  const scrolls = chart.names.length > VISIBLE_CATEGORIES;
  // The axis labels (slanted names under columns) keep out of the slider's strip.
  const sliderStrip = SLIDER_GAP + SLIDER_SIZE + SLIDER_CLEARANCE;
  return {
    ...baseOption(context, false),
    grid: {
      left: 8,
      right: scrolls && layout.horizontal ? 40 : 24,
      top: chart.legend ? 40 : 28,
      bottom: scrolls && !layout.horizontal ? 36 : 8,
      ...(scrolls
        ? {
            outerBounds: {
              left: 0,
              top: 0,
              right: layout.horizontal ? sliderStrip : 0,
              bottom: layout.horizontal ? 0 : sliderStrip,
            },
          }
        : {}),
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
