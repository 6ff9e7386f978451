import { describe, expect, it } from 'vitest';
import { forceLayout } from './force-layout.ts';

const SETTINGS = { repulsion: 160, edgeLength: [40, 140], gravity: 0.08 } as const;
const distance = (a?: { x: number; y: number }, b?: { x: number; y: number }) =>
  a && b ? Math.hypot(a.x - b.x, a.y - b.y) : Number.NaN;

describe('forceLayout', () => {
  const ids = ['entrega', 'atraso', 'preço', 'loja', 'app'];
  const edges = [
    { source: 'entrega', target: 'atraso', weight: 30 },
    { source: 'entrega', target: 'preço', weight: 2 },
    { source: 'loja', target: 'app', weight: 2 },
    { source: 'app', target: 'sumiu', weight: 50 },
  ];

  it('places every node, the same way on every call', () => {
    const first = forceLayout(ids, edges, SETTINGS);
    expect([...first.keys()]).toEqual(ids);
    for (const point of first.values()) {
      expect(Number.isFinite(point.x) && Number.isFinite(point.y)).toBe(true);
    }
    expect(forceLayout(ids, edges, SETTINGS)).toEqual(first);
  });

  it('keeps strongly linked terms closer than weakly linked ones, and no two nodes on one spot', () => {
    const at = forceLayout(ids, edges, SETTINGS);
    expect(distance(at.get('entrega'), at.get('atraso'))).toBeLessThan(
      distance(at.get('entrega'), at.get('preço')),
    );
    for (const [i, a] of ids.entries()) {
      for (const b of ids.slice(i + 1)) expect(distance(at.get(a), at.get(b))).toBeGreaterThan(10);
    }
  });

  it('lays out a graph without edges or without nodes', () => {
    expect(forceLayout(['só'], [], SETTINGS).get('só')).toEqual({
      x: expect.any(Number),
      y: expect.any(Number),
    });
    expect(forceLayout([], [], SETTINGS).size).toBe(0);
  });
});
