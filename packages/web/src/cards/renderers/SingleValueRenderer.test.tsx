import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCardRenderer } from './render-card-renderer.tsx';
import { SingleValueRenderer } from './SingleValueRenderer.tsx';

const value = (current: number | null, previous: number | null, format: 'count' | 'percent' | 'duration') =>
  ({ kind: 'value', value: current, previous, min: null, max: null, format }) as const;

describe('SingleValueRenderer', () => {
  it('shows the number in pt-BR and its rise against the previous period', () => {
    renderCardRenderer(SingleValueRenderer, { type: 'singleValue', data: value(18_240, 16_000, 'count') });
    expect(screen.getByText('18.240')).toBeTruthy();
    const variation = screen.getByText(/\+14%/);
    expect(variation.textContent).toContain('Aumento');
    expect(variation.textContent).toContain('▲');
    expect(variation.textContent).toContain('em relação ao período anterior');
  });

  it('shows a fall with a down arrow, and percentages change in points', () => {
    renderCardRenderer(SingleValueRenderer, { type: 'singleValue', data: value(42.5, 45, 'percent') });
    expect(screen.getByText('42,5%')).toBeTruthy();
    const variation = screen.getByText(/-2,5 p\.p\./);
    expect(variation.textContent).toContain('Queda');
    expect(variation.textContent).toContain('▼');
  });

  it('changes a signed index (NPS from -100 to 100) in points, not in percent of a negative number', () => {
    const nps = {
      kind: 'value',
      value: -14.84,
      previous: 3,
      min: -100,
      max: 100,
      format: 'decimal',
    } as const;
    renderCardRenderer(SingleValueRenderer, { type: 'singleValue', data: nps });
    const variation = screen.getByText(/-17,8 p\.p\./);
    expect(variation.textContent).toContain('Queda');
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it("shows an owned+earned card's parts under the whole", () => {
    const parts = [
      { key: 'publications', name: 'Próprias', value: 120, color: null, channel: null },
      { key: 'earned', name: 'Espontâneas', value: 3_400, color: null, channel: null },
    ];
    renderCardRenderer(SingleValueRenderer, {
      type: 'singleValue',
      data: { ...value(3_520, null, 'count'), parts },
    });
    expect(screen.getByText('3.520')).toBeTruthy();
    expect(screen.getByTestId('value-parts').textContent).toBe('Próprias: 120 · Espontâneas: 3.400');
  });

  it('says when there is nothing to compare with', () => {
    renderCardRenderer(SingleValueRenderer, { type: 'singleValue', data: value(12, 0, 'count') });
    expect(screen.getByText('Sem dados do período anterior para comparar.')).toBeTruthy();
  });

  it('writes desk timings as durations and shows no variation without a previous period', () => {
    renderCardRenderer(SingleValueRenderer, { type: 'singleValue', data: value(3_900, null, 'duration') });
    expect(screen.getByText('1h 05min')).toBeTruthy();
    expect(screen.queryByText(/período anterior/)).toBeNull();
  });

  it('shows the empty state without a value', () => {
    renderCardRenderer(SingleValueRenderer, { type: 'singleValue', data: value(null, null, 'count') });
    expect(screen.getByText('Não há dados para exibir.')).toBeTruthy();
  });
});
