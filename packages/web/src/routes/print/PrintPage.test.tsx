import {
  CARD_CONFIG_VERSION,
  type CardConfig,
  type Dashboard,
  NO_CARD_OVERRIDES,
  PRINT_READY_ATTRIBUTE,
  printViewPath,
} from '@mirante/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes.tsx';
import { dashboardWith } from '../../test/dashboard-fixture.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { LaidOutObserver } from '../../test/laid-out-observer.ts';
import { renderApp } from '../../test/render-app.tsx';

// 14 to 20 Nov 2025 in São Paulo (UTC-3), as a custom period.
const DAY_1 = Date.UTC(2025, 10, 14, 3);
const RANGE = { start: DAY_1, end: DAY_1 + 6 * 86_400_000 + 86_340_000 };

const card = (uid: string, id: string): CardConfig => ({
  uid,
  id,
  width: 6,
  height: 'SMALL',
  title: null,
  description: null,
  configVersion: CARD_CONFIG_VERSION,
  ...NO_CARD_OVERRIDES,
});

const dashboard: Dashboard = dashboardWith([card('c1', 'LSN_13'), card('c2', 'LSN_13')], {
  title: 'Relatório semanal',
  description: 'Escuta da marca',
});

const path = printViewPath({
  accountId: 'acc1',
  universeId: 'uni1',
  dashboardId: 'dash1',
  dateRange: RANGE,
  filter: { channels: ['instagram'], polarities: [1] },
  isStaging: false,
});

const postsOverTime = () =>
  jsonResponse({
    status: 'ok',
    grain: 'dayOfMonth',
    label: 'Publicações',
    series: [{ group: ['instagram'], metric: 'id', data: [[DAY_1, 12]] }],
    totals: null,
  });

function printRoot(container: HTMLElement): HTMLElement | null {
  return container.querySelector(`[${PRINT_READY_ATTRIBUTE}]`);
}

// The first render loads the print chunk and ECharts, which takes seconds on a busy machine.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PrintPage', { timeout: 20_000 }, () => {
  it('heads the first page with the title, the period and the filters, on paper-light colours', async () => {
    mockFetch((request) =>
      request.url.pathname === '/dashboards/v1/uni1/dash1'
        ? jsonResponse({ status: 'ok', dashboard })
        : postsOverTime(),
    );
    renderApp(routes, [path]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Relatório semanal' })).toBeTruthy();
    expect(screen.getByText('14/11/2025 – 20/11/2025')).toBeTruthy();
    expect(screen.getByText('Canais: Instagram')).toBeTruthy();
    expect(screen.getByText('Polaridades: Positivo')).toBeTruthy();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('says it is ready to print once every card has settled, failed cards included', async () => {
    let calls = 0;
    const { requests } = mockFetch((request) => {
      if (request.url.pathname === '/dashboards/v1/uni1/dash1')
        return jsonResponse({ status: 'ok', dashboard });
      calls += 1;
      return calls === 1
        ? jsonResponse({ status: 'error', error: { code: 'INTERNAL', message: 'x', fields: null } }, 500)
        : postsOverTime();
    });
    const { container } = renderApp(routes, [path]);

    await waitFor(() => expect(printRoot(container)?.getAttribute(PRINT_READY_ATTRIBUTE)).toBe('true'));
    const states = [...container.querySelectorAll('[data-card-id]')].map((node) =>
      node.getAttribute('data-state'),
    );
    expect(states).toHaveLength(2);
    expect(states.every((state) => state !== 'loading')).toBe(true);
    expect(
      requests.some(
        (request) => request.url.searchParams.get('date_range') === `${RANGE.start}:${RANGE.end}`,
      ),
    ).toBe(true);
  });

  it('is not ready to print while a chart has not been drawn', async () => {
    mockFetch((request) =>
      request.url.pathname === '/dashboards/v1/uni1/dash1'
        ? jsonResponse({ status: 'ok', dashboard })
        : postsOverTime(),
    );
    // happy-dom reports no size, so the charts wait to be laid out.
    const { container } = renderApp(routes, [path]);
    await waitFor(() => expect(container.querySelectorAll('[data-state="ready"]')).toHaveLength(2));
    expect(container.querySelectorAll('[data-drawn="false"]')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(printRoot(container)?.getAttribute(PRINT_READY_ATTRIBUTE)).toBe('false');
  });

  it('is ready to print once its charts are drawn', async () => {
    vi.stubGlobal('ResizeObserver', LaidOutObserver);
    mockFetch((request) =>
      request.url.pathname === '/dashboards/v1/uni1/dash1'
        ? jsonResponse({ status: 'ok', dashboard })
        : postsOverTime(),
    );
    const { container } = renderApp(routes, [path]);
    await waitFor(() => expect(printRoot(container)?.getAttribute(PRINT_READY_ATTRIBUTE)).toBe('true'));
    expect(container.querySelectorAll('[data-drawn="true"] canvas')).toHaveLength(2);
  });

  it("asks every card's data over the exported period and filter", async () => {
    const { requests } = mockFetch((request) =>
      request.url.pathname === '/dashboards/v1/uni1/dash1'
        ? jsonResponse({ status: 'ok', dashboard })
        : postsOverTime(),
    );
    renderApp(routes, [path]);

    // Both cards ask the same thing, so they share one request.
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/charts-service/posts')).toHaveLength(1),
    );
    for (const request of requests.filter((r) => r.url.pathname === '/charts-service/posts')) {
      expect(request.url.searchParams.get('date_range')).toBe(`${RANGE.start}:${RANGE.end}`);
      expect(JSON.parse(request.url.searchParams.get('filter') ?? 'null')).toEqual({
        channels: ['instagram'],
        polarities: [1],
      });
    }
  });

  it('refuses an address without a valid period', async () => {
    mockFetch(() => jsonResponse({ status: 'ok', dashboard }));
    renderApp(routes, ['/acc1/uni1/print/dash1?date_range=ontem&filter=%7B%7D']);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });
});
