import type { Dashboard, MeResponse } from '@mirante/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prefetchDashboard, prefetchedCardRequests } from '../../app/dashboard-prefetch.ts';
import { createQueryClient } from '../../app/query-client.ts';
import { routes } from '../../app/routes.tsx';
import { dashboardWith } from '../../test/dashboard-fixture.ts';
import { FakeEventSource } from '../../test/event-source.ts';
import { jsonResponse, mockFetch, type RecordedRequest, unauthenticated } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const me: MeResponse = {
  status: 'ok',
  user: { id: 'u1', name: 'Ana Lima', email: 'ana@example.com', username: 'ana', isAdmin: false },
  universes: [
    {
      accountId: 'acc1',
      accountName: 'Conta',
      universeId: 'uni1',
      name: 'Marca',
      kind: 'brand',
      isStaging: false,
    },
  ],
};

const dashboard: Dashboard = dashboardWith(
  [
    {
      uid: 'c1',
      id: 'LSN_13',
      width: 6,
      height: 'SMALL',
      title: null,
      description: null,
      configVersion: 2,
      shareable: null,
      subDataType: null,
      selectedFilters: null,
      control: null,
      desk: null,
      audience: null,
      annotation: null,
      text: null,
    },
  ],
  { isDarkTheme: false },
);

const summary = { id: 'dash1', title: 'Visão geral', description: '', isPublished: false };

function server(overrides: Partial<Record<string, (request: RecordedRequest) => Response>> = {}) {
  return mockFetch((request) => {
    const handler = overrides[request.url.pathname];
    if (handler) return handler(request);
    switch (request.url.pathname) {
      case '/upms-legacy/prod/user/me':
        return jsonResponse(me);
      case '/dashboards/v1/uni1':
        return jsonResponse({ status: 'ok', dashboards: [summary] });
      case '/dashboards/v1/uni1/dash1':
        return jsonResponse({ status: 'ok', dashboard });
      case '/charts-service/posts':
        return jsonResponse({
          status: 'ok',
          grain: 'dayOfMonth',
          label: 'Publicações',
          series: [{ group: ['instagram'], metric: 'id', data: [[Date.UTC(2025, 10, 14, 3), 12]] }],
        });
      default:
        return jsonResponse(
          { status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } },
          404,
        );
    }
  });
}

