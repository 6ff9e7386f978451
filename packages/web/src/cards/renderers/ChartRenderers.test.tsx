import type { ComponentType as CardComponentType } from '@mirante/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaidOutObserver } from '../../test/laid-out-observer.ts';
import { ChartExportContext, type ChartExportHandle } from '../chart-export.ts';
import { FIXTURE_DATA } from '../fixtures/card-fixtures.ts';
import { loadChartLibrary } from '../load-chart-library.ts';
import { rendererRegistry } from '../renderer-registry.ts';
import { renderCardRenderer } from './render-card-renderer.tsx';

/** The component types drawn with ECharts, each with fixture data of the shape it draws. */
const CHART_TYPES: CardComponentType[] = [
  'donut',
  'network',
  'line',
  'stackedArea',
  'stackedLine',
  'barHorizontal',
  'barVertical',
  'barHorizontalStacked',
  'barVerticalStacked',
  'gauge',
  'bubble',
  'dualAxis',
  'funnel',
];

describe('chart renderers', () => {
  // Laid out as in a browser, so the charts draw.
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', LaidOutObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(CHART_TYPES)(
    '%s draws its chart with a table of its data, and offers it for export',
    async (type) => {
      const Renderer = rendererRegistry[type];
      if (!Renderer) throw new Error(`no renderer for ${type}`);
      const handles: ChartExportHandle[] = [];
      const registry = {
        register: (handle: ChartExportHandle) => {
          handles.push(handle);
          return () => undefined;
        },
      };
      const { container } = renderCardRenderer(
        (props) => (
          <ChartExportContext value={registry}>
            <Renderer {...props} />
          </ChartExportContext>
        ),
        { type, data: FIXTURE_DATA[type], title: 'Card de teste' },
      );

      await waitFor(() => expect(screen.getByTestId('card-chart').querySelector('canvas')).toBeTruthy());
      expect(screen.getByTestId('card-chart').dataset.drawn).toBe('true');
      const table = await screen.findByRole('table', { name: 'Card de teste' });
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
      expect(handles).toHaveLength(1);
      expect(handles[0]?.svgText()).toMatch(/^<svg/);
      expect(container.textContent).not.toContain('Não há dados para exibir.');
    },
  );

  it('makes the tooltip when the pointer first comes over the chart', async () => {
    const Renderer = rendererRegistry.line;
    if (!Renderer) throw new Error('no line renderer');
    renderCardRenderer(Renderer, { type: 'line', data: FIXTURE_DATA.line, title: 'Card de teste' });
    const box = screen.getByTestId('card-chart');
    await waitFor(() => expect(box.dataset.drawn).toBe('true'));
    const { echarts } = await loadChartLibrary();
    const tooltips = () => echarts.getInstanceByDom(box)?.getOption().tooltip ?? [];
    expect(tooltips()).toEqual([]);
    fireEvent.pointerEnter(box);
    expect(tooltips()).toEqual([expect.objectContaining({ trigger: 'axis' })]);
  });

  it.each(CHART_TYPES)('%s shows the empty state for data of a shape it does not draw', (type) => {
    const Renderer = rendererRegistry[type];
    if (!Renderer) throw new Error(`no renderer for ${type}`);
    renderCardRenderer(Renderer, { type, data: { kind: 'posts', posts: [] } });
    expect(screen.getByText('Não há dados para exibir.')).toBeTruthy();
    expect(screen.queryByTestId('card-chart')).toBeNull();
  });
});
