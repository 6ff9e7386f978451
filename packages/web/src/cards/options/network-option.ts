import { type CardData, formatValue } from '@mirante/core';
import { baseOption, type ChartOption, type ChartOptionContext, escapeHtml } from './chart-option.ts';
import { type ForceSettings, forceLayout } from './force-layout.ts';

const MIN_NODE = 10;
const MAX_NODE = 48;
const FORCE: ForceSettings = { repulsion: 160, edgeLength: [40, 140], gravity: 0.08 };

interface GraphParams {
  dataType?: 'node' | 'edge';
  name?: string;
  value?: unknown;
  data?: { source?: string; target?: string };
}

/**
 * The term graph: terms as nodes sized by their occurrences, linked by the posts they share; laid out by forces
 * before drawing (ECharts' own force layout would redraw the graph at every one of its ~500 steps, on a timer,
 * while the rest of the dashboard draws), draggable, with zoom and pan (roam).
 */
export function buildNetworkOption(data: CardData, context: ChartOptionContext): ChartOption | null {
  if (data.kind !== 'graph') return null;
  const { nodes, edges } = data.graph;
  const largest = Math.max(1, ...nodes.map((node) => node.count));
  const heaviest = Math.max(1, ...edges.map((edge) => edge.weight));
  const positions = forceLayout(
    nodes.map((node) => node.term),
    edges,
    FORCE,
  );
  return {
    ...baseOption(context, false),
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = params as GraphParams;
        const value = formatValue(typeof item.value === 'number' ? item.value : 0, 'count');
        if (item.dataType === 'edge') {
          const pair = `${escapeHtml(item.data?.source ?? '')} — ${escapeHtml(item.data?.target ?? '')}`;
          return `${pair}: <strong>${value}</strong>`;
        }
        return `${escapeHtml(item.name ?? '')}: <strong>${value}</strong>`;
      },
    },
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam: true,
        draggable: true,
        top: 32,
        label: { show: true, position: 'right', fontSize: 11 },
        lineStyle: { color: 'source', curveness: 0.1 },
        emphasis: { focus: 'adjacency' },
        data: nodes.map((node) => ({
          id: node.term,
          name: node.term,
          value: node.count,
          ...positions.get(node.term),
          symbolSize: MIN_NODE + (MAX_NODE - MIN_NODE) * Math.sqrt(node.count / largest),
        })),
        links: edges.map((edge) => ({
          source: edge.source,
          target: edge.target,
          value: edge.weight,
          lineStyle: { width: 1 + 4 * (edge.weight / heaviest), opacity: 0.5 },
        })),
      },
    ],
  };
}
