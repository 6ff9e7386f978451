import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Dashboard, DashboardResponse, StreamedDashboardChange } from '@mirante/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/query-keys.ts';
import { I18nProvider } from '../../../app/i18n/I18nProvider.tsx';
import { theme } from '../../../app/theme.ts';
import { FakeEventSource } from '../../../test/event-source.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { RemoteChangeNotice } from '../../dashboard-grid/components/RemoteChangeNotice.tsx';
import { DashboardEditorProvider } from '../../dashboard-grid/editor/DashboardEditorProvider.tsx';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { useDashboard } from '../../dashboard-grid/hooks/useDashboard.ts';
import { useDashboardEvents } from '../../dashboard-grid/hooks/useDashboardEvents.ts';
import { testDashboard } from '../studio-test-support.tsx';
import { SharingPanel } from './SharingPanel.tsx';

const DEMO = { name: 'Demo Mirante', email: 'ana@example.com' };
const BIA = { name: 'Bia', email: 'bia@example.com' };
const DOCUMENT = '/dashboards/v1/uni1/dash1';

interface Gate {
  matches(request: RecordedRequest): boolean;
  reached: boolean;
  release(): void;
  released: Promise<void>;
}

/**
 * The routes the page uses over one stored dashboard. Every save moves the version on; the test tells it on
 * the realtime stream when it likes, and `hold` keeps back the answer of the next matching request (the server
 * has acted on it already), so the answer and the event of the same save arrive in the order a test picks.
 */
function liveServer() {
  let stored = testDashboard();
  let code: string | null = null;
  const gates: Gate[] = [];
  const save = (patch: Partial<Dashboard>) => {
    stored = { ...stored, ...patch, version: stored.version + 1 };
  };
  const publishing = () =>
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
  const answer = (request: RecordedRequest): Response => {
    const path = request.url.pathname;
    if (path === DOCUMENT) return jsonResponse({ status: 'ok', dashboard: stored });
    if (path === `${DOCUMENT}/publishing`) return publishing();
    if (path === `${DOCUMENT}/publish`) {
      code = `CODE${stored.version}`;
      save({ isPublished: true, publishedAt: '1', publishedToken: 'tok', publishedBy: DEMO.name });
      return publishing();
    }
    if (path === `${DOCUMENT}/access-code`) {
      code = `CODE${stored.version}`;
      save({ publishedToken: `tok${stored.version}` });
      return publishing();
    }
    if (path === `${DOCUMENT}/unpublish`) {
      code = null;
      save({ isPublished: false, publishedAt: '0', publishedToken: '', publishedBy: '' });
      return publishing();
    }
    if (path === `${DOCUMENT}/title`) {
      const body = request.body as { version: number; value: string };
      if (body.version !== stored.version) {
        const message = 'Este dashboard foi salvo por outra pessoa enquanto você editava.';
        return jsonResponse({ status: 'error', error: { code: 'CONFLICT', message, fields: null } }, 409);
      }
      save({ title: body.value });
      return jsonResponse({ status: 'ok', dashboard: stored });
    }
    return jsonResponse({ status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } }, 404);
  };
  const { requests } = mockFetch(async (request) => {
    const response = answer(request);
    const gate = gates.find((candidate) => !candidate.reached && candidate.matches(request));
    if (gate) {
      gate.reached = true;
      await gate.released;
    }
    return response;
  });
  return {
    requests,
    version: () => stored.version,
    /** Someone else saves a new title (the stream is not told). */
    foreignSave: (title: string) => save({ title }),
    hold(matches: (request: RecordedRequest) => boolean): Gate {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const gate: Gate = { matches, reached: false, release: () => release(), released };
      gates.push(gate);
      return gate;
    },
  };
}

type LiveServer = ReturnType<typeof liveServer>;

/** Tells the page's stream that the stored version was saved by `savedBy`. */
function tellSaved(version: number, savedBy = DEMO) {
  const event: StreamedDashboardChange = {
    universeId: 'uni1',
    dashboardId: 'dash1',
    change: 'saved',
    version,
    savedBy,
    savedAt: 1_700_000_000_000,
  };
  act(() => FakeEventSource.opened.at(-1)?.emit('dashboard.changed', event));
}

function Renamer() {
  const editor = useDashboardEditor();
  return (
    <>
      <output data-testid="editor" data-version={editor.dashboard.version} data-saving={editor.saving}>
        {editor.dashboard.title}
      </output>
      <button type="button" onClick={() => editor.edit({ title: `${editor.dashboard.title}!` })}>
        renomear
      </button>
    </>
  );
}

