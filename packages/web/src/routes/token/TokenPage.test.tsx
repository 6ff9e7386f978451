import { fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guestLinkPath } from '../../features/guest-entry/guest-dashboard-path.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { TokenPage } from './TokenPage.tsx';

const routes: RouteObject[] = [
  { path: '/:accountId/:universeId/token', element: <TokenPage /> },
  { path: '/:accountId/:universeId/dashboard', element: <p>dashboard público</p> },
];

const grant = {
  status: 'ok',
  accountId: 'acc1',
  universeId: 'uni1',
  dashboardId: 'dash1',
  email: 'visitante@example.com',
  expiresAt: 1_800_000_000_000,
};

const refused = (message: string) =>
  jsonResponse({ status: 'error', error: { code: 'FORBIDDEN', message, fields: null } }, 403);

function fill(fields: { code?: string; email?: string; accept?: boolean }) {
  if (fields.code !== undefined) {
    fireEvent.change(screen.getByLabelText(/Código de acesso/), { target: { value: fields.code } });
  }
  if (fields.email !== undefined) {
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: fields.email } });
  }
  if (fields.accept) fireEvent.click(screen.getByLabelText(/Li e aceito os termos de uso/));
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('TokenPage', () => {
  it('requires the code, the e-mail and the acceptance of the terms, and sends nothing before', async () => {
    const { requests } = mockFetch(() => jsonResponse(grant));
    renderApp(routes, ['/acc1/uni1/token']);

    fill({});
    expect(await screen.findByText('Informe o código de acesso.')).toBeTruthy();
    expect(screen.getByText('O e-mail é obrigatório.')).toBeTruthy();
    expect(screen.getByText('É preciso aceitar os termos de uso e a política de privacidade.')).toBeTruthy();

    fill({ code: 'ABC123', email: 'visitante@example', accept: false });
    expect(await screen.findByText('Insira um e-mail válido.')).toBeTruthy();
    expect(screen.queryByText('Informe o código de acesso.')).toBeNull();
    expect(requests).toEqual([]);
  });

  it("says 'Código de acesso inválido' when the server refuses the code", async () => {
    mockFetch(() => refused('Código de acesso inválido'));
    const { router } = renderApp(routes, ['/acc1/uni1/token']);

    fill({ code: 'ERRADO', email: 'visitante@example.com', accept: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Código de acesso inválido');
    expect(router.state.location.pathname).toBe('/acc1/uni1/token');
  });

  it('opens the published dashboard read-only after a valid code', async () => {
    const { requests } = mockFetch(() => jsonResponse(grant));
    const { router } = renderApp(routes, ['/acc1/uni1/token']);

    fill({ code: ' ABC123 ', email: ' Visitante@Example.com ', accept: true });
    expect(await screen.findByText('dashboard público')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/acc1/uni1/dashboard');
    expect(router.state.location.search).toBe('?dashboard=dash1&public=1');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/guest/v1/uni1/access');
    expect(requests[0]?.body).toEqual({
      accessCode: 'ABC123',
      email: 'Visitante@Example.com',
      acceptedTerms: true,
    });
  });

  it('asks only for the e-mail and consent when the guest follows a token link', async () => {
    const { requests } = mockFetch(() => jsonResponse(grant));
    renderApp(routes, [guestLinkPath('acc1', 'uni1', 'tok-123')]);

    expect(await screen.findByLabelText(/E-mail/)).toBeTruthy();
    expect(screen.queryByLabelText(/Código de acesso/)).toBeNull();
    fill({ email: 'visitante@example.com', accept: true });

    expect(await screen.findByText('dashboard público')).toBeTruthy();
    expect(requests[0]?.body).toEqual({
      token: 'tok-123',
      email: 'visitante@example.com',
      acceptedTerms: true,
    });
  });

  it('says the link is no longer valid when the token is refused', async () => {
    mockFetch(() => refused('Este link de acesso não é mais válido.'));
    renderApp(routes, ['/acc1/uni1/token?token=velho']);

    fill({ email: 'visitante@example.com', accept: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Este link de acesso não é mais válido.');
  });
});
