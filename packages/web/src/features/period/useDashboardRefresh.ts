import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queryKeys } from '../../api/query-keys.ts';

/** The force-refresh flag resets after 200 ms (spec §4, §9). */
export const FORCE_REFRESH_RESET_MS = 200;
/** Auto-reload intervals offered, in minutes. */
export const AUTO_RELOAD_MINUTES = [1, 5, 15, 30] as const;
export type AutoReloadMinutes = (typeof AUTO_RELOAD_MINUTES)[number];

export interface DashboardRefresh {
  /** The spec's force-refresh flag: true from a forced refresh until 200 ms later. */
  forcing: boolean;
  /** Counts forced refreshes: preset periods are computed again at each one (today stays today). */
  generation: number;
  autoReload: boolean;
  autoReloadMinutes: AutoReloadMinutes;
  setAutoReload(on: boolean): void;
  setAutoReloadMinutes(minutes: AutoReloadMinutes): void;
  /** Every card drops its data and loads again, showing its loading state. */
  force(): void;
  /** Every card asks again and keeps showing its current content until the answer replaces it. */
  silent(): void;
}

/** The refreshes of a dashboard view: forced, silent, and silent again every few minutes when auto-reload is on. */
export function useDashboardRefresh(): DashboardRefresh {
  const queryClient = useQueryClient();
  const [forcing, setForcing] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [autoReload, setAutoReload] = useState(false);
  const [autoReloadMinutes, setAutoReloadMinutes] = useState<AutoReloadMinutes>(5);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const silent = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.cardDataPrefix() });
  }, [queryClient]);

  const force = useCallback(() => {
    setForcing(true);
    setGeneration((value) => value + 1);
    void queryClient.resetQueries({ queryKey: queryKeys.cardDataPrefix() });
    if (resetTimer.current !== null) clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      resetTimer.current = null;
      setForcing(false);
    }, FORCE_REFRESH_RESET_MS);
  }, [queryClient]);

  useEffect(
    () => () => {
      if (resetTimer.current !== null) clearTimeout(resetTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (!autoReload) return;
    const timer = setInterval(silent, autoReloadMinutes * 60_000);
    return () => clearInterval(timer);
  }, [autoReload, autoReloadMinutes, silent]);

  return useMemo(
    () => ({
      forcing,
      generation,
      autoReload,
      autoReloadMinutes,
      setAutoReload,
      setAutoReloadMinutes,
      force,
      silent,
    }),
    [forcing, generation, autoReload, autoReloadMinutes, force, silent],
  );
}
