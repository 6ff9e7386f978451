import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Dashboard } from '@mirante/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../app/i18n/I18nProvider.tsx';
import { theme } from '../../../app/theme.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { dashboardWith } from '../components/editor-test-support.tsx';
import { RemoteChangeNotice } from '../components/RemoteChangeNotice.tsx';
import { UndoRedoButtons } from '../components/UndoRedoButtons.tsx';
import { DashboardEditorProvider } from './DashboardEditorProvider.tsx';
import { useDashboardEditor } from './useDashboardEditor.ts';

const stored: Dashboard = dashboardWith([]);

/** The server's named save of the title: answers the document one version on, or what `answer` says. */
function titleServer(answer?: (request: RecordedRequest) => Response) {
  let current = stored;
  return mockFetch((request) => {
    if (answer) return answer(request);
    const body = request.body as { version: number; value: string };
    current = { ...current, title: body.value, version: body.version + 1 };
    return jsonResponse({ status: 'ok', dashboard: current });
  });
}

function TitleEditor() {
  const editor = useDashboardEditor();
  return (
    <>
      <h1>{editor.dashboard.title}</h1>
      <button type="button" onClick={() => editor.edit({ title: `${editor.dashboard.title}!` })}>
        renomear
      </button>
      <UndoRedoButtons />
      <RemoteChangeNotice />
    </>
  );
}

function renderEditor(
  dashboard: Dashboard,
  userEmail = 'ana@example.com',
  lastSavedBy: string | null = null,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (doc: Dashboard, savedBy: string | null) => (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <DashboardEditorProvider dashboard={doc} userEmail={userEmail} lastSavedBy={savedBy}>
            <TitleEditor />
          </DashboardEditorProvider>
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  const result = render(tree(dashboard, lastSavedBy));
  return {
    ...result,
    rerenderWith: (doc: Dashboard, savedBy: string | null) => result.rerender(tree(doc, savedBy)),
  };
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('DashboardEditorProvider', () => {
  it('shows an edit at once, saves it over the stored version, and undoes and redoes it with the keyboard', async () => {
    const { requests } = titleServer();
    renderEditor(stored);

    fireEvent.click(screen.getByRole('button', { name: 'renomear' }));
    expect(heading().textContent).toBe('Visão geral!');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.pathname).toBe('/dashboards/v1/uni1/dash1/title');
    expect(requests[0]?.body).toEqual({ version: 1, value: 'Visão geral!' });

    fireEvent.keyDown(document.documentElement, { key: 'z', ctrlKey: true });
    expect(heading().textContent).toBe('Visão geral');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.body).toEqual({ version: 2, value: 'Visão geral' });

    fireEvent.keyDown(document.documentElement, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(heading().textContent).toBe('Visão geral!');
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]?.body).toEqual({ version: 3, value: 'Visão geral!' });
  });

  it('stops with a notice, instead of overwriting, when the server says someone else saved first', async () => {
    const conflict =
      'Este dashboard foi salvo por Bia enquanto você editava. Recarregue para ver a versão atual.';
    const { requests } = titleServer(() =>
      jsonResponse(
        {
          status: 'error',
          error: { code: 'CONFLICT', message: conflict, fields: null },
          savedBy: { name: 'Bia', email: 'bia@example.com' },
          savedAt: 1,
          currentVersion: 2,
        },
        409,
      ),
    );
    renderEditor(stored);

    fireEvent.click(screen.getByRole('button', { name: 'renomear' }));
    expect(await screen.findByText(conflict)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'renomear' }));
    await act(async () => {});
    expect(requests).toHaveLength(1);
  });

  it("takes another user's newer version in silently when nothing was edited here, else names who saved", async () => {
    titleServer();
    const { rerenderWith } = renderEditor(stored);
    rerenderWith({ ...stored, title: 'Versão da Bia', version: 2 }, 'Bia');
    expect(heading().textContent).toBe('Versão da Bia');

    fireEvent.click(screen.getByRole('button', { name: 'renomear' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Desfazer (Ctrl+Z)' })).toHaveProperty('disabled', false),
    );
    rerenderWith({ ...stored, title: 'Outra da Bia', version: 9 }, 'Bia');
    expect(
      await screen.findByText(
        'Este dashboard foi salvo por Bia enquanto você editava. Recarregue para ver a versão atual.',
      ),
    ).toBeTruthy();
  });

  it('refuses edits of a user without direct access, and sends nothing', async () => {
    const { requests } = titleServer();
    renderEditor(stored, 'outra@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'renomear' }));
    expect(heading().textContent).toBe('Visão geral');
    expect(await screen.findByText('Você não possui permissão para realizar esta ação.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
