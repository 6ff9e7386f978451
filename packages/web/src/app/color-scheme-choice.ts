import { useSyncExternalStore } from 'react';

/** The theme a user picked themselves; null leaves it to the dashboard on screen (dark by default). */
export type ColorSchemeChoice = 'light' | 'dark' | null;

const STORAGE_KEY = 'mirante.colorSchemeChoice';
const listeners = new Set<() => void>();

function read(): ColorSchemeChoice {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

/**
 * The user's own theme, kept across visits: it wins over a dashboard's theme (a dashboard's theme is what its
 * viewers see until they choose). Choosing null follows each dashboard's theme again.
 */
export const colorSchemeChoice = {
  get: read,
  set(choice: ColorSchemeChoice): void {
    if (choice === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useColorSchemeChoice(): ColorSchemeChoice {
  return useSyncExternalStore(colorSchemeChoice.subscribe, colorSchemeChoice.get, () => null);
}
