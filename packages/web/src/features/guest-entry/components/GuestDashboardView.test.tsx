import { CARD_ID_PARAM, DASHBOARD_TOKEN_COOKIE, type Dashboard, newCardConfig } from '@mirante/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '../../../api/cookies.ts';
import { routes } from '../../../app/routes.tsx';
import { FakeEventSource } from '../../../test/event-source.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FIXTURE_COMPONENT } from '../../card-library/custom-component-fixture.ts';

const dashboard: Dashboard = {
  id: 'dash1',
  universeId: 'uni1',
  title: 'Painel publicado',
  description: '',
  language: 'pt-BR',
  color: '#12b886',
  logo: null,
  isDarkTheme: false,
  cards: [],
  pages: [],
  globalFilter: {},
  changeControl: 0,
  contracts: [],
  users: [],
  userEmails: [],
  onboardingStatus: null,
  isPublished: true,
  publishedAt: '1763700000000',
  publishedToken: '',
  publishedBy: '',
  hiddenComponents: [],
  version: 3,
};

describe('GuestDashboardView', () => {
  it("shows a guest the published dashboard read-only, in the dashboard's theme, without asking who they are", async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok', dashboard }));
    renderApp(routes, ['/acc1/uni1/dashboard?dashboard=dash1&public=1']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Painel publicado' })).toBeTruthy();
    expect(screen.getByText('Somente leitura')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abrir menu do usuário' })).toBeNull();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(requests.map((request) => request.url.pathname)).toEqual(['/dashboards/v1/uni1/dash1']);
  }, 30_000);

  it("draws a custom component of the guest's dashboard with its data, naming its card", async () => {
    const card = newCardConfig(
      { id: `CUSTOM_${FIXTURE_COMPONENT.id}`, width: 6, height: 'MID' },
      { title: 'Canais da marca', description: null },
    );
    const { requests } = mockFetch((request) => {
      if (request.url.pathname === '/cards/v1/uni1/custom')
        return jsonResponse({ status: 'ok', components: [FIXTURE_COMPONENT] });
      if (request.url.pathname === '/charts-service/posts')
        return jsonResponse({
          status: 'ok',
          grain: null,
          label: 'Publicações',
          series: [{ group: ['instagram'], metric: 'id', data: [[0, 120]] }],
          totals: null,
        });
      return jsonResponse({ status: 'ok', dashboard: { ...dashboard, cards: [card] } });
    });
    const { container } = renderApp(routes, ['/acc1/uni1/dashboard?dashboard=dash1&public=1']);

    const frame = () => container.querySelector<HTMLElement>(`[data-card-id="${card.id}"]`);
    await waitFor(() => expect(frame()?.dataset.state).toBe('ready'));
    expect(screen.getByRole('heading', { level: 2, name: 'Canais da marca' })).toBeTruthy();
    const chart = requests.find((request) => request.url.pathname === '/charts-service/posts');
    expect(chart?.url.searchParams.get(CARD_ID_PARAM)).toBe(card.uid);
    expect(chart?.body).toEqual(FIXTURE_COMPONENT.chartTemplate);
  }, 30_000);

  it('says the dashboard is not found when a public link names none', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok', dashboard }));
    renderApp(routes, ['/acc1/uni1/dashboard?public=1']);

    expect(await screen.findByRole('heading', { name: 'Dashboard não encontrado' })).toBeTruthy();
    expect(requests).toEqual([]);
  }, 30_000);

  it('asks for the access code again when the guest access behind the open page ends', async () => {
    writeCookie(DASHBOARD_TOKEN_COOKIE, 't1', { maxAgeSeconds: 3600 });
    mockFetch(() => jsonResponse({ status: 'ok', dashboard }));
    const { router } = renderApp(routes, ['/acc1/uni1/dashboard?dashboard=dash1&public=1']);
    await screen.findByRole('heading', { level: 1, name: 'Painel publicado' });

    const stream = FakeEventSource.opened.at(-1);
    expect(stream?.url).toBe('/realtime/v1/uni1/dashboards/dash1');
    act(() => stream?.emit('session.ended', {}));
    expect(await screen.findByLabelText(/Código de acesso/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/acc1/uni1/token');
    expect(readCookie(DASHBOARD_TOKEN_COOKIE)).toBeNull();
  }, 30_000);
});
