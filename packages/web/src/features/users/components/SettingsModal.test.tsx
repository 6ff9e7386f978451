import type { Dashboard, DashboardUser, SessionUser } from '@mirante/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { renderInEditor, testDashboard } from '../../sharing/studio-test-support.tsx';
import { SettingsModal } from './SettingsModal.tsx';

const ana: SessionUser = {
  id: 'u1',
  name: 'Ana Lima',
  email: 'ana@example.com',
  username: 'ana',
  isAdmin: false,
};

const twoUsers = testDashboard({
  users: [
    { email: 'ana@example.com', admin: true },
    { email: 'bia@example.com', admin: false },
  ],
});

interface ServerOptions {
  isAdmin?: boolean;
  usersAnswer?: (request: RecordedRequest) => Response | null;
}

/** The dashboard's users routes and the account calls of the settings, as the server answers them. */
function settingsServer(initial: Dashboard, options: ServerOptions = {}) {
  let stored = initial;
  let rotatedAt: number | null = null;
  return mockFetch((request) => {
    const path = request.url.pathname;
    if (path === '/dashboards/v1/uni1/dash1/users') {
      const early = options.usersAnswer?.(request);
      if (early) return early;
      const body = request.body as { version: number; emails?: string; value?: DashboardUser[] };
      const users = body.value ?? [
        ...stored.users,
        ...(body.emails ?? '').split(',').map((email) => ({ email: email.trim(), admin: false })),
      ];
      stored = { ...stored, users, version: body.version + 1 };
      return jsonResponse({ status: 'ok', dashboard: stored });
    }
    if (path === '/upms-legacy/prod/user-roles/is-admin') {
      return jsonResponse({ status: 'ok', isAdmin: options.isAdmin ?? false, roles: [] });
    }
    if (path === '/studio-service/universe') {
      return jsonResponse({
        status: 'ok',
        message: {
          id: 'uni1',
          accountId: 'acc1',
          name: 'Marca',
          kind: 'brand',
          isStaging: false,
          apiToken: 'api',
          integrationTokenRotatedAt: rotatedAt,
          tenants: [],
        },
      });
    }
    if (path === '/universes/v1/uni1/integration-token') {
      rotatedAt = Date.UTC(2026, 10, 21, 13);
      return jsonResponse({ status: 'ok', universeId: 'uni1', integrationToken: 'secret-token-1' });
    }
    return jsonResponse({ status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } }, 404);
  });
}

function renderSettings(dashboard: Dashboard, email = 'ana@example.com') {
  return renderInEditor(
    <SettingsModal opened user={{ ...ana, email }} onClose={() => {}} />,
    dashboard,
    email,
  );
}

const usersRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.pathname === '/dashboards/v1/uni1/dash1/users');

