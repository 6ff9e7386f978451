import { type Dashboard, type MeResponse, ONBOARDING_TEMPLATE_CARDS } from '@mirante/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dashboardWith } from '../../test/dashboard-fixture.ts';
import { jsonResponse, mockFetch, unauthenticated } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { OnboardingPage } from './OnboardingPage.tsx';

const routes: RouteObject[] = [
  { path: '/:accountId/:universeId/onboarding', element: <OnboardingPage /> },
  { path: '/:accountId/:universeId/dashboard', element: <p>painel aberto</p> },
  { path: '/:accountId/:universeId/login', element: <p>login</p> },
];

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

const created: Dashboard = dashboardWith([], { id: 'new1', title: 'Meu atendimento' });

function server() {
  return mockFetch(({ url, body }) => {
    switch (url.pathname) {
      case '/upms-legacy/prod/user/me':
        return jsonResponse(me);
      case '/dashboards/v1/uni1':
        return jsonResponse({ status: 'ok', dashboard: created }, 201);
      case '/dashboards/v1/uni1/new1/onboarding':
        return jsonResponse({ status: 'ok', onboarding: body });
      case '/dashboards/v1/uni1/new1/onboarding-status':
        return jsonResponse({
          status: 'ok',
          dashboard: { ...created, onboardingStatus: 'done', version: 2 },
        });
      default:
        return unauthenticated();
    }
  });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));

describe('OnboardingPage', () => {
  it('keeps the user on the use-case step until at least one use case is chosen', async () => {
    server();
    renderApp(routes, ['/acc1/uni1/onboarding']);

    await screen.findByLabelText('Departamento');
    next();
    next();
    expect(
      await screen.findByText('Você precisa escolher, pelo menos, um caso de uso para seguir no onboarding.'),
    ).toBeTruthy();
    expect(screen.queryByText('Escolha um modelo de dashboard')).toBeNull();

    fireEvent.click(screen.getByLabelText('Gestão de crise'));
    next();
    expect(await screen.findByText('Escolha um modelo de dashboard')).toBeTruthy();
  });

  it('walks every step, creates the dashboard from the template and opens it', async () => {
    const { requests } = server();
    const { router } = renderApp(routes, ['/acc1/uni1/onboarding']);

    fireEvent.change(await screen.findByLabelText('Departamento'), { target: { value: 'marketing' } });
    fireEvent.change(screen.getByLabelText('Cargo'), { target: { value: 'manager' } });
    next();
    fireEvent.click(await screen.findByLabelText('Atendimento ao cliente'));
    next();
    fireEvent.click(await screen.findByRole('radio', { name: /Atendimento ao Cliente/ }));
    next();
    next();
    expect(await screen.findByText('O título é obrigatório')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Título do dashboard'), { target: { value: 'Meu atendimento' } });
    next();

    expect(await screen.findByText('Confira suas escolhas e crie o dashboard.')).toBeTruthy();
    expect(screen.getByText('Gerente')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Criar dashboard' }));

    expect(await screen.findByText('painel aberto')).toBeTruthy();
    expect(router.state.location.search).toBe('?dashboard=new1');
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
      [
        'POST',
        '/dashboards/v1/uni1',
        { title: 'Meu atendimento', description: '', cardIds: ONBOARDING_TEMPLATE_CARDS.customerService },
      ],
      [
        'PUT',
        '/dashboards/v1/uni1/new1/onboarding',
        {
          step: 'selection',
          department: 'marketing',
          job: 'manager',
          useCases: ['customerService'],
          template: 'customerService',
          completed: true,
        },
      ],
      ['PUT', '/dashboards/v1/uni1/new1/onboarding-status', { version: 1, value: 'done' }],
    ]);
  });

  it('sends a signed-out visitor to the login', async () => {
    mockFetch(() => unauthenticated());
    const { router } = renderApp(routes, ['/acc1/uni1/onboarding']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/acc1/uni1/login'));
  });
});
