import { newCardConfig } from '@mirante/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_CARD_CONTEXT } from '../../../test/dashboard-fixture.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DashboardCard } from '../../dashboard-grid/components/DashboardCard.tsx';
import { FIXTURE_COMPONENT } from '../custom-component-fixture.ts';

const placed = newCardConfig(
  { id: 'CUSTOM_c1', width: 6, height: 'MID' },
  { title: 'Canais da marca', description: null },
);

function renderCustomCard(components: unknown[]) {
  const server = mockFetch((request) => {
    if (request.url.pathname === '/cards/v1/uni1/custom') return jsonResponse({ status: 'ok', components });
    if (request.url.pathname === '/charts-service/posts') {
      return jsonResponse({
        status: 'ok',
        grain: null,
        label: 'Publicações',
        series: [
          { group: ['instagram'], metric: 'id', data: [[0, 120]] },
          { group: ['twitter'], metric: 'id', data: [[0, 80]] },
        ],
        totals: null,
      });
    }
    return jsonResponse({ status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } }, 404);
  });
  const view = renderApp(
    [{ path: '/', element: <DashboardCard config={placed} context={TEST_CARD_CONTEXT} /> }],
    ['/'],
  );
  return { ...server, view };
}

describe('a custom component on the dashboard', () => {
  it("is drawn from the universe's component: its template goes to the charts service", async () => {
    const { requests, view } = renderCustomCard([FIXTURE_COMPONENT]);
    const frame = () => view.container.querySelector<HTMLElement>('[data-card-id="CUSTOM_c1"]');
    await waitFor(() => expect(frame()?.dataset.state).toBe('ready'));
    expect(screen.getByRole('heading', { level: 2, name: 'Canais da marca' })).toBeTruthy();
    const chart = requests.find((request) => request.url.pathname === '/charts-service/posts');
    expect(chart?.body).toEqual(FIXTURE_COMPONENT.chartTemplate);
  });

  it('shows as a failed card when the universe no longer has the component', async () => {
    const { view } = renderCustomCard([]);
    await waitFor(() =>
      expect(view.container.querySelector('[data-card-id="CUSTOM_c1"]')?.getAttribute('data-state')).toBe(
        'error',
      ),
    );
  });
});
