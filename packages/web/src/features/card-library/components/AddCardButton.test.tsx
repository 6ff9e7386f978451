import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  type CardConfig,
  type CustomComponent,
  type Dashboard,
  DEFAULT_FEATURE_FLAGS,
  type FeatureFlag,
} from '@mirante/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../app/i18n/I18nProvider.tsx';
import { theme } from '../../../app/theme.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { dashboardWith } from '../../dashboard-grid/components/editor-test-support.tsx';
import { DashboardEditorProvider } from '../../dashboard-grid/editor/DashboardEditorProvider.tsx';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { FIXTURE_COMPONENT } from '../custom-component-fixture.ts';
import { AddCardButton } from './AddCardButton.tsx';

const dashboard = dashboardWith([]);

const component = FIXTURE_COMPONENT;

/** Stands in for the grid: one frame per placed card, as DashboardCard draws them. */
function PlacedCards() {
  const { dashboard: shown } = useDashboardEditor();
  return shown.cards.map((card) => (
    <section key={card.uid} data-card-id={card.id} aria-label={card.title ?? card.id} />
  ));
}

interface Setup {
  doc?: Dashboard;
  flags?: Partial<Record<FeatureFlag, boolean>>;
  components?: CustomComponent[];
  email?: string;
}

function renderDrawer({
  doc = dashboard,
  flags = {},
  components = [],
  email = 'ana@example.com',
}: Setup = {}) {
  const saves: CardConfig[][] = [];
  let current = doc;
  mockFetch((request) => {
    switch (request.url.pathname) {
      case '/feature-flags/v1/acc1':
        return jsonResponse({
          status: 'ok',
          flags: { ...DEFAULT_FEATURE_FLAGS, ...flags },
          overrides: flags,
        });
      case '/cards/v1/uni1/custom':
        return jsonResponse({ status: 'ok', components });
      case '/dashboards/v1/uni1/dash1/cards': {
        const body = request.body as { version: number; value: CardConfig[] };
        saves.push(body.value);
        current = { ...current, cards: body.value, version: body.version + 1 };
        return jsonResponse({ status: 'ok', dashboard: current });
      }
      default:
        return jsonResponse({ status: 'error', error: { code: 'NOT_FOUND', message: 'x' } }, 404);
    }
  });
  const router = createMemoryRouter(
    [
      {
        path: '/:accountId/:universeId/dashboard',
        element: (
          <DashboardEditorProvider dashboard={doc} userEmail={email} lastSavedBy={null}>
            <AddCardButton />
            <PlacedCards />
          </DashboardEditorProvider>
        ),
      },
    ],
    { initialEntries: ['/acc1/uni1/dashboard'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
  return { saves };
}

async function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar componente' }));
  const drawer = await screen.findByRole('dialog', { name: 'Adicionar componente' });
  await within(drawer).findByText(/\d+ componentes/);
  return drawer;
}

const item = (drawer: HTMLElement, title: string) =>
  within(drawer).getByRole('button', { name: new RegExp(`^${title}`) });

describe('the add-card drawer', () => {
  it('groups the library by area, searches without accents, and previews the focused card', async () => {
    renderDrawer({ components: [component] });
    const drawer = await openDrawer();
    for (const area of ['Social Listening', 'SAC e métricas proprietárias', 'Estáticos', 'Personalizados']) {
      expect(within(drawer).getByRole('heading', { name: new RegExp(`^${area}`) })).toBeTruthy();
    }
    expect(within(drawer).getByRole('button', { name: /^Canais da marca/ })).toBeTruthy();

    fireEvent.change(within(drawer).getByLabelText('Buscar componentes'), {
      target: { value: 'PUBLICACOES em alta' },
    });
    expect(within(drawer).getByText('1 componentes')).toBeTruthy();
    const hot = item(drawer, 'Publicações em alta');
    expect(within(hot).getByText('Cartões')).toBeTruthy();
    expect(within(hot).getByText('SL')).toBeTruthy();
    expect(within(hot).getByText('Dados pessoais (LGPD)')).toBeTruthy();

    fireEvent.focus(hot);
    await waitFor(() => expect(drawer.querySelector('[data-library-preview="LSN_11"]')).not.toBeNull());

    fireEvent.change(within(drawer).getByLabelText('Buscar componentes'), { target: { value: 'xyzzy' } });
    expect(within(drawer).getByText('Nenhum componente encontrado. Tente outras palavras.')).toBeTruthy();
  });

  it('offers cards behind a feature flag only while the flag is on', async () => {
    renderDrawer();
    const drawer = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: /^Cotação da ação x menções/ })).toBeNull();
    expect(within(drawer).queryByRole('heading', { name: /^Chatbot/ })).toBeNull();
  });

  it('shows flagged cards when the account has the flags on', async () => {
    renderDrawer({ flags: { stockCards: true, chatbotComponents: true } });
    const drawer = await openDrawer();
    expect(item(drawer, 'Cotação da ação x menções')).toBeTruthy();
    expect(within(drawer).getByRole('heading', { name: /^Chatbot/ })).toBeTruthy();
  });

  it('adds the card at the end through the editor, closes, and moves focus to the new card', async () => {
    const { saves } = renderDrawer({ components: [component] });
    const drawer = await openDrawer();
    fireEvent.click(item(drawer, 'Canais da marca'));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual([
      expect.objectContaining({
        id: 'CUSTOM_c1',
        title: 'Canais da marca',
        description: 'Publicações por canal',
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Canais da marca' })),
    );
    expect(screen.getByText('Componente adicionado ao dashboard.')).toBeTruthy();
  });

  it('moves through the list with the arrow keys and adds with Enter', async () => {
    const { saves } = renderDrawer();
    const drawer = await openDrawer();
    const search = within(drawer).getByLabelText('Buscar componentes');
    fireEvent.change(search, { target: { value: 'publicações' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const items = drawer.querySelectorAll<HTMLElement>('[data-library-item]');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(items[items.length - 1] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    // Enter on a focused button is its click.
    fireEvent.click(items[0] as HTMLElement);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.[0]?.id).toBe(items[0]?.dataset.libraryItem);
  });

  it('asks before adding an LGPD card to a published dashboard, and adds nothing on cancel', async () => {
    const { saves } = renderDrawer({ doc: { ...dashboard, isPublished: true } });
    const drawer = await openDrawer();
    fireEvent.click(item(drawer, 'Publicações em alta'));
    const confirm = await screen.findByRole('dialog', { name: 'Componente com dados pessoais' });
    expect(
      within(confirm).getByText(/ficará oculto para visitantes do dashboard compartilhado/),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Componente com dados pessoais' })).toBeNull(),
    );
    expect(saves).toHaveLength(0);

    fireEvent.click(item(drawer, 'Publicações em alta'));
    const again = await screen.findByRole('dialog', { name: 'Componente com dados pessoais' });
    fireEvent.click(within(again).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.[0]?.id).toBe('LSN_11');
  });

  it('adds an LGPD card to an unpublished dashboard without asking', async () => {
    const { saves } = renderDrawer();
    const drawer = await openDrawer();
    fireEvent.click(item(drawer, 'Publicações em alta'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Componente com dados pessoais' })).toBeNull();
  });

  it('is not offered to users without direct access', () => {
    renderDrawer({ email: 'outro@example.com' });
    expect(screen.queryByRole('button', { name: 'Adicionar componente' })).toBeNull();
  });
});