describe('DashboardPage', () => {
  it("shows the universe's first dashboard with its cards, in the dashboard's theme", async () => {
    server();
    const { container } = renderApp(routes, ['/acc1/uni1/dashboard']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Visão geral' })).toBeTruthy();
    expect(screen.getByText('Últimos 7 dias')).toBeTruthy();
    await waitFor(() =>
      expect(container.querySelector('[data-card-id="LSN_13"]')?.getAttribute('data-state')).toBe('ready'),
    );
    // The chart's table for screen readers comes once the page is idle.
    expect(await screen.findByRole('table', { name: 'Publicações ao longo do tempo' })).toBeTruthy();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it.each(['/acc1/uni1/dashboard?dashboard=dash1', '/acc1/uni1/dashboard'])(
    'opens on the requests the app sent before its page loaded (%s), asking nothing twice',
    async (path) => {
      const { requests } = server();
      // The app's cache: answers stay fresh long enough for the page to take them.
      const queryClient = createQueryClient();
      prefetchDashboard(queryClient, new URL(path, 'http://localhost'));
      await waitFor(() =>
        expect(requests.some((request) => request.url.pathname === '/charts-service/posts')).toBe(true),
      );
      const { container } = renderApp(routes, [path], queryClient);

      await waitFor(() =>
        expect(container.querySelector('[data-card-id="LSN_13"]')?.getAttribute('data-state')).toBe('ready'),
      );
      const asked = requests.map((request) => `${request.url.pathname}${request.url.search}`);
      expect(asked.length).toBeGreaterThan(2);
      expect(new Set(asked).size).toBe(asked.length);
    },
  );

  it('renders the dashboard route only once the prefetched card requests have left', async () => {
    const { requests } = server();
    prefetchDashboard(createQueryClient(), new URL('/acc1/uni1/dashboard', 'http://localhost'));
    await prefetchedCardRequests();
    expect(requests.some((request) => request.url.pathname === '/charts-service/posts')).toBe(true);
  });

  it('opens the dashboard named in the URL without listing them', async () => {
    const { requests } = server();
    renderApp(routes, ['/acc1/uni1/dashboard?dashboard=dash1']);

    await screen.findByRole('heading', { level: 1, name: 'Visão geral' });
    expect(requests.some((request) => request.url.pathname === '/dashboards/v1/uni1')).toBe(false);
  });

  it("sends visitors without a session to the universe's login", async () => {
    server({ '/upms-legacy/prod/user/me': unauthenticated });
    const { router } = renderApp(routes, ['/acc1/uni1/dashboard']);

    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/acc1/uni1/login');
  });

  it('says the account and universe are unknown when the user has no access to them', async () => {
    server();
    renderApp(routes, ['/acc1/other/dashboard']);
    expect(await screen.findByRole('heading', { name: 'Conta e Pesquisa não encontradas' })).toBeTruthy();
  });

  it('opens the onboarding when the universe has no dashboard yet', async () => {
    server({ '/dashboards/v1/uni1': () => jsonResponse({ status: 'ok', dashboards: [] }) });
    const { router } = renderApp(routes, ['/acc1/uni1/dashboard']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/acc1/uni1/onboarding'));
    expect(await screen.findByLabelText('Departamento')).toBeTruthy();
  });

  it('signs out from the user menu', async () => {
    localStorage.setItem('mirante.session2', 'second-id');
    let signedIn = true;
    const { requests } = server({
      '/auth/prod/session/logout': () => {
        signedIn = false;
        return jsonResponse({ status: 'ok', message: 'logged out' });
      },
      '/upms-legacy/prod/user/me': () => (signedIn ? jsonResponse(me) : unauthenticated()),
    });
    const { router } = renderApp(routes, ['/acc1/uni1/dashboard']);

    fireEvent.click(await screen.findByRole('button', { name: 'Abrir menu do usuário' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/acc1/uni1/login');
    const logout = requests.find((request) => request.url.pathname === '/auth/prod/session/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('x-session-id2')).toBe('second-id');
    expect(localStorage.getItem('mirante.session2')).toBeNull();
  });

  it("shows another user's save at once, when its version is newer than the one on screen", async () => {
    let stored = dashboard;
    server({ '/dashboards/v1/uni1/dash1': () => jsonResponse({ status: 'ok', dashboard: stored }) });
    renderApp(routes, ['/acc1/uni1/dashboard']);
    await screen.findByRole('heading', { level: 1, name: 'Visão geral' });

    stored = { ...dashboard, title: 'Título novo', version: 2 };
    const stream = FakeEventSource.opened.at(-1);
    expect(stream?.url).toBe('/realtime/v1/uni1/dashboards/dash1');
    act(() =>
      stream?.emit('dashboard.changed', {
        universeId: 'uni1',
        dashboardId: 'dash1',
        change: 'saved',
        version: 2,
        savedBy: { name: 'Bia', email: 'bia@example.com' },
        savedAt: 1_700_000_000_000,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Título novo' })).toBeTruthy();
  });

  it("goes to the universe's login when the session behind the open page ends", async () => {
    let signedIn = true;
    server({ '/upms-legacy/prod/user/me': () => (signedIn ? jsonResponse(me) : unauthenticated()) });
    const { router } = renderApp(routes, ['/acc1/uni1/dashboard']);
    await screen.findByRole('heading', { level: 1, name: 'Visão geral' });

    signedIn = false;
    const stream = FakeEventSource.opened.at(-1);
    act(() => stream?.emit('session.ended', {}));
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/acc1/uni1/login');
    expect(stream?.closed).toBe(true);
  });
});
