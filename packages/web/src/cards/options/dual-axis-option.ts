import { type CardData, type DisplaySeries, formatPointDate, formatValue } from '@mirante/core';
import {
  baseOption,
  CHART_LEGEND,
  type ChartOption,
  type ChartOptionContext,
  colorOf,
  escapeHtml,
  INSIDE_ZOOM,
  tooltipLine,
} from './chart-option.ts';
import { timeAxis, valueAxis } from './time-series-option.ts';

interface DualTooltipItem {
  marker?: unknown;
  seriesName?: string;
  seriesIndex?: number;
  dataIndex?: number;
  value?: unknown;
}

/** A series' points as ECharts takes them: each with its own colour when the series colours its points. */
const pointsOf = (series: DisplaySeries) =>
  series.pointColors === undefined
    ? series.data
    : series.data.map((value, i) => ({ value, itemStyle: { color: series.pointColors?.[i] } }));

/**
 * Two measures over one time axis on two scales: the left series as lines (stock price, mentions), the right
 * as bars (volume, mentions). A series that colours its points (a stock day up or down) shows its line's
 * points in their colours, its bars each in theirs. The tooltip formats each value by the scale it belongs to,
 * with the word its colour stands for ('Alta', 'Baixa') where the series gives one.
 */
export function buildDualAxisOption(data: CardData, context: ChartOptionContext): ChartOption | null {
  if (data.kind !== 'dualAxis') return null;
  const { left, right, grain, leftFormat, rightFormat } = data;
  const drawn = [...left, ...right];
  return {
    ...baseOption(context, true),
    grid: { left: 8, right: 8, top: 40, bottom: 28 },
    legend: CHART_LEGEND,
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const items = (Array.isArray(params) ? params : [params]) as DualTooltipItem[];
        const first = items.find((item) => Array.isArray(item.value));
        const time = first && Array.isArray(first.value) ? Number(first.value[0]) : null;
        const header = time === null ? '' : `<strong>${formatPointDate(time, grain)}</strong>`;
        const lines = items.map((item) => {
          const value = Array.isArray(item.value) ? Number(item.value[1]) : 0;
          const format = (item.seriesIndex ?? 0) < left.length ? leftFormat : rightFormat;
          // A point's colour in words (a stock day 'Alta' or 'Baixa'), beside its value.
          const label = drawn[item.seriesIndex ?? -1]?.pointLabels?.labels[item.dataIndex ?? -1];
          const shown = formatValue(value, format);
          return tooltipLine(
            item.marker,
            item.seriesName ?? '',
            label === undefined ? shown : `${shown} (${escapeHtml(label)})`,
          );
        });
        return [header, ...lines].join('<br/>');
      },
    },
    dataZoom: [INSIDE_ZOOM],
    xAxis: timeAxis(grain),
    yAxis: [valueAxis(leftFormat), { ...valueAxis(rightFormat), splitLine: { show: false } }],
    series: [
      ...left.map((item) => ({
        type: 'line' as const,
        name: item.name,
        data: pointsOf(item),
        showSymbol: item.pointColors !== undefined,
        yAxisIndex: 0,
        ...colorOf(item.color),
      })),
      ...right.map((item) => ({
        type: 'bar' as const,
        name: item.name,
        data: pointsOf(item),
        yAxisIndex: 1,
        itemStyle: { opacity: 0.6 },
        ...colorOf(item.color),
      })),
    ],
  };
}