function invite(text: string) {
  fireEvent.change(screen.getByLabelText('E-mails separados por vírgula'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Convidar' }));
}

describe('SettingsModal, users', () => {
  it("checks the invite field with the spec's messages before sending anything", async () => {
    const { requests } = settingsServer(twoUsers);
    renderSettings(twoUsers);
    await screen.findByRole('tab', { name: 'Usuários' });

    invite('  ');
    expect(await screen.findByText('Adicione algum email.')).toBeTruthy();

    invite('caio@example.com, sem-arroba');
    expect(await screen.findByText('Todos emails precisam ser validos.')).toBeTruthy();
    expect(screen.getByText('Insira um e-mail válido.')).toBeTruthy();

    invite('caio@example.com, BIA@example.com');
    expect(await screen.findByText('E-mail incorreto.')).toBeTruthy();
    expect((screen.getByLabelText('E-mails separados por vírgula') as HTMLInputElement).value).toBe(
      'caio@example.com, BIA@example.com',
    );
    expect(usersRequests(requests)).toEqual([]);
  });

  it('invites several e-mails separated by commas and lists them', async () => {
    const { requests } = settingsServer(twoUsers);
    const { editorState } = renderSettings(twoUsers);

    invite('caio@example.com, dora@example.com');
    const table = await screen.findByRole('table', { name: 'Usuários com acesso' });
    expect(await within(table).findByText('dora@example.com')).toBeTruthy();
    const [sent] = usersRequests(requests);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ version: 1, emails: 'caio@example.com, dora@example.com' });
    expect((screen.getByLabelText('E-mails separados por vírgula') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(editorState().version).toBe(2));
  });

  it('switches the admin flag and removes a user through the users save', async () => {
    const { requests } = settingsServer(twoUsers);
    const { editorState } = renderSettings(twoUsers);

    fireEvent.click(await screen.findByRole('switch', { name: 'Administrador: bia@example.com' }));
    await waitFor(() => expect(editorState().users).toBe('ana@example.com:true,bia@example.com:true'));
    expect(usersRequests(requests)[0]?.body).toEqual({
      version: 1,
      value: [
        { email: 'ana@example.com', admin: true },
        { email: 'bia@example.com', admin: true },
      ],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remover bia@example.com' }));
    await waitFor(() => expect(editorState().users).toBe('ana@example.com:true'));
    expect(usersRequests(requests)[1]).toMatchObject({
      method: 'PUT',
      body: { version: 2, value: [{ email: 'ana@example.com', admin: true }] },
    });
    expect(screen.queryByText('bia@example.com')).toBeNull();
  });

  it('keeps an admin: removing the last one is refused with the rule, the server refusal is shown too', async () => {
    const refusal = 'O dashboard precisa de um editor (um usuário com permissão de edição).';
    const { requests } = settingsServer(twoUsers, {
      usersAnswer: () =>
        jsonResponse({ status: 'error', error: { code: 'VALIDATION', message: refusal, fields: null } }, 400),
    });
    renderSettings(twoUsers);

    fireEvent.click(await screen.findByRole('switch', { name: 'Administrador: ana@example.com' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(usersRequests(requests)).toEqual([]);
    expect(
      (screen.getByRole('switch', { name: 'Administrador: ana@example.com' }) as HTMLInputElement).checked,
    ).toBe(true);

    // Another editor would be allowed by the rule; the server's own refusal still reaches the user.
    fireEvent.click(screen.getByRole('switch', { name: 'Administrador: bia@example.com' }));
    await waitFor(() => expect(usersRequests(requests)).toHaveLength(1));
    expect(await screen.findAllByText(refusal)).toHaveLength(2);
  });

  it('shows users without editing tools to someone without direct access', async () => {
    settingsServer(twoUsers);
    renderSettings(twoUsers, 'caio@example.com');
    expect(
      await screen.findByText('Somente os usuários com acesso direto ao dashboard alteram esta lista.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('E-mails separados por vírgula')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remover/ })).toBeNull();
    expect(
      (screen.getByRole('switch', { name: 'Administrador: bia@example.com' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });
});

describe('SettingsModal, from the user menu', () => {
  it("opens from 'Configurações' on the dashboard page; Escape closes it", async () => {
    mockFetch((request) => {
      if (request.url.pathname === '/upms-legacy/prod/user/me') {
        return jsonResponse({
          status: 'ok',
          user: ana,
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
        });
      }
      if (request.url.pathname === '/dashboards/v1/uni1/dash1') {
        return jsonResponse({ status: 'ok', dashboard: twoUsers });
      }
      return jsonResponse({ status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } }, 404);
    });
    renderApp(routes, ['/acc1/uni1/dashboard?dashboard=dash1']);
    const menuButton = await screen.findByRole('button', { name: 'Abrir menu do usuário' });
    fireEvent.click(menuButton);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Configurações' }));

    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    expect(within(dialog).getByRole('tab', { name: 'Usuários' })).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByLabelText('E-mails separados por vírgula'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configurações' })).toBeNull());
  });
});

describe('SettingsModal, integration', () => {
  it('is offered to account admins only', async () => {
    const { requests } = settingsServer(twoUsers, { isAdmin: false });
    renderSettings(twoUsers);
    await waitFor(() =>
      expect(
        requests.some((request) => request.url.pathname === '/upms-legacy/prod/user-roles/is-admin'),
      ).toBe(true),
    );
    expect(
      requests.find((r) => r.url.pathname.endsWith('/is-admin'))?.url.searchParams.get('accountId'),
    ).toBe('acc1');
    expect(screen.queryByRole('tab', { name: 'Token de integração' })).toBeNull();
  });

  it('rotates the token after a warning and shows the new one once, with the ingest example', async () => {
    const { requests } = settingsServer(twoUsers, { isAdmin: true });
    renderSettings(twoUsers);

    fireEvent.click(await screen.findByRole('tab', { name: 'Token de integração' }));
    expect(await screen.findByText('O token de integração ainda não foi gerado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo token' }));
    const confirm = await screen.findByRole('dialog', { name: 'Gerar novo token' });
    expect(within(confirm).getByText(/O token atual deixa de funcionar na hora/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Gerar novo token' }));

    expect(await screen.findByDisplayValue('secret-token-1')).toBeTruthy();
    expect(screen.getByText('Copie o token agora: ele não será exibido de novo.')).toBeTruthy();
    expect(screen.getByText(/Authorization: Bearer secret-token-1/)).toBeTruthy();
    expect(screen.getByText(/\/ingest\/v1\/uni1\/posts/)).toBeTruthy();
    expect(await screen.findByText(/Última troca do token: 21\/11\/2026/)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.url.pathname)).toEqual([
      '/universes/v1/uni1/integration-token',
    ]);
  });
});
