import type { Dashboard } from '@mirante/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { renderInEditor, testDashboard } from '../../sharing/studio-test-support.tsx';
import { DashboardListMenu } from './DashboardListMenu.tsx';

/** The universe's dashboards routes over a small list. */
function listServer() {
  let list = [
    { id: 'dash1', title: 'Visão geral', description: '', isPublished: false },
    { id: 'dash2', title: 'SAC semanal', description: '', isPublished: true },
  ];
  return mockFetch((request) => {
    const path = request.url.pathname;
    if (path === '/dashboards/v1/uni1' && request.method === 'GET') {
      return jsonResponse({ status: 'ok', dashboards: list });
    }
    if (path === '/dashboards/v1/uni1' && request.method === 'POST') {
      const { title } = request.body as { title: string };
      const created = testDashboard({ id: 'dash3', title });
      list = [...list, { id: 'dash3', title, description: '', isPublished: false }];
      return jsonResponse({ status: 'ok', dashboard: created }, 201);
    }
    if (path === '/dashboards/v1/uni1/dash1' && request.method === 'DELETE') {
      list = list.filter((entry) => entry.id !== 'dash1');
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } }, 404);
  });
}

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Trocar de dashboard' }));
  return screen.findByRole('menu');
}

const mutations = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method !== 'GET').map((r) => `${r.method} ${r.url.pathname}`);

function renderMenu(dashboard: Dashboard = testDashboard(), email = 'ana@example.com') {
  return renderInEditor(<DashboardListMenu />, dashboard, email);
}

describe('DashboardListMenu', () => {
  it("lists the universe's dashboards and opens the one chosen", async () => {
    listServer();
    const { editorState } = renderMenu();
    const menu = await openMenu();

    const current = await within(menu).findByRole('menuitem', { name: 'Visão geral' });
    expect(current.getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /SAC semanal/ }));
    await waitFor(() => expect(editorState().search).toBe('?dashboard=dash2'));
  });

  it('creates a dashboard only with a title, then opens it', async () => {
    const { requests } = listServer();
    const { editorState } = renderMenu();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Novo dashboard' }));

    const dialog = await screen.findByRole('dialog', { name: 'Novo dashboard' });
    fireEvent.change(within(dialog).getByLabelText(/Título/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('O título é obrigatório')).toBeTruthy();
    expect(mutations(requests)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Título/), { target: { value: ' Campanha de verão ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(editorState().search).toBe('?dashboard=dash3'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Campanha de verão',
      description: '',
      cardIds: [],
    });
  });

  it('deletes the open dashboard after a confirmation and opens another', async () => {
    const { requests } = listServer();
    const { editorState } = renderMenu();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Excluir dashboard' }));

    let dialog = await screen.findByRole('dialog', { name: 'Excluir dashboard' });
    expect(
      within(dialog).getByText(/O dashboard "Visão geral" será excluído para todos os usuários/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutations(requests)).toEqual([]);

    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Excluir dashboard' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir dashboard' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir dashboard' }));
    await waitFor(() => expect(editorState().search).toBe('?dashboard=dash2'));
    expect(mutations(requests)).toEqual(['DELETE /dashboards/v1/uni1/dash1']);
    expect(await screen.findByText('Dashboard excluído.')).toBeTruthy();
  });

  it('offers no deletion to users without direct access', async () => {
    listServer();
    renderMenu(testDashboard(), 'caio@example.com');
    const menu = await openMenu();
    await within(menu).findByRole('menuitem', { name: 'Visão geral' });
    expect(within(menu).queryByRole('menuitem', { name: 'Excluir dashboard' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Novo dashboard' })).toBeTruthy();
  });
});