/** The dashboard page as DashboardView wires it: its query, its realtime stream and the editor over both. */
function LivePage() {
  const state = useDashboard('uni1', 'dash1');
  const [lastSavedBy, setLastSavedBy] = useState<string | null>(null);
  useDashboardEvents('uni1', state.status === 'ready' ? state.dashboard.id : null, (event) =>
    setLastSavedBy(event.savedBy?.name ?? null),
  );
  if (state.status !== 'ready') return null;
  return (
    <DashboardEditorProvider
      dashboard={state.dashboard}
      userEmail="ana@example.com"
      lastSavedBy={lastSavedBy}
    >
      <RemoteChangeNotice />
      <Renamer />
      <SharingPanel />
    </DashboardEditorProvider>
  );
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/:accountId/:universeId/dashboard', element: <LivePage /> }], {
    initialEntries: ['/acc1/uni1/dashboard?dashboard=dash1'],
  });
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const cachedVersion = () =>
    queryClient.getQueryData<DashboardResponse>(queryKeys.dashboard('uni1', 'dash1'))?.dashboard.version;
  return { cachedVersion };
}

const editorProbe = () => screen.getByTestId('editor');
const noticeShown = () => screen.queryByText(/enquanto você editava/) !== null;

/** The page has taken in the server's version and has nothing on its way. */
async function settled(server: LiveServer) {
  await waitFor(() => {
    expect(editorProbe().dataset.version).toBe(String(server.version()));
    expect(editorProbe().dataset.saving).toBe('false');
  });
}

/** When the realtime event of a save arrives, relative to the page's own handling of it. */
type Order = 'event first' | 'event before the document is read again' | 'event last';

const isWrite = (request: RecordedRequest) => request.method !== 'GET';
const isDocumentRead = (request: RecordedRequest) =>
  request.method === 'GET' && request.url.pathname === DOCUMENT;

/** Makes one save of the page, with its realtime event arriving in the given order. */
async function ownSave(
  server: LiveServer,
  page: ReturnType<typeof renderPage>,
  order: Order,
  save: () => void | Promise<void>,
) {
  const before = server.version();
  const gate =
    order === 'event first'
      ? server.hold(isWrite)
      : order === 'event before the document is read again'
        ? server.hold(isDocumentRead)
        : null;
  await save();
  await waitFor(() => expect(server.version()).toBe(before + 1));
  if (gate) {
    await waitFor(() => expect(gate.reached).toBe(true));
    // The stream's reload of the new version lands while the page's own request is still on its way.
    tellSaved(server.version());
    await waitFor(() => expect(page.cachedVersion()).toBe(server.version()));
    gate.release();
  }
  await settled(server);
  if (!gate) tellSaved(server.version());
  expect(noticeShown()).toBe(false);
}

async function switchPublishing() {
  const toggle = await screen.findByRole('switch', { name: 'Dashboard publicado' });
  await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(toggle);
}

async function newAccessCode() {
  const button = await screen.findByRole('button', { name: 'Gerar novo código de acesso' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
  const confirm = await screen.findByRole('dialog', { name: 'Gerar novo código de acesso' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Gerar novo código' }));
}

function rename() {
  fireEvent.click(screen.getByRole('button', { name: 'renomear' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SharingPanel on the live dashboard page', () => {
  it("never takes the page's own publishing, new codes and renames for someone else's, whichever comes first", async () => {
    const server = liveServer();
    const page = renderPage();
    await screen.findByRole('switch', { name: 'Dashboard publicado' });

    // Renames read nothing again: their event comes before or after their answer.
    const orders: Order[] = ['event first', 'event before the document is read again', 'event last'];
    for (const [round, order] of orders.entries()) {
      const next = orders[(round + 1) % orders.length] ?? order;
      // A rename first, so the page has undo history when its publishing comes back.
      await ownSave(server, page, 'event first', rename);
      await ownSave(server, page, order, switchPublishing);
      await screen.findByDisplayValue(`CODE${server.version() - 1}`);
      await ownSave(server, page, next, newAccessCode);
      await screen.findByDisplayValue(`CODE${server.version() - 1}`);
      await ownSave(server, page, 'event last', rename);
      await ownSave(server, page, next, switchPublishing);
    }

    expect(editorProbe().textContent).toBe('Visão geral!!!!!!');
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(6);
  });

  it('still says so when someone else saves over the edits of the page', async () => {
    const server = liveServer();
    const page = renderPage();
    await screen.findByRole('switch', { name: 'Dashboard publicado' });
    await ownSave(server, page, 'event last', rename);

    server.foreignSave('Versão da Bia');
    tellSaved(server.version(), BIA);
    expect(
      await screen.findByText(
        'Este dashboard foi salvo por Bia enquanto você editava. Recarregue para ver a versão atual.',
      ),
    ).toBeTruthy();
  });

  it('still says so when someone else saves while the page publishes', async () => {
    const server = liveServer();
    const page = renderPage();
    await screen.findByRole('switch', { name: 'Dashboard publicado' });
    await ownSave(server, page, 'event last', rename);

    const answer = server.hold(isWrite);
    await switchPublishing();
    await waitFor(() => expect(answer.reached).toBe(true));
    // Publishing writes over whatever is current: Bia's save lands between it and the page's reading.
    server.foreignSave('Versão da Bia');
    answer.release();
    expect(
      await screen.findByText(/Este dashboard foi salvo por outra pessoa enquanto você editava/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(editorProbe().textContent).toBe('Versão da Bia'));
    expect(noticeShown()).toBe(false);
  });
});
