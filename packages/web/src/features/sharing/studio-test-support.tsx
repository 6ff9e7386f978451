import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { CardConfig, type Dashboard } from '@mirante/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { I18nProvider } from '../../app/i18n/I18nProvider.tsx';
import { theme } from '../../app/theme.ts';
import { dashboardWith } from '../dashboard-grid/components/editor-test-support.tsx';
import { DashboardEditorProvider } from '../dashboard-grid/editor/DashboardEditorProvider.tsx';
import { useDashboardEditor } from '../dashboard-grid/editor/useDashboardEditor.ts';

/** A dashboard of uni1 whose editor is ana@example.com, as the server would answer it. */
export function testDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return dashboardWith([], overrides);
}

export function testCard(uid: string, id: string, overrides: Partial<CardConfig> = {}): CardConfig {
  // Parsed, so the overrides a card config gains later take their defaults.
  return CardConfig.parse({
    uid,
    id,
    width: 6,
    height: 'MID',
    title: null,
    description: null,
    configVersion: 2,
    ...overrides,
  });
}

/** What the editor holds, for tests to see what was adopted. */
function EditorProbe() {
  const { dashboard } = useDashboardEditor();
  const location = useLocation();
  return (
    <output data-testid="editor-state" data-version={dashboard.version} data-search={location.search}>
      {dashboard.users.map((user) => `${user.email}:${user.admin}`).join(',')}
    </output>
  );
}

/**
 * Renders a studio tool inside the dashboard editor, on the dashboard route of acc1/uni1, with toasts, as the
 * header renders it.
 */
export function renderInEditor(ui: ReactNode, dashboard: Dashboard, userEmail = 'ana@example.com') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/:accountId/:universeId/dashboard',
        element: (
          <DashboardEditorProvider dashboard={dashboard} userEmail={userEmail} lastSavedBy={null}>
            {ui}
            <EditorProbe />
          </DashboardEditorProvider>
        ),
      },
    ],
    { initialEntries: [`/acc1/uni1/dashboard?dashboard=${dashboard.id}`] },
  );
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const editorState = () => {
    const probe = result.getByTestId('editor-state');
    return {
      version: Number(probe.dataset.version),
      users: probe.textContent ?? '',
      search: probe.dataset.search ?? '',
    };
  };
  return { ...result, router, queryClient, editorState };
}
