import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { I18nProvider } from '../app/i18n/I18nProvider.tsx';
import { theme } from '../app/theme.ts';

/** Renders routes as the app does, in memory, with a fresh cache that never retries (or the cache given). */
export function renderApp(
  routes: RouteObject[],
  initialEntries: string[],
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) {
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  const result = render(
    <MantineProvider theme={theme} defaultColorScheme="dark" env="test">
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}
