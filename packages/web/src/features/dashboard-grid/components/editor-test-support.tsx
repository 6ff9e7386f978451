import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  CARD_CONFIG_VERSION,
  type CardConfig,
  DASHBOARD_SAVES,
  type Dashboard,
  type DashboardSaveName,
  NO_CARD_OVERRIDES,
} from '@mirante/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { I18nProvider } from '../../../app/i18n/I18nProvider.tsx';
import { theme } from '../../../app/theme.ts';
import { TEST_CARD_CONTEXT } from '../../../test/dashboard-fixture.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { DashboardEditorProvider } from '../editor/DashboardEditorProvider.tsx';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';
import { visibleCards } from './card-list-edits.ts';
import { EditableDashboardGrid } from './EditableDashboardGrid.tsx';
import { HiddenComponentsButton } from './HiddenComponentsButton.tsx';
import { RemoveComponentsButton } from './RemoveComponentsButton.tsx';
import { UndoRedoButtons } from './UndoRedoButtons.tsx';

/** A side-note text card (static: it draws without asking the server for data). */
export function textCard(uid: string, title: string, extra: Partial<CardConfig> = {}): CardConfig {
  return {
    uid,
    id: 'LSN_67',
    width: 4,
    height: 'SMALL',
    title,
    description: null,
    configVersion: CARD_CONFIG_VERSION,
    ...NO_CARD_OVERRIDES,
    text: `Texto de ${title}`,
    ...extra,
  };
}

export { dashboardWith, TEST_CARD_CONTEXT } from '../../../test/dashboard-fixture.ts';

/** The server's named saves: each writes its field and answers the document one version on. */
export function dashboardServer(initial: Dashboard) {
  const server = { stored: initial };
  const { requests } = mockFetch((request) => {
    const save = request.url.pathname.split('/').at(-1) as DashboardSaveName;
    if (request.method !== 'PUT' || !(save in DASHBOARD_SAVES)) {
      return jsonResponse({ status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } }, 404);
    }
    const body = request.body as { version: number; value: unknown };
    server.stored = {
      ...server.stored,
      [DASHBOARD_SAVES[save].field]: body.value,
      version: body.version + 1,
    };
    return jsonResponse({ status: 'ok', dashboard: server.stored });
  });
  return { server, saves: () => requests.filter((request) => request.method === 'PUT') };
}

function Studio() {
  const { dashboard } = useDashboardEditor();
  return (
    <>
      <HiddenComponentsButton />
      <RemoveComponentsButton />
      <UndoRedoButtons />
      <EditableDashboardGrid cards={visibleCards(dashboard)} context={TEST_CARD_CONTEXT} />
    </>
  );
}

/** The editor's grid and its header tools over a dashboard, as `userEmail` (a direct-access user by default). */
export function renderStudio(dashboard: Dashboard, userEmail = 'ana@example.com') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <DashboardEditorProvider dashboard={dashboard} userEmail={userEmail} lastSavedBy={null}>
            <Studio />
          </DashboardEditorProvider>
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * The grid's cards laid out in one row, 300 px apart, or in one column, 250 px apart (happy-dom lays nothing
 * out; the keyboard sensor measures).
 */
export function layOutCards(direction: 'row' | 'column') {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const cell = this.closest<HTMLElement>('[data-card-uid]');
    const index = cell ? [...document.querySelectorAll('[data-card-uid]')].indexOf(cell) : -1;
    const [width, height] = index < 0 ? [0, 0] : [280, 200];
    const left = direction === 'row' ? Math.max(index, 0) * 300 : 0;
    const top = direction === 'column' ? Math.max(index, 0) * 250 : 0;
    return {
      x: left,
      y: top,
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    };
  });
}

/** The uids of the cards on the grid, in their order on screen. */
export function gridOrder(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[data-card-uid]')].map(
    (cell) => cell.dataset.cardUid ?? '',
  );
}
