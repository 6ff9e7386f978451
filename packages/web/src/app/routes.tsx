import type { RouteObject } from 'react-router';
import { ErrorPage } from '../routes/error/ErrorPage.tsx';
import { LoginPage } from '../routes/login/LoginPage.tsx';
import { PageLoader } from './PageLoader.tsx';

/** History-mode routes of spec §2. The dashboard is its own chunk: it brings ECharts, the login must not. */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage defaultStatus="500" />,
    // Shown while the first route's lazy chunk loads.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/:accountId/:universeId/login', element: <LoginPage /> },
      {
        path: '/:accountId/:universeId/dashboard',
        lazy: async () => {
          const { DashboardPage } = await import('../routes/dashboard/DashboardPage.tsx');
          return { Component: DashboardPage };
        },
      },
      { path: '/error', element: <ErrorPage defaultStatus="500" /> },
      { path: '/403', element: <ErrorPage defaultStatus="403" /> },
      { path: '/500', element: <ErrorPage defaultStatus="500" /> },
      { path: '*', element: <ErrorPage defaultStatus="404" /> },
    ],
  },
];
