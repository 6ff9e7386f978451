import { useMemo, useState } from 'react';
import type { ChartExportHandle, ChartExportRegistry } from '../../../cards/chart-export.ts';

export interface ChartExports {
  /** The chart drawn now, if any. */
  chart: ChartExportHandle | null;
  /** Whether the card has drawn a chart (it stays true while the table view replaces the chart). */
  drawsChart: boolean;
  registry: ChartExportRegistry;
}

/** The card's side of the chart exports: the chart drawn now, and the registry it registers with. */
export function useChartExportRegistry(): ChartExports {
  const [chart, setChart] = useState<ChartExportHandle | null>(null);
  const [drawsChart, setDrawsChart] = useState(false);
  const registry = useMemo<ChartExportRegistry>(
    () => ({
      register(handle) {
        setChart(() => handle);
        setDrawsChart(true);
        return () => setChart((current) => (current === handle ? null : current));
      },
    }),
    [],
  );
  return { chart, drawsChart, registry };
}
