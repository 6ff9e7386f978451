import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import { FORCE_REFRESH_RESET_MS, useDashboardRefresh } from './useDashboardRefresh.ts';

const scope = { universeId: 'uni1', dateRange: { start: 1, end: 2 } };
const request = (path: string) => ({ endpoint: path, method: 'GET' as const, path, query: {}, body: null });
const chartsKey = queryKeys.cardData(scope, [request('/charts-service/posts')]);
const warRoomKey = queryKeys.cardData(scope, [request('/war-room/top-posts')]);
const searchKey = queryKeys.cardSearch(scope, [request('/war-room/top-posts')]);

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const series = { status: 'ok', at: 'first' };
  queryClient.setQueryData(chartsKey, series);
  queryClient.setQueryData(warRoomKey, { docs: [] });
  queryClient.setQueryData(searchKey, { kind: 'posts', posts: [] });
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
    expect(queryClient.getQueryData(chartsKey)).toBeUndefined();
    expect(queryClient.getQueryData(warRoomKey)).toBeUndefined();
    expect(queryClient.getQueryData(searchKey)).toBeUndefined();
    expect(queryClient.getQueryData(['dashboards', 'uni1'])).toEqual([]);
  });

  it('keeps the cards content on a silent refresh, marking it to be asked again', () => {
    const { result, queryClient } = setup();
    act(() => result.current.silent());
    const state = queryClient.getQueryState(chartsKey);
    expect(state?.data).toEqual({ status: 'ok', at: 'first' });
    expect(state?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(searchKey)?.isInvalidated).toBe(true);
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
    expect(queryClient.getQueryState(chartsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(chartsKey)).toEqual({ status: 'ok', at: 'first' });
  });
});
