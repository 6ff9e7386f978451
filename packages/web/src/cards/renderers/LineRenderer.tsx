import { useReducedMotion } from '@mantine/hooks';
import EChartsReactCore from 'echarts-for-react/esm/core.js';
import { useMemo } from 'react';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { SeriesTable } from '../components/SeriesTable.tsx';
import type { DisplaySeries } from '../display-series.ts';
import { ECHARTS_LOCALE, echarts } from '../echarts.ts';
import { buildLineOption } from './line-option.ts';

const CHART_OPTS = { locale: ECHARTS_LOCALE } as const;
const FILL = { width: '100%', height: '100%' } as const;
const NO_SERIES: DisplaySeries[] = [];

export function LineRenderer({ title, data, colorScheme }: CardRendererProps) {
  const series = data.kind === 'series' ? data.series : NO_SERIES;
  const grain = data.kind === 'series' ? data.grain : null;
  // People who ask their system for less motion get the chart drawn at once.
  const reducedMotion = useReducedMotion();
  const option = useMemo(
    () => buildLineOption(series, grain, !reducedMotion),
    [series, grain, reducedMotion],
  );
  return (
    <>
      <div data-testid="card-chart" style={FILL}>
        <EChartsReactCore
          echarts={echarts}
          option={option}
          theme={colorScheme === 'dark' ? 'dark' : undefined}
          opts={CHART_OPTS}
          notMerge
          style={FILL}
        />
      </div>
      <SeriesTable caption={title} series={series} grain={grain} />
    </>
  );
}
