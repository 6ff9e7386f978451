/** What the chart chunk holds: ECharts with its locale, and the SVG export drawn with it. */
export { ECHARTS_LOCALE, echarts } from './echarts.ts';
export { renderChartSvg } from './exports/chart-svg.ts';
