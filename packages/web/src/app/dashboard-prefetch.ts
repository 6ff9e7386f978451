import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { queryKeys } from '../api/query-keys.ts';
import { loadChartLibrary } from '../cards/load-chart-library.ts';
import { fetchMe } from '../features/auth/api/auth-api.ts';
import { fetchDashboard, fetchDashboards } from '../features/dashboard-grid/api/dashboards-api.ts';
import { PUBLIC_QUERY } from '../features/guest-entry/guest-dashboard-path.ts';

/** The member dashboard's route (spec §2), as routes.tsx declares it. */
export const DASHBOARD_ROUTE = '/:accountId/:universeId/dashboard';

/**
 * When the app opens on a member's dashboard, its first requests leave at once, beside the page's chunks:
 * the signed-in user and the dashboard (by id, or the universe's first one), then every card's data, then the
 * chart library. The page's own queries (same keys and fetchers) find them in the query cache or in flight, so
 * nothing waits for the dashboard chunk and its chart library to arrive. Errors are left to the page's queries
 * to report.
 */
export function prefetchDashboard(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  const match = matchPath(DASHBOARD_ROUTE, location.pathname);
  const search = new URLSearchParams(location.search);
  if (!match || search.get(PUBLIC_QUERY) === '1') return;
  cardRequests = startPrefetch(queryClient, match.params, search);
}

/** Settles once the prefetch's card-data requests have left (or it gave up); at once when there was none. */
let cardRequests: Promise<void> = Promise.resolve();

/**
 * What the dashboard route waits for besides its chunk: rendering the page (a long task) before the card-data
 * requests leave would hold them back until it ends.
 */
export const prefetchedCardRequests = (): Promise<void> => cardRequests;

function startPrefetch(
  queryClient: QueryClient,
  params: { accountId?: string; universeId?: string },
  search: URLSearchParams,
): Promise<void> {
  const accountId = params.accountId ?? '';
  const universeId = params.universeId ?? '';
  const requestedId = search.get('dashboard');

  const me = queryClient.fetchQuery({ queryKey: queryKeys.me(), queryFn: ({ signal }) => fetchMe(signal) });
  const fetchById = (id: string) =>
    queryClient.fetchQuery({
      queryKey: queryKeys.dashboard(universeId, id),
      queryFn: ({ signal }) => fetchDashboard(universeId, id, signal),
    });
  // A dashboard named in the URL is asked for at once, not a microtask later (after the app's modules).
  const dashboard = requestedId
    ? fetchById(requestedId)
    : queryClient
        .fetchQuery({
          queryKey: queryKeys.dashboards(universeId),
          queryFn: ({ signal }) => fetchDashboards(universeId, signal),
        })
        .then((list) => {
          const first = list.dashboards[0]?.id;
          return first === undefined ? null : fetchById(first);
        });
  // The cards' plans come with the card library, a chunk of its own that loads meanwhile.
  const cards = import('../features/dashboard-grid/api/prefetch-card-data.ts');
  const sent = Promise.all([me, dashboard, cards]).then(
    ([user, answer, { prefetchCardData }]) => {
      const universe = user.universes.find(
        (candidate) => candidate.accountId === accountId && candidate.universeId === universeId,
      );
      if (universe && answer) prefetchCardData(queryClient, universe, answer.dashboard, search);
    },
    () => undefined,
  );
  // The chart library (the largest script to evaluate) is asked for once the card data is on its way, so
  // evaluating it holds none of the requests back.
  void sent.then(() => loadChartLibrary().catch(() => undefined));
  return sent;
}
