import { ECHARTS_LOCALE, echarts } from '../echarts.ts';
import { type ChartOption, EXPORT_BACKGROUND } from '../options/chart-option.ts';

export interface ChartSize {
  width: number;
  height: number;
}

/**
 * The chart as an SVG document: an offscreen instance with the SVG renderer (server-side mode, no DOM),
 * drawn at the size on screen with the card's theme, without animation or toolbox.
 */
export function renderChartSvg(option: ChartOption, size: ChartSize, colorScheme: 'light' | 'dark'): string {
  const chart = echarts.init(null, colorScheme === 'dark' ? 'dark' : undefined, {
    renderer: 'svg',
    ssr: true,
    width: Math.max(1, Math.round(size.width)),
    height: Math.max(1, Math.round(size.height)),
    locale: ECHARTS_LOCALE,
  });
  try {
    chart.setOption({
      ...option,
      animation: false,
      backgroundColor: EXPORT_BACKGROUND[colorScheme],
      toolbox: { show: false },
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
