import type { Dashboard } from '@mirante/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const dashboard: Dashboard = {
  id: 'dash1',
  universeId: 'uni1',
  title: 'Painel publicado',
  description: '',
  language: 'pt-BR',
  color: '#12b886',
  logo: null,
  isDarkTheme: false,
  cards: [],
  pages: [],
  globalFilter: {},
  changeControl: 0,
  contracts: [],
  users: [],
  userEmails: [],
  onboardingStatus: null,
  isPublished: true,
  publishedAt: '1763700000000',
  publishedToken: '',
  publishedBy: '',
  hiddenComponents: [],
  version: 3,
};

describe('GuestDashboardView', () => {
  it("shows a guest the published dashboard read-only, in the dashboard's theme, without asking who they are", async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok', dashboard }));
    renderApp(routes, ['/acc1/uni1/dashboard?dashboard=dash1&public=1']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Painel publicado' })).toBeTruthy();
    expect(screen.getByText('Somente leitura')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abrir menu do usuário' })).toBeNull();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(requests.map((request) => request.url.pathname)).toEqual(['/dashboards/v1/uni1/dash1']);
  }, 30_000);

  it('says the dashboard is not found when a public link names none', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok', dashboard }));
    renderApp(routes, ['/acc1/uni1/dashboard?public=1']);

    expect(await screen.findByRole('heading', { name: 'Dashboard não encontrado' })).toBeTruthy();
    expect(requests).toEqual([]);
  }, 30_000);
});
