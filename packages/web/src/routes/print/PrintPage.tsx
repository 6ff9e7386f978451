import { useMantineColorScheme } from '@mantine/core';
import {
  assertUnreachable,
  type CardDataContext,
  type Locale,
  PrintViewSearch,
  parseDateRangeParam,
} from '@mirante/core';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { errorStatusFor } from '../../app/error-status.ts';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { PageLoader } from '../../app/PageLoader.tsx';
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
  const filterParam = searchParams.get('filter');
  const globalFilter = search.success ? search.data.filter : null;
  const isStaging = search.success && search.data.is_staging === 'true';
  const pages = state.status === 'ready' ? state.dashboard.pages : null;
  const contracts = state.status === 'ready' ? state.dashboard.contracts : null;
  // The cards read the period and filter of the export (the filter the screen showed), as the XLSX does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is what its parameter says
  const context = useMemo<CardDataContext | null>(() => {
    const dateRange = rangeParam === null ? null : parseDateRangeParam(rangeParam);
    return dateRange && globalFilter
      ? {
          accountId,
          universeId,
          isStaging,
          dateRange,
          globalFilter,
          pages: pages ?? [],
          contracts: contracts ?? [],
        }
      : null;
  }, [accountId, universeId, isStaging, rangeParam, filterParam, pages, contracts]);

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
