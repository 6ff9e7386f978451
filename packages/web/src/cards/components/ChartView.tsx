import { useReducedMotion } from '@mantine/hooks';
import type { EChartsType } from 'echarts/core';
import { use, useEffect, useMemo, useRef } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartExportContext } from '../chart-export.ts';
import { loadedChartLibrary } from '../load-chart-library.ts';
import { type ChartOptionBuilder, EXPORT_BACKGROUND } from '../options/chart-option.ts';
import { CardDataTable } from './CardDataTable.tsx';
import { CardStateView } from './CardStateView.tsx';
import { EChart } from './EChart.tsx';

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
  const { t } = useI18n();
  const othersLabel = t('chart.others');
  const option = useMemo(
    () => build(data, { title, colorScheme, animate: !reducedMotion, othersLabel }),
    [build, data, title, colorScheme, reducedMotion, othersLabel],
  );
  const chartRef = useRef<EChartsType>(null);
  const registry = use(ChartExportContext);

  useEffect(() => {
    if (!registry || !option) return undefined;
    return registry.register({
      pngDataUrl: () =>
        chartRef.current?.getDataURL({
          type: 'png',
          pixelRatio: 2,
          backgroundColor: EXPORT_BACKGROUND[colorScheme],
          excludeComponents: ['toolbox'],
        }) ?? null,
      svgText: () => {
        const library = loadedChartLibrary();
        if (!library) return null;
        const chart = chartRef.current;
        const size = chart ? { width: chart.getWidth(), height: chart.getHeight() } : FALLBACK_SIZE;
        return library.renderChartSvg(option, size.width > 0 ? size : FALLBACK_SIZE, colorScheme);
      },
    });
  }, [registry, option, colorScheme]);

  if (!option) return <CardStateView state="empty" onRetry={null} />;
  return (
    <>
      <EChart option={option} colorScheme={colorScheme} chartRef={chartRef} />
      <CardDataTable caption={title} data={data} visible={false} />
    </>
  );
}
