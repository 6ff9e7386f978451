import { type CardData, exportFileName } from '@mirante/core';
import type {
  BarSeriesOption,
  FunnelSeriesOption,
  GaugeSeriesOption,
  GraphSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  ToolboxComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** Every option a card's chart can take: the chart types and components registered in echarts.ts. */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GaugeSeriesOption
  | ScatterSeriesOption
  | GraphSeriesOption
  | FunnelSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | ToolboxComponentOption
  | DataZoomComponentOption
>;

/** What an option builder knows besides the data: the card title (image file names) and the theme. */
export interface ChartOptionContext {
  title: string;
  colorScheme: 'light' | 'dark';
  /** False for people who ask their system for less motion, and for exports. */
  animate: boolean;
  /** The name of the grouped rest of a long split ('Outros'), in the UI's language. */
  othersLabel: string;
}

/** A pure function from a card's data to its chart; null when the data has no shape this chart draws. */
export type ChartOptionBuilder = (data: CardData, context: ChartOptionContext) => ChartOption | null;

/** The page background of each scheme: exported images are opaque, as the card looks on screen. */
export const EXPORT_BACKGROUND: Record<ChartOptionContext['colorScheme'], string> = {
  light: '#ffffff',
  dark: '#242424',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names can be user data (tags, groups, terms): they go into tooltip HTML escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** One tooltip line: the series marker, the escaped name and the formatted value. */
export function tooltipLine(marker: unknown, name: string, value: string): string {
  return `${typeof marker === 'string' ? marker : ''}${escapeHtml(name)}: <strong>${value}</strong>`;
}

/** The toolbox of every chart: save as image (named after the card), and zoom on axis charts. */
export function chartToolbox(context: ChartOptionContext, zoom: boolean): ToolboxComponentOption {
  return {
    right: 0,
    top: 0,
    itemSize: 14,
    feature: {
      ...(zoom ? { dataZoom: { yAxisIndex: 'none' as const }, restore: {} } : {}),
      saveAsImage: {
        name: exportFileName(context.title, 'PNG').replace(/\.png$/, ''),
        pixelRatio: 2,
        backgroundColor: EXPORT_BACKGROUND[context.colorScheme],
      },
    },
  };
}

/**
 * The legend scrolls on one line at the top, leaving room for the toolbox on the right (a scroll legend takes
 * no `right` bound when `left` is set, so its width bounds it).
 */
export const CHART_LEGEND: LegendComponentOption = { type: 'scroll', top: 0, left: 0, width: '75%' };

/** Wheel zoom only with Ctrl, so scrolling the dashboard over a chart still scrolls the page. */
export const INSIDE_ZOOM: DataZoomComponentOption = {
  type: 'inside',
  zoomOnMouseWheel: 'ctrl',
  moveOnMouseWheel: false,
};

/**
 * The common top of every option: animation, transparent background (the card paints it), toolbox. A chart
 * appears drawn at once: a grow-in animation would repaint every chart of a dashboard for a second while the
 * others still draw; changes of data (a refresh, a filter) still animate.
 */
export function baseOption(context: ChartOptionContext, zoom: boolean): ChartOption {
  return {
    animation: context.animate,
    animationDuration: 0,
    backgroundColor: 'transparent',
    toolbox: chartToolbox(context, zoom),
  };
}

/** The colour key of an item: its own colour, or none so the theme's palette picks one. */
export function colorOf(color: string | null): { color?: string } {
  return color ? { color } : {};
}
