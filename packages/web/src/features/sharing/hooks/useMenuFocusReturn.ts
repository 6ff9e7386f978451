import { useLayoutEffect, useRef } from 'react';

/** The control that opened a dialog: a menu item's own menu button (the item is gone once the menu closes). */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const labelledBy = menu?.getAttribute('aria-labelledby');
  const trigger = labelledBy ? document.getElementById(labelledBy) : null;
  return trigger ?? (active instanceof HTMLElement && active !== document.body ? active : null);
}

/**
 * Gives the focus back to what opened a dialog when it closes. A dialog opened from a menu item would return
 * it to the item, which no longer exists; this returns it to the menu's button instead.
 */
export function useMenuFocusReturn(opened: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened) {
      opener.current = openerOf(document.activeElement);
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // After the dialog's own focus handling has let go.
    const timer = window.setTimeout(() => {
      if (target.isConnected) target.focus();
    }, 20);
    return () => window.clearTimeout(timer);
  }, [opened]);
}
