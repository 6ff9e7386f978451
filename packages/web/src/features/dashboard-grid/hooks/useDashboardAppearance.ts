import { useMantineColorScheme } from '@mantine/core';
import type { Dashboard } from '@mirante/core';
import { useEffect } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';

/** A dashboard chooses its theme and language; the whole app follows while it is open. */
export function useDashboardAppearance(dashboard: Dashboard | null) {
  const { setColorScheme } = useMantineColorScheme({ keepTransitions: true });
  const { setLocale } = useI18n();
  const isDark = dashboard?.isDarkTheme ?? null;
  const language = dashboard?.language ?? null;

  useEffect(() => {
    if (isDark !== null) setColorScheme(isDark ? 'dark' : 'light');
  }, [isDark, setColorScheme]);

  useEffect(() => {
    if (language !== null) setLocale(language);
  }, [language, setLocale]);
}
