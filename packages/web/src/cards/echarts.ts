import {
  BarChart,
  FunnelChart,
  GaugeChart,
  GraphChart,
  LineChart,
  PieChart,
  ScatterChart,
} from 'echarts/charts';
import {
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import langPTbr from 'echarts/lib/i18n/langPT-br.js';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

/** The chart library speaks Portuguese too: months, weekdays, export, fullscreen, zoom (spec §2). */
export const ECHARTS_LOCALE = 'PT-br';

// Only what the registered renderers draw, so the dashboard chunk carries no unused chart types. The SVG
// renderer draws the offscreen instance of a card's SVG export; the screen uses canvas.
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  GaugeChart,
  ScatterChart,
  GraphChart,
  FunnelChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  ToolboxComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  CanvasRenderer,
  SVGRenderer,
]);
echarts.registerLocale(ECHARTS_LOCALE, langPTbr);

export { echarts };
