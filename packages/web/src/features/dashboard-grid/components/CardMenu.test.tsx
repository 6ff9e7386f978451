import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { CardMenu } from './CardMenu.tsx';

function renderMenu(onFullscreen = vi.fn()) {
  renderApp(
    [
      {
        path: '/',
        element: (
          <CardMenu
            title="Termos"
            data={null}
            chart={null}
            tableView={null}
            onToggleTable={() => undefined}
            onFullscreen={onFullscreen}
            fullscreen={false}
          />
        ),
      },
    ],
    ['/'],
  );
  return screen.getByRole('button', { name: 'Opções do componente: Termos' });
}

describe('CardMenu', () => {
  it('mounts no menu until its button is used', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first click with the focus on its button, and gives it back on Escape', async () => {
    const onFullscreen = vi.fn();
    renderMenu(onFullscreen);
    fireEvent.click(screen.getByRole('button', { name: 'Opções do componente: Termos' }));
    const menu = await screen.findByRole('menu');
    const button = screen.getByRole('button', { name: 'Opções do componente: Termos' });
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));

    // Later uses open the same, now mounted, menu.
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Tela cheia' }));
    expect(onFullscreen).toHaveBeenCalledTimes(1);
  });
});
