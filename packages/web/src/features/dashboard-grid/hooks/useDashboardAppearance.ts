import { useMantineColorScheme } from '@mantine/core';
import type { Dashboard } from '@mirante/core';
import { useEffect, useRef } from 'react';
import { useColorSchemeChoice } from '../../../app/color-scheme-choice.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';

/**
 * A dashboard chooses its theme and language; the whole app follows while it is open. A theme the user chose
 * in the user menu (or the theme switch) wins over the dashboard's.
 */
export function useDashboardAppearance(dashboard: Dashboard | null) {
  const { setColorScheme } = useMantineColorScheme({ keepTransitions: true });
  // Mantine makes a new setter on every render of the provider: applying the theme again on each would undo
  // a theme the user just picked.
  const setColorSchemeRef = useRef(setColorScheme);
  setColorSchemeRef.current = setColorScheme;
  const choice = useColorSchemeChoice();
  const { setLocale } = useI18n();
  const isDark = dashboard?.isDarkTheme ?? null;
  const language = dashboard?.language ?? null;

  useEffect(() => {
    if (isDark === null) return;
    setColorSchemeRef.current(choice ?? (isDark ? 'dark' : 'light'));
  }, [isDark, choice]);

  useEffect(() => {
    if (language !== null) setLocale(language);
  }, [language, setLocale]);
}
