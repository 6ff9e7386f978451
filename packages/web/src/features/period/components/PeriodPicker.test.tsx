import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInStudio, studioDashboard, studioServer } from '../../filters/studio-test-support.tsx';
import type { DashboardViewControls } from '../view-controls.ts';
import { PeriodPicker } from './PeriodPicker.tsx';

// 20 Nov 2025, 15:00 in São Paulo.
const NOW = Date.UTC(2025, 10, 20, 18);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderPicker(url = '/') {
  const dashboard = studioDashboard();
  studioServer(dashboard);
  const seen: DashboardViewControls[] = [];
  const view = renderInStudio(<PeriodPicker />, dashboard, { url, onControls: (c) => seen.push(c) });
  return { ...view, controls: () => seen.at(-1) };
}

describe('PeriodPicker', () => {
  it('applies a preset at once and writes it in the URL', () => {
    const { router, controls } = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Período: Últimos 7 dias' }));
    fireEvent.click(screen.getByRole('button', { name: 'Últimos 30 dias' }));

    expect(router.state.location.search).toBe('?period=last30Days');
    expect(screen.getByRole('button', { name: 'Período: Últimos 30 dias' })).toBeTruthy();
    // 22 Oct 2025 00:00 in São Paulo to 20 Nov 23:59.
    expect(controls()?.dateRange).toEqual({
      start: Date.UTC(2025, 9, 22, 3),
      end: Date.UTC(2025, 10, 21, 3) - 60_000,
    });
  });

  it('reopens on the period the URL names', () => {
    renderPicker('/?period=yesterday');
    expect(screen.getByRole('button', { name: 'Período: Ontem' })).toBeTruthy();
  });

  it('applies a custom range of days, with the grouping it gets', () => {
    const { router, controls } = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Período: Últimos 7 dias' }));
    fireEvent.click(screen.getByRole('button', { name: '3 novembro 2025' }));
    fireEvent.click(screen.getByRole('button', { name: '5 novembro 2025' }));
    expect(screen.getByText('Agrupamento automático: Hora')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar período' }));

    const range = { start: Date.UTC(2025, 10, 3, 3), end: Date.UTC(2025, 10, 6, 3) - 60_000 };
    expect(controls()?.period).toEqual({ preset: 'custom', range });
    expect(router.state.location.search).toBe(`?period=custom&range=${range.start}%3A${range.end}`);
    expect(screen.getByRole('button', { name: 'Período: 03/11/2025 – 05/11/2025' })).toBeTruthy();
  });

  it('asks for both dates before applying a custom range', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Período: Últimos 7 dias' }));
    fireEvent.click(screen.getByRole('button', { name: '3 novembro 2025' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar período' }));
    expect(screen.getByRole('alert').textContent).toBe('Escolha a data inicial e a data final.');
  });
});
