import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { DASHBOARD_SAVES, type Dashboard, type DashboardSaveName } from '@mirante/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nProvider } from '../../app/i18n/I18nProvider.tsx';
import { theme } from '../../app/theme.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { dashboardWith } from '../dashboard-grid/components/editor-test-support.tsx';
import { DashboardEditorProvider } from '../dashboard-grid/editor/DashboardEditorProvider.tsx';
import { useDashboardViewControls } from '../period/useDashboardViewControls.ts';
import { type DashboardViewControls, ViewControlsContext } from '../period/view-controls.ts';

/** The editor of `dashboardWith`'s dashboards. */
export const EDITOR_EMAIL = 'ana@example.com';

/** A dashboard Ana may edit (she is its admin user), without cards. */
export function studioDashboard(extra: Partial<Dashboard> = {}): Dashboard {
  return dashboardWith([], { title: 'Marca em foco', ...extra });
}

type Handler = (request: RecordedRequest) => Response | Promise<Response> | null;

/**
 * Answers the editor's named saves as the server does (the field written, the version one on) and anything
 * else with `other`; `saves` lists the saves in order.
 */
export function studioServer(initial: Dashboard, other: Handler = () => null) {
  const server = { stored: initial, saves: [] as { name: DashboardSaveName; value: unknown }[] };
  const { requests } = mockFetch(async (request) => {
    const answer = await other(request);
    if (answer) return answer;
    const name = request.url.pathname.split('/').at(-1) as DashboardSaveName;
    if (request.method !== 'PUT' || !(name in DASHBOARD_SAVES)) {
      return jsonResponse({ status: 'error', error: { code: 'NOT_FOUND', message: 'x', fields: null } }, 404);
    }
    const body = request.body as { version: number; value: unknown };
    server.saves.push({ name, value: body.value });
    server.stored = {
      ...server.stored,
      [DASHBOARD_SAVES[name].field]: body.value,
      version: body.version + 1,
    };
    return jsonResponse({ status: 'ok', dashboard: server.stored });
  });
  return { server, requests };
}

function WithViewControls({ children, onControls }: { children: ReactNode; onControls?: Spy }) {
  const controls = useDashboardViewControls();
  onControls?.(controls);
  return <ViewControlsContext value={controls}>{children}</ViewControlsContext>;
}

type Spy = (controls: DashboardViewControls) => void;

/** Renders a studio tool inside the editor and the view controls of a dashboard page at `url`. */
export function renderInStudio(
  ui: ReactNode,
  dashboard: Dashboard,
  {
    userEmail = EDITOR_EMAIL,
    url = '/',
    onControls,
  }: { userEmail?: string; url?: string; onControls?: Spy } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <DashboardEditorProvider dashboard={dashboard} userEmail={userEmail} lastSavedBy={null}>
            <WithViewControls onControls={onControls}>{ui}</WithViewControls>
          </DashboardEditorProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <I18nProvider initialLocale="pt-BR">
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}
