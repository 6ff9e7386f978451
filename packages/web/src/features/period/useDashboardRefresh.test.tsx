import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORCE_REFRESH_RESET_MS, useDashboardRefresh } from './useDashboardRefresh.ts';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const series = { status: 'ok', at: 'first' };
  queryClient.setQueryData(['card-series', { hash: 'a' }], series);
  queryClient.setQueryData(['war-room', { endpoint: 'top-posts' }], { docs: [] });
  queryClient.setQueryData(['dashboards', 'uni1'], []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useDashboardRefresh(), { wrapper }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useDashboardRefresh', () => {
  it('raises the force-refresh flag and lowers it 200 ms later', () => {
    vi.useFakeTimers();
    const { result } = setup();
    expect(result.current.forcing).toBe(false);

    act(() => result.current.force());
    expect(result.current.forcing).toBe(true);
    act(() => vi.advanceTimersByTime(FORCE_REFRESH_RESET_MS - 1));
    expect(result.current.forcing).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.forcing).toBe(false);
    expect(FORCE_REFRESH_RESET_MS).toBe(200);
  });

  it('drops every card answer on a forced refresh, and only those', () => {
    const { result, queryClient } = setup();
    act(() => result.current.force());
    expect(queryClient.getQueryData(['card-series', { hash: 'a' }])).toBeUndefined();
    expect(queryClient.getQueryData(['war-room', { endpoint: 'top-posts' }])).toBeUndefined();
    expect(queryClient.getQueryData(['dashboards', 'uni1'])).toEqual([]);
  });

  it('keeps the cards content on a silent refresh, marking it to be asked again', () => {
    const { result, queryClient } = setup();
    act(() => result.current.silent());
    const state = queryClient.getQueryState(['card-series', { hash: 'a' }]);
    expect(state?.data).toEqual({ status: 'ok', at: 'first' });
    expect(state?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['dashboards', 'uni1'])?.isInvalidated).toBe(false);
  });

  it('refreshes silently at the chosen interval while auto-reload is on', () => {
    vi.useFakeTimers();
    const { result, queryClient } = setup();
    act(() => {
      result.current.setAutoReloadMinutes(1);
      result.current.setAutoReload(true);
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(queryClient.getQueryState(['card-series', { hash: 'a' }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(['card-series', { hash: 'a' }])).toEqual({ status: 'ok', at: 'first' });
  });
});
