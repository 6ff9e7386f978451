import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMenuFocusReturn } from './useMenuFocusReturn.ts';

function Page({ menuOpen, dialogOpen }: { menuOpen: boolean; dialogOpen: boolean }) {
  useMenuFocusReturn(dialogOpen);
  return (
    <>
      <button type="button" id="menu-button">
        Menu
      </button>
      {menuOpen ? (
        <div role="menu" aria-labelledby="menu-button">
          <button type="button" role="menuitem">
            Configurações
          </button>
        </div>
      ) : null}
      <button type="button">Outro</button>
    </>
  );
}

describe('useMenuFocusReturn', () => {
  it("gives the focus back to the menu's button when a dialog opened from its item closes", async () => {
    const { rerender } = render(<Page menuOpen dialogOpen={false} />);
    screen.getByRole('menuitem', { name: 'Configurações' }).focus();
    // The dialog opens while the menu is still closing, then the menu goes.
    rerender(<Page menuOpen dialogOpen />);
    rerender(<Page menuOpen={false} dialogOpen />);
    screen.getByRole('button', { name: 'Outro' }).focus();

    rerender(<Page menuOpen={false} dialogOpen={false} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' })));
  });

  it('gives it back to the button that opened the dialog when no menu was involved', async () => {
    const { rerender } = render(<Page menuOpen={false} dialogOpen={false} />);
    screen.getByRole('button', { name: 'Outro' }).focus();
    rerender(<Page menuOpen={false} dialogOpen />);
    screen.getByRole('button', { name: 'Menu' }).focus();

    rerender(<Page menuOpen={false} dialogOpen={false} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Outro' })));
  });
});
