import { useMantineColorScheme } from '@mantine/core';
import { assertUnreachable, type Locale, PrintViewSearch, parseDateRangeParam } from '@mirante/core';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { errorStatusFor } from '../../app/error-status.ts';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { PageLoader } from '../../app/PageLoader.tsx';
import type { CardDataContext } from '../../features/dashboard-grid/api/card-series-api.ts';
import { useDashboard } from '../../features/dashboard-grid/hooks/useDashboard.ts';
import { PrintView } from './PrintView.tsx';

/** Paper is light whatever the dashboard's theme; the dashboard's language still applies. */
function usePaperAppearance(language: Locale | null) {
  const { colorScheme, setColorScheme } = useMantineColorScheme({ keepTransitions: true });
  const { setLocale } = useI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scheme to restore is the one on arrival
  useEffect(() => {
    const before = colorScheme;
    setColorScheme('light');
    return () => setColorScheme(before);
  }, [setColorScheme]);
  useEffect(() => {
    if (language !== null) setLocale(language);
  }, [language, setLocale]);
}

/**
 * /{accountId}/{universeId}/print/{dashboardId}?date_range=&filter=&is_staging= — the dashboard as the server
 * prints it to PDF, with the caller's own session (the server's browser carries it as cookies).
 */
export function PrintPage() {
  const { accountId = '', universeId = '', dashboardId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const search = PrintViewSearch.safeParse(Object.fromEntries(searchParams));
  const state = useDashboard(universeId, dashboardId);
  usePaperAppearance(state.status === 'ready' ? state.dashboard.language : null);

  const rangeParam = search.success ? search.data.date_range : null;
  const isStaging = search.success && search.data.is_staging === 'true';
  const context = useMemo<CardDataContext | null>(() => {
    const dateRange = rangeParam === null ? null : parseDateRangeParam(rangeParam);
    return dateRange ? { accountId, universeId, isStaging, dateRange } : null;
  }, [accountId, universeId, isStaging, rangeParam]);

  if (!search.success || !context) return <ErrorScreen status="404" />;
  switch (state.status) {
    case 'loading':
      return <PageLoader />;
    case 'missing':
      return <ErrorScreen status="406" />;
    case 'error':
      return <ErrorScreen status={errorStatusFor(state.error, '406')} />;
    case 'ready':
      return (
        <PrintView
          dashboard={state.dashboard}
          context={context}
          dateRange={context.dateRange}
          filter={search.data.filter}
        />
      );
    default:
      return assertUnreachable(state);
  }
}
