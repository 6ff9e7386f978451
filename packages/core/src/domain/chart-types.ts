import type { MessageKey } from '../i18n/pt-BR.ts';

/** Chart types a custom component can be built as (spec §9). */
export const CHART_TYPES = [
  'line',
  'stackedLine',
  'column',
  'stackedColumn',
  'bar',
  'stackedBar',
  'donut',
  'number',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const CHART_TYPE_LABELS: Record<ChartType, MessageKey> = {
  line: 'chartType.line',
  stackedLine: 'chartType.stackedLine',
  column: 'chartType.column',
  stackedColumn: 'chartType.stackedColumn',
  bar: 'chartType.bar',
  stackedBar: 'chartType.stackedBar',
  donut: 'chartType.donut',
  number: 'chartType.number',
};

/** Whether the chart draws a time axis (and so needs a date grouping). */
export const CHART_TYPE_IS_TIME_SERIES: Record<ChartType, boolean> = {
  line: true,
  stackedLine: true,
  column: false,
  stackedColumn: false,
  bar: false,
  stackedBar: false,
  donut: false,
  number: false,
};

export function isChartType(value: string): value is ChartType {
  return (CHART_TYPES as readonly string[]).includes(value);
}
