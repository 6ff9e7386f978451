import { type RouteObject, replace } from 'react-router';
import { campaignLoader } from '../routes/campaign/campaign-loader.ts';
import { ErrorPage } from '../routes/error/ErrorPage.tsx';
import { LoginPage } from '../routes/login/LoginPage.tsx';
import { CAMPAIGN } from './app-config.ts';
import { prefetchedCardRequests } from './dashboard-prefetch.ts';
import { loadChunk } from './lazy-chunk.ts';
import { PageLoader } from './PageLoader.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { rootRedirectLoader } from './root-redirect.ts';

/**
 * History-mode routes of spec §2. The login is in the first chunk; the other pages are lazy chunks (the
 * dashboard brings ECharts, the login must not), loaded through loadChunk for its timeout and errors.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    // Shown while the first route's lazy chunk or loader runs.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', loader: rootRedirectLoader, element: <PageLoader /> },
      { path: '/:accountId/:universeId/login', element: <LoginPage /> },
      {
        path: '/:accountId/:universeId/token',
        lazy: async () => {
          const { TokenPage } = await loadChunk('token', () => import('../routes/token/TokenPage.tsx'));
          return { Component: TokenPage };
        },
      },
      {
        path: '/:accountId/:universeId/onboarding',
        lazy: async () => {
          const { OnboardingPage } = await loadChunk(
            'onboarding',
            () => import('../routes/onboarding/OnboardingPage.tsx'),
          );
          return { Component: OnboardingPage };
        },
      },
      {
        path: '/:accountId/:universeId/dashboard',
        lazy: async () => {
          const [{ DashboardPage }] = await Promise.all([
            loadChunk('dashboard', () => import('../routes/dashboard/DashboardPage.tsx')),
            prefetchedCardRequests(),
          ]);
          return { Component: DashboardPage };
        },
      },
      {
        // What the server's headless browser prints for a whole-dashboard PDF export.
        path: '/:accountId/:universeId/print/:dashboardId',
        lazy: async () => {
          const { PrintPage } = await loadChunk('print', () => import('../routes/print/PrintPage.tsx'));
          return { Component: PrintPage };
        },
      },
      {
        // Every renderer on fixture data, for development and the e2e suite; not linked from the app.
        path: '/dev/gallery',
        lazy: async () => {
          const { GalleryPage } = await loadChunk(
            'gallery',
            () => import('../routes/gallery/GalleryPage.tsx'),
          );
          return { Component: GalleryPage };
        },
      },
      { path: CAMPAIGN.path, loader: campaignLoader, element: <PageLoader /> },
      { path: '/error', element: <ErrorPage defaultStatus="500" /> },
      { path: '/403', element: <ErrorPage defaultStatus="403" /> },
      { path: '/500', element: <ErrorPage defaultStatus="500" /> },
      { path: '*', loader: () => replace('/error?errorStatus=404'), element: <PageLoader /> },
    ],
  },
];
