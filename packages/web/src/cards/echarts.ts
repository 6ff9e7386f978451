import { LineChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import langPTbr from 'echarts/lib/i18n/langPT-br.js';
import { CanvasRenderer } from 'echarts/renderers';

/** The chart library speaks Portuguese too: months, weekdays, zoom (spec §2). */
export const ECHARTS_LOCALE = 'PT-br';

// Only what the registered renderers draw, so the dashboard chunk carries no unused chart types.
echarts.use([
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomInsideComponent,
  CanvasRenderer,
]);
echarts.registerLocale(ECHARTS_LOCALE, langPTbr);

export { echarts };
