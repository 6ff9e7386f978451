import type { ReactNode } from 'react';

/** What an editor adds to a card on the grid: a drag handle and its own menu items (configure, hide, remove). */
export interface CardTools {
  /** Drawn before the title. */
  handle: ReactNode;
  /** Menu items, first in the card's menu. */
  menuItems: ReactNode;
}
