import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { loadChunk } from './lazy-chunk.ts';
import { RouteError } from './RouteError.tsx';
import { routes } from './routes.tsx';

const forbidden = () =>
  jsonResponse(
    { status: 'error', error: { code: 'FORBIDDEN', message: 'Acesso não permitido', fields: null } },
    403,
  );

describe('routes', () => {
  it('sends an unknown path to the error screen with 404', async () => {
    const { router } = renderApp(routes, ['/nada/por/aqui']);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
    expect(router.state.location.search).toBe('?errorStatus=404');
  });

  it('asks a guest whose session is gone for the access code instead of showing the dashboard', async () => {
    const { requests } = mockFetch(() => forbidden());
    const { router } = renderApp(routes, ['/acc1/uni1/dashboard?dashboard=d1&public=1']);

    expect(await screen.findByLabelText(/Código de acesso/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/acc1/uni1/token');
    // A guest view never asks who the user is.
    expect(requests.map((request) => request.url.pathname)).toEqual(['/dashboards/v1/uni1/d1']);
  }, 30_000);

  it("opens the campaign's dashboard to the public, and asks for a code once its token is refused", async () => {
    const { requests } = mockFetch(() => forbidden());
    const { router } = renderApp(routes, ['/campanha']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/demo-marca/token'));
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/dashboards/v1/demo-marca/demo-visao-geral',
    ]);
  }, 30_000);

  it('shows the error screen, naming nothing technical, when a page chunk does not load', async () => {
    const failing: RouteObject[] = [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: '/pagina',
            lazy: async () => {
              await loadChunk('pagina', () =>
                Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
              );
              return {};
            },
          },
        ],
      },
    ];
    renderApp(failing, ['/pagina']);
    expect(await screen.findByRole('heading', { name: 'Erro no servidor' })).toBeTruthy();
    expect(
      screen.getByText('Não conseguimos carregar esta página. Recarregue para tentar de novo.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });
});

describe('loading overlay', () => {
  it('covers the page while its initial data loads', async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderApp(routes, ['/acc1/uni1/login']);
    const overlay = await screen.findByRole('status');
    expect(overlay.textContent).toBe('Carregando…');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });
});
