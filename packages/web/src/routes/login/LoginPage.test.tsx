import type { MeResponse } from '@mirante/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, unauthenticated } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { LoginPage } from './LoginPage.tsx';

const routes: RouteObject[] = [
  { path: '/:accountId/:universeId/login', element: <LoginPage /> },
  { path: '/:accountId/:universeId/dashboard', element: <p>painel aberto</p> },
];

const user = { id: 'u1', name: 'Ana Lima', email: 'ana@example.com', username: 'ana', isAdmin: false };
const brand = {
  accountId: 'acc1',
  accountName: 'Conta',
  universeId: 'uni1',
  name: 'Marca Demo',
  kind: 'brand',
  isStaging: false,
} as const;
const staging = { ...brand, universeId: 'uni2', name: 'Marca Teste', isStaging: true };
const me = (universes: MeResponse['universes']): MeResponse => ({ status: 'ok', user, universes });

const sessionHeaders = { 'x-session-id': 'first-id', 'x-session-id2': 'second-id' };

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    const { requests } = mockFetch(() => unauthenticated());
    renderApp(routes, ['/acc1/uni1/login']);

    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail não pode ser vazio')).toBeTruthy();
    expect(screen.getByText('Senha não pode ser vazia')).toBeTruthy();

    fillAndSubmit('ana.example.com', 'segredo');
    expect(await screen.findByText('E-mail não válido')).toBeTruthy();
    expect(screen.queryByText('Senha não pode ser vazia')).toBeNull();

    expect(requests.map((request) => request.url.pathname)).toEqual(['/upms-legacy/prod/user/me']);
  });

  it('signs in, keeps the second session id and opens the only universe', async () => {
    let signedIn = false;
    const { requests } = mockFetch(({ url }) => {
      if (url.pathname === '/auth/prod/session/login') {
        signedIn = true;
        return jsonResponse({ status: 'ok', user }, 200, sessionHeaders);
      }
      return signedIn ? jsonResponse(me([brand])) : unauthenticated();
    });
    const { router } = renderApp(routes, ['/acc1/uni1/login']);

    await screen.findByLabelText('E-mail');
    fillAndSubmit(' ana@example.com ', 'segredo');

    expect(await screen.findByText('painel aberto')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/acc1/uni1/dashboard');
    expect(localStorage.getItem('mirante.session2')).toBe('second-id');
    const login = requests.find((request) => request.url.pathname === '/auth/prod/session/login');
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ username: 'ana@example.com', password: 'segredo' });
    const meAfterLogin = requests.at(-1);
    expect(meAfterLogin?.headers.get('x-session-id2')).toBe('second-id');
  });

  it("shows the server's message when the password is wrong", async () => {
    mockFetch(({ url }) =>
      url.pathname === '/auth/prod/session/login'
        ? jsonResponse(
            { status: 'error', error: { code: 'WRONG_PASSWORD', message: 'Senha inválida', fields: null } },
            401,
          )
        : unauthenticated(),
    );
    renderApp(routes, ['/acc1/uni1/login']);

    await screen.findByLabelText('E-mail');
    fillAndSubmit('ana@example.com', 'errada');
    expect((await screen.findByRole('alert')).textContent).toBe('Senha inválida');
    expect(localStorage.getItem('mirante.session2')).toBeNull();
  });

  it("says 'No Token Received' when a session header is missing", async () => {
    mockFetch(({ url }) =>
      url.pathname === '/auth/prod/session/login'
        ? jsonResponse({ status: 'ok', user }, 200, { 'x-session-id': 'first-id' })
        : unauthenticated(),
    );
    renderApp(routes, ['/acc1/uni1/login']);

    await screen.findByLabelText('E-mail');
    fillAndSubmit('ana@example.com', 'segredo');
    expect((await screen.findByRole('alert')).textContent).toBe('No Token Received');
  });

  it("says 'Usuário não encontrado' for an unknown user, and passes on the limit after too many tries", async () => {
    let attempts = 0;
    mockFetch(({ url }) => {
      if (url.pathname !== '/auth/prod/session/login') return unauthenticated();
      attempts += 1;
      return attempts === 1
        ? jsonResponse(
            {
              status: 'error',
              error: { code: 'USER_NOT_FOUND', message: 'Usuário não encontrado', fields: null },
            },
            401,
          )
        : jsonResponse(
            {
              status: 'error',
              error: { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde.', fields: null },
            },
            429,
          );
    });
    renderApp(routes, ['/acc1/uni1/login']);

    await screen.findByLabelText('E-mail');
    fillAndSubmit('ninguem@example.com', 'segredo');
    expect((await screen.findByRole('alert')).textContent).toBe('Usuário não encontrado');
    fillAndSubmit('ninguem@example.com', 'segredo');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Muitas tentativas. Aguarde.'));
  });

  it('shows the generic message when the server cannot be reached', async () => {
    mockFetch(({ url }) => {
      if (url.pathname === '/auth/prod/session/login') throw new TypeError('Failed to fetch');
      return unauthenticated();
    });
    renderApp(routes, ['/acc1/uni1/login']);

    await screen.findByLabelText('E-mail');
    fillAndSubmit('ana@example.com', 'segredo');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ops, não conseguimos fazer o login, tente novamente mais tarde.',
    );
  });

  it('lets a signed-in user pick one of several organisations', async () => {
    mockFetch(() => jsonResponse(me([brand, staging])));
    const { router } = renderApp(routes, ['/acc1/uni1/login']);

    expect(await screen.findByRole('heading', { name: 'Selecione uma organização:' })).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.getByRole('button', { name: 'Marca Demo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marca Teste Homologação' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Marca Teste Homologação' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acc1/uni2/dashboard'));
  });
});
