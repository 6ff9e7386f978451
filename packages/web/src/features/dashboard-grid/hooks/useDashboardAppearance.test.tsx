import { useComputedColorScheme } from '@mantine/core';
import type { Dashboard } from '@mirante/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardWith } from '../../../test/dashboard-fixture.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { UserMenu } from '../../auth/components/UserMenu.tsx';
import { useDashboardAppearance } from './useDashboardAppearance.ts';

const user = { id: 'u1', name: 'Ana', email: 'ana@example.com', username: 'ana', isAdmin: false };

/** An open dashboard as the app shows it: its appearance applied, the user menu in its header. */
function OpenDashboard({ dashboard }: { dashboard: Dashboard }) {
  useDashboardAppearance(dashboard);
  const scheme = useComputedColorScheme('dark');
  return (
    <main data-testid="page" data-scheme={scheme}>
      <UserMenu user={user} loginPath="/login" />
    </main>
  );
}

function openDashboard(dashboard: Dashboard) {
  return renderApp([{ path: '/', element: <OpenDashboard dashboard={dashboard} /> }], ['/']);
}

const shownScheme = () => screen.getByTestId('page').dataset.scheme;

async function pickInUserMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Abrir menu do usuário' }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('the theme of an open dashboard', () => {
  it("shows the dashboard's own theme until the user picks one", async () => {
    openDashboard(dashboardWith([], { isDarkTheme: false }));
    await waitFor(() => expect(shownScheme()).toBe('light'));
  });

  it('honours the light theme the user picks on a dark dashboard, on later visits too', async () => {
    const first = openDashboard(dashboardWith([], { isDarkTheme: true }));
    await waitFor(() => expect(shownScheme()).toBe('dark'));

    await pickInUserMenu('Claro');
    await waitFor(() => expect(shownScheme()).toBe('light'));
    // Still light once the page has settled (the dashboard's theme does not come back).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownScheme()).toBe('light');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    first.unmount();

    openDashboard(dashboardWith([], { isDarkTheme: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownScheme()).toBe('light');
  });

  it("follows the dashboard's theme again when the user picks it in the menu", async () => {
    openDashboard(dashboardWith([], { isDarkTheme: true }));
    await pickInUserMenu('Claro');
    await waitFor(() => expect(shownScheme()).toBe('light'));

    await pickInUserMenu('Tema do dashboard');
    await waitFor(() => expect(shownScheme()).toBe('dark'));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu do usuário' }));
    expect(
      (await screen.findByRole('menuitem', { name: 'Tema do dashboard' })).getAttribute('aria-current'),
    ).toBe('true');
  });
});
