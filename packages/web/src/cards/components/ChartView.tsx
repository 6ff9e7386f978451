import { useReducedMotion } from '@mantine/hooks';
import EChartsReactCore from 'echarts-for-react/esm/core.js';
import { use, useEffect, useMemo, useRef } from 'react';
import { CardStateView } from '../../features/dashboard-grid/components/CardStateView.tsx';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartExportContext } from '../chart-export.ts';
import { ECHARTS_LOCALE, echarts } from '../echarts.ts';
import { renderChartSvg } from '../exports/chart-svg.ts';
import { type ChartOptionBuilder, EXPORT_BACKGROUND } from '../options/chart-option.ts';
import { CardDataTable } from './CardDataTable.tsx';
import { useHasSize } from './useHasSize.ts';

const CHART_OPTS = { locale: ECHARTS_LOCALE } as const;
const FILL = { width: '100%', height: '100%' } as const;
/** The SVG export's size when the chart has not been laid out (a hidden card). */
const FALLBACK_SIZE = { width: 800, height: 400 };

interface ChartViewProps {
  title: string;
  data: CardRendererProps['data'];
  colorScheme: CardRendererProps['colorScheme'];
  build: ChartOptionBuilder;
}

/**
 * An ECharts chart from a pure option builder, with its data as a table for screen readers, registered with
 * its card for the PNG and SVG exports. Data of a shape the chart does not draw shows the empty state.
 */
export function ChartView({ title, data, colorScheme, build }: ChartViewProps) {
  // People who ask their system for less motion get the chart drawn at once.
  const reducedMotion = useReducedMotion();
  const option = useMemo(
    () => build(data, { title, colorScheme, animate: !reducedMotion }),
    [build, data, title, colorScheme, reducedMotion],
  );
  const chartRef = useRef<EChartsReactCore>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const hasSize = useHasSize(boxRef);
  const registry = use(ChartExportContext);

  useEffect(() => {
    if (!registry || !option) return undefined;
    const instance = () => chartRef.current?.getEchartsInstance() ?? null;
    return registry.register({
      pngDataUrl: () =>
        instance()?.getDataURL({
          type: 'png',
          pixelRatio: 2,
          backgroundColor: EXPORT_BACKGROUND[colorScheme],
          excludeComponents: ['toolbox'],
        }) ?? null,
      svgText: () => {
        const chart = instance();
        const size = chart ? { width: chart.getWidth(), height: chart.getHeight() } : FALLBACK_SIZE;
        return renderChartSvg(option, size.width > 0 ? size : FALLBACK_SIZE, colorScheme);
      },
    });
  }, [registry, option, colorScheme]);

  if (!option) return <CardStateView state="empty" onRetry={null} />;
  return (
    <>
      <div data-testid="card-chart" ref={boxRef} style={FILL}>
        {hasSize && (
          <EChartsReactCore
            ref={chartRef}
            echarts={echarts}
            option={option}
            theme={colorScheme === 'dark' ? 'dark' : undefined}
            opts={CHART_OPTS}
            notMerge
            style={FILL}
          />
        )}
      </div>
      <CardDataTable caption={title} data={data} visible={false} />
    </>
  );
}
