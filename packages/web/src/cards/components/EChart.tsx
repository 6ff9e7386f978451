import type { EChartsType } from 'echarts/core';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { type ChartLibrary, loadChartLibrary } from '../load-chart-library.ts';
import type { ChartOption } from '../options/chart-option.ts';
import { CardStateView } from './CardStateView.tsx';
import { queueChartDraw } from './chart-draw-queue.ts';

const FILL = { width: '100%', height: '100%' } as const;

/**
 * Every tooltip stays inside its chart (`confine`): one of a chart near the window's edge would otherwise run
 * past it and be cut off. It stays in the chart's own element rather than the page's body, so it also shows
 * when the card is in full screen.
 */
function confined(tooltip: ChartOption['tooltip']): ChartOption['tooltip'] {
  if (!tooltip) return tooltip;
  return Array.isArray(tooltip)
    ? tooltip.map((item) => ({ ...item, confine: true }))
    : { ...tooltip, confine: true };
}

/**
 * The tooltip is made when the pointer first comes over the chart: building it measures the page (a forced
 * layout) for each of a dashboard's charts while the others still draw, and a touch or keyboard user may never
 * need it.
 */
function withTooltip(option: ChartOption, pointerCame: boolean): ChartOption {
  const { tooltip, ...rest } = option;
  return pointerCame && tooltip ? { ...rest, tooltip: confined(tooltip) } : rest;
}

interface EChartProps {
  option: ChartOption;
  colorScheme: 'light' | 'dark';
  /** The drawn instance while there is one, for the card's image exports. */
  chartRef: RefObject<EChartsType | null>;
}

/**
 * An ECharts instance in a box that fills its card. It is created once the chart library has arrived and the
 * box has a size, at that size (read by a ResizeObserver after layout, so drawing 40 charts forces no layout
 * of its own) and in a task of its own shared with as many other charts as fit in a short budget
 * (chart-draw-queue.ts), so a dashboard's charts leave room for input; it is then resized with the box. A
 * zero-sized box (a hidden card) draws nothing. A new option replaces the whole chart; a new theme makes a
 * new instance. The box says `data-drawn="true"` once drawn.
 * If the library does not load, the card shows its error state with a retry.
 */
export function EChart({ option, colorScheme, chartRef }: EChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const optionRef = useRef(option);
  const pointerCameRef = useRef(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useLayoutEffect(() => {
    optionRef.current = option;
    chartRef.current?.setOption(withTooltip(option, pointerCameRef.current), { notMerge: true });
  }, [option, chartRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads the library again
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    box.dataset.drawn = 'false';
    let library: ChartLibrary | null = null;
    let size: { width: number; height: number } | null = null;
    let chart: EChartsType | null = null;
    let disposed = false;
    const draw = () => {
      if (disposed || chart || !library || !size) return;
      chart = library.echarts.init(box, colorScheme === 'dark' ? 'dark' : undefined, {
        ...size,
        locale: library.ECHARTS_LOCALE,
      });
      chart.setOption(withTooltip(optionRef.current, pointerCameRef.current), { notMerge: true });
      chartRef.current = chart;
      box.dataset.drawn = 'true';
    };
    const addTooltip = () => {
      if (pointerCameRef.current) return;
      pointerCameRef.current = true;
      const { tooltip } = optionRef.current;
      if (tooltip) chart?.setOption({ tooltip: confined(tooltip) });
    };
    box.addEventListener('pointerenter', addTooltip);
    const observer = new ResizeObserver(([entry]) => {
      const { width = 0, height = 0 } = entry?.contentRect ?? {};
      // A resize redraws the whole chart: only for a size that changed.
      if (width <= 0 || height <= 0 || (width === size?.width && height === size.height)) return;
      size = { width, height };
      if (chart) chart.resize(size);
      else queueChartDraw(draw);
    });
    observer.observe(box);
    loadChartLibrary().then(
      (loaded) => {
        library = loaded;
        queueChartDraw(draw);
      },
      () => {
        if (!disposed) setFailed(true);
      },
    );
    return () => {
      disposed = true;
      box.removeEventListener('pointerenter', addTooltip);
      observer.disconnect();
      chart?.dispose();
      chartRef.current = null;
    };
  }, [colorScheme, chartRef, attempt]);

  if (failed) {
    const retry = () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    };
    return <CardStateView state="error" onRetry={retry} errorMessage="chart.errors.load" />;
  }
  return <div data-testid="card-chart" ref={boxRef} style={FILL} />;
}
