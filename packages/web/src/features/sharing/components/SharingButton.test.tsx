import type { Dashboard, PublishState } from '@mirante/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, unauthenticated } from '../../../test/fetch-mock.ts';
import { renderInEditor, testCard, testDashboard } from '../studio-test-support.tsx';
import { SharingButton } from './SharingButton.tsx';

const PUBLISHED: PublishState = {
  isPublished: true,
  publishedAt: String(Date.UTC(2026, 10, 20, 15)),
  publishedToken: 'tok-1',
  publishedBy: 'Ana Lima (ana@example.com)',
  accessCode: 'ABCD2345',
};

/** The publishing routes over one stored dashboard: each change moves its version on. */
function publishingServer(
  initial: Dashboard,
  options: { onRequest?: (r: RecordedRequest) => Response | null } = {},
) {
  let stored = initial;
  let code: string | null = initial.isPublished ? PUBLISHED.accessCode : null;
  const answer = () =>
    jsonResponse({
      status: 'ok',
      publishing: {
        isPublished: stored.isPublished,
        publishedAt: stored.publishedAt,
        publishedToken: stored.publishedToken,
        publishedBy: stored.publishedBy,
        accessCode: code,
      },
      version: stored.version,
    });
  return mockFetch((request) => {
    const early = options.onRequest?.(request);
    if (early) return early;
    const path = request.url.pathname;
    if (path === '/dashboards/v1/uni1/dash1') return jsonResponse({ status: 'ok', dashboard: stored });
    if (path === '/dashboards/v1/uni1/dash1/publishing') return answer();
    if (path === '/dashboards/v1/uni1/dash1/publish') {
      stored = { ...stored, ...PUBLISHED, version: stored.version + 1 };
      code = PUBLISHED.accessCode;
      return answer();
    }
    if (path === '/dashboards/v1/uni1/dash1/unpublish') {
      stored = { ...stored, isPublished: false, publishedAt: '0', publishedToken: '', publishedBy: '' };
      stored = { ...stored, version: stored.version + 1 };
      code = null;
      return answer();
    }
    if (path === '/dashboards/v1/uni1/dash1/access-code') {
      stored = { ...stored, publishedToken: 'tok-2', version: stored.version + 1 };
      code = 'WXYZ6789';
      return answer();
    }
    return jsonResponse({ status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } }, 404);
  });
}

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
  return screen.findByRole('dialog', { name: 'Compartilhar dashboard' });
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SharingButton', () => {
  it('publishes, shows the token link and the access code, and takes the new version into the editor', async () => {
    const { requests } = publishingServer(testDashboard());
    const { editorState } = renderInEditor(<SharingButton />, testDashboard());
    const panel = await openPanel();

    const toggle = await within(panel).findByRole('switch', { name: 'Dashboard publicado' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);

    expect(
      await within(panel).findByDisplayValue(`${window.location.origin}/acc1/uni1/token?token=tok-1`),
    ).toBeTruthy();
    expect(within(panel).getByDisplayValue('ABCD2345')).toBeTruthy();
    expect(
      within(panel).getByText(/Publicado por Ana Lima \(ana@example.com\) em 20\/11\/2026/),
    ).toBeTruthy();
    expect(posts(requests)).toEqual(['/dashboards/v1/uni1/dash1/publish']);
    await waitFor(() => expect(editorState().version).toBe(2));

    fireEvent.click(within(panel).getByRole('switch', { name: 'Dashboard publicado' }));
    expect(await within(panel).findByText(/Publique o dashboard para que visitantes o abram/)).toBeTruthy();
    expect(within(panel).queryByDisplayValue('ABCD2345')).toBeNull();
    await waitFor(() => expect(editorState().version).toBe(3));
  });

  it('copies the link to the clipboard and says so, or says it could not', async () => {
    const published = testDashboard({ ...PUBLISHED, isPublished: true });
    publishingServer(published);
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderInEditor(<SharingButton />, published);
    const panel = await openPanel();

    fireEvent.click(await within(panel).findByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('Copiado para a área de transferência.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/acc1/uni1/token?token=tok-1`);

    fireEvent.click(within(panel).getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Não foi possível copiar para a área de transferência.')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith('ABCD2345');
  });

  it('asks before a new access code, warns that old holders lose access, and shows the new one', async () => {
    const published = testDashboard({ ...PUBLISHED, isPublished: true });
    const { requests } = publishingServer(published);
    renderInEditor(<SharingButton />, published);
    const panel = await openPanel();

    fireEvent.click(await within(panel).findByRole('button', { name: 'Gerar novo código de acesso' }));
    let confirm = await screen.findByRole('dialog', { name: 'Gerar novo código de acesso' });
    expect(within(confirm).getByText(/Quem tem o código ou o link atual perde o acesso/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Gerar novo código de acesso' })).toBeNull(),
    );
    expect(posts(requests)).toEqual([]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Gerar novo código de acesso' }));
    confirm = await screen.findByRole('dialog', { name: 'Gerar novo código de acesso' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Gerar novo código' }));
    expect(await within(panel).findByDisplayValue('WXYZ6789')).toBeTruthy();
    expect(
      within(panel).getByDisplayValue(`${window.location.origin}/acc1/uni1/token?token=tok-2`),
    ).toBeTruthy();
    expect(posts(requests)).toEqual(['/dashboards/v1/uni1/dash1/access-code']);
    expect(await screen.findByText('Novo código de acesso gerado.')).toBeTruthy();
  });

  it("says 'Você precisar estar logado para alterar as opções de publicação' when the session is gone", async () => {
    publishingServer(testDashboard(), {
      onRequest: (request) => (request.url.pathname.endsWith('/publish') ? unauthenticated() : null),
    });
    renderInEditor(<SharingButton />, testDashboard());
    const panel = await openPanel();

    fireEvent.click(await within(panel).findByRole('switch', { name: 'Dashboard publicado' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Você precisar estar logado para alterar as opções de publicação',
    );
  });

  it('lists the cards guests will not see, with the reason', async () => {
    const dashboard = testDashboard({
      cards: [
        testCard('c1', 'LSN_13'),
        testCard('c2', 'LSN_10'),
        testCard('c3', 'LSN_9', { title: 'Sentimento (interno)' }),
        testCard('c4', 'LSN_1', { shareable: false, title: 'Menções da equipe' }),
      ],
      hiddenComponents: ['c3'],
    });
    publishingServer(dashboard);
    renderInEditor(<SharingButton />, dashboard);
    const panel = await openPanel();

    const list = await within(panel).findByRole('list', { name: 'Componentes que visitantes não veem' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('Exibe dados de pessoas, como autores de publicações (LGPD)');
    expect(items[1]).toBe('Sentimento (interno)Componente oculto');
    expect(items[2]).toBe('Menções da equipeNão compartilhável');
  });
});
