import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardServer,
  dashboardWith,
  gridOrder,
  layOutCards,
  renderStudio,
  textCard,
} from './editor-test-support.tsx';

const cards = [textCard('a', 'Alfa'), textCard('b', 'Beta'), textCard('c', 'Gama')];

afterEach(() => {
  vi.restoreAllMocks();
});

async function openCardMenu(title: string) {
  fireEvent.click(screen.getByRole('button', { name: `Opções do componente: ${title}` }));
  return screen.findByRole('menu');
}

describe('EditableDashboardGrid', () => {
  it('moves a card with the keyboard, announces it in Portuguese and saves the new order', async () => {
    layOutCards('row');
    const { saves } = dashboardServer(dashboardWith(cards));
    const { container } = renderStudio(dashboardWith(cards));

    const handle = screen.getByRole('button', { name: 'Mover componente: Alfa' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('Componente Alfa selecionado, na posição 1 de 3.')).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    });
    await act(async () => {
      fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    });

    await waitFor(() => expect(gridOrder(container)).toEqual(['b', 'a', 'c']));
    expect(screen.getByText('Componente Alfa solto na posição 2 de 3.')).toBeTruthy();
    await waitFor(() => expect(saves()).toHaveLength(1));
    const [save] = saves();
    expect(save?.url.pathname).toBe('/dashboards/v1/uni1/dash1/cards');
    const body = save?.body as { value: { uid: string }[] } | undefined;
    expect(body?.value.map((card) => card.uid)).toEqual(['b', 'a', 'c']);
  });

  it('moves a card forth in the order with the right arrow even when the next card is on another row', async () => {
    layOutCards('column');
    const { server } = dashboardServer(dashboardWith(cards));
    const { container } = renderStudio(dashboardWith(cards));

    const handle = screen.getByRole('button', { name: 'Mover componente: Alfa' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Enter', key: 'Enter' });
    await screen.findByText('Componente Alfa selecionado, na posição 1 de 3.');
    for (const code of ['ArrowRight', 'ArrowRight', 'Enter']) {
      await act(async () => {
        fireEvent.keyDown(document, { code, key: code });
      });
    }

    await waitFor(() => expect(gridOrder(container)).toEqual(['b', 'c', 'a']));
    await waitFor(() => expect(server.stored.cards.map((card) => card.uid)).toEqual(['b', 'c', 'a']));
  });

  it('drops a card where the arrow moved it even when the drop key comes before the page redraws', async () => {
    layOutCards('row');
    const { server } = dashboardServer(dashboardWith(cards));
    const { container } = renderStudio(dashboardWith(cards));

    const handle = screen.getByRole('button', { name: 'Mover componente: Gama' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await screen.findByText('Componente Gama selecionado, na posição 3 de 3.');
    // A busy page (charts drawing) handles both keys before React renders the move in between.
    await act(async () => {
      fireEvent.keyDown(document, { code: 'ArrowLeft', key: 'ArrowLeft' });
      fireEvent.keyDown(document, { code: 'ArrowLeft', key: 'ArrowLeft' });
      fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    });

    await waitFor(() => expect(gridOrder(container)).toEqual(['c', 'a', 'b']));
    expect(screen.getByText('Componente Gama solto na posição 1 de 3.')).toBeTruthy();
    await waitFor(() => expect(server.stored.cards.map((card) => card.uid)).toEqual(['c', 'a', 'b']));
  });

  it('removes a card from its menu and brings it back with Ctrl+Z', async () => {
    const { saves, server } = dashboardServer(dashboardWith(cards));
    const { container } = renderStudio(dashboardWith(cards));

    const menu = await openCardMenu('Beta');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Remover' }));
    expect(gridOrder(container)).toEqual(['a', 'c']);
    expect(await screen.findByText('Componente removido. Use Ctrl+Z para desfazer.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mover componente: Gama' })),
    );
    await waitFor(() => expect(saves()).toHaveLength(1));

    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    await waitFor(() => expect(gridOrder(container)).toEqual(['a', 'b', 'c']));
    await waitFor(() => expect(server.stored.cards.map((card) => card.uid)).toEqual(['a', 'b', 'c']));
    expect(saves()).toHaveLength(2);
  });

  it('hides a card and restores it from the hidden components', async () => {
    const { server } = dashboardServer(dashboardWith(cards));
    const { container } = renderStudio(dashboardWith(cards));
    expect(screen.queryByRole('button', { name: /Componentes ocultos/ })).toBeNull();

    fireEvent.click(within(await openCardMenu('Gama')).getByRole('menuitem', { name: 'Ocultar' }));
    expect(gridOrder(container)).toEqual(['a', 'b']);
    await waitFor(() => expect(server.stored.hiddenComponents).toEqual(['c']));

    fireEvent.click(screen.getByRole('button', { name: 'Componentes ocultos (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Componentes ocultos' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restaurar: Gama' }));
    await waitFor(() => expect(gridOrder(container)).toEqual(['a', 'b', 'c']));
    expect(within(dialog).getByText('Nenhum componente oculto.')).toBeTruthy();
    await waitFor(() => expect(server.stored.hiddenComponents).toEqual([]));
  });

  it('removes several cards at once, asking for at least one', async () => {
    const { server, saves } = dashboardServer(dashboardWith(cards, { hiddenComponents: ['c'] }));
    const { container } = renderStudio(dashboardWith(cards, { hiddenComponents: ['c'] }));

    fireEvent.click(screen.getByRole('button', { name: 'Remover componentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover componentes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover selecionados' }));
    expect(within(dialog).getByText('Selecione pelo menos um componente.')).toBeTruthy();
    expect(saves()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Alfa' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Gama' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover selecionados' }));
    expect(gridOrder(container)).toEqual(['b']);
    await waitFor(() => expect(server.stored.cards.map((card) => card.uid)).toEqual(['b']));
    expect(server.stored.hiddenComponents).toEqual([]);
  });

  it('shows read-only users the cards without handles or editing items', async () => {
    dashboardServer(dashboardWith(cards));
    const { container } = renderStudio(dashboardWith(cards), 'bia@example.com');

    expect(gridOrder(container)).toEqual(['a', 'b', 'c']);
    expect(screen.queryByRole('button', { name: /Mover componente/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover componentes' })).toBeNull();
    const menu = await openCardMenu('Alfa');
    expect(within(menu).queryByRole('menuitem', { name: 'Remover' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Tela cheia' })).toBeTruthy();
  });
});
