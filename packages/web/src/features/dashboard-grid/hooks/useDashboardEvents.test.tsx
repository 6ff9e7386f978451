import type { DashboardChangedEvent } from '@mirante/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/query-keys.ts';
import { FakeEventSource } from '../../../test/event-source.ts';
import { useDashboardEvents } from './useDashboardEvents.ts';

const change = (version: number, extra: Partial<DashboardChangedEvent> = {}): DashboardChangedEvent => ({
  universeId: 'uni1',
  dashboardId: 'dash1',
  change: 'saved',
  version,
  savedBy: { name: 'Bia', email: 'bia@example.com' },
  savedAt: 1_700_000_000_000,
  ...extra,
});

/** A page showing version 3 of dash1, with the universe's list loaded too. */
function openPage(dashboardId: string | null = 'dash1') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.dashboards('uni1'), { dashboards: [] });
  queryClient.setQueryData(queryKeys.dashboard('uni1', 'dash1'), { dashboard: { id: 'dash1', version: 3 } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useDashboardEvents('uni1', dashboardId), { wrapper });
  const reloads = () =>
    [queryKeys.dashboards('uni1'), queryKeys.dashboard('uni1', 'dash1')].map(
      (queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated ?? null,
    );
  return { hook, queryClient, reloads, stream: () => FakeEventSource.opened.at(-1) };
}

describe('useDashboardEvents', () => {
  it("opens the dashboard's stream with the cookies and closes it when the page goes", () => {
    const { hook, stream } = openPage();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(stream()?.url).toBe('/realtime/v1/uni1/dashboards/dash1');
    expect(stream()?.withCredentials).toBe(true);
    hook.unmount();
    expect(stream()?.closed).toBe(true);
  });

  it('opens no stream before a dashboard is shown', () => {
    openPage(null);
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('reloads the dashboard and the list only for a version newer than the one on screen', () => {
    const { reloads, stream } = openPage();
    act(() => {
      stream()?.emit('ready', { universeId: 'uni1', dashboardId: 'dash1' });
      stream()?.emit('dashboard.changed', change(3));
      stream()?.emit('dashboard.changed', change(2));
      stream()?.emit('dashboard.changed', change(9, { dashboardId: 'outro' }));
      stream()?.emit('dashboard.changed', '{not json');
      stream()?.emit('dashboard.changed', { dashboardId: 'dash1', version: 'x' });
    });
    expect(reloads()).toEqual([false, false]);
    act(() => stream()?.emit('dashboard.changed', change(4)));
    expect(reloads()).toEqual([true, true]);
  });

  it('reloads when the dashboard was removed', () => {
    const { reloads, stream } = openPage();
    act(() => stream()?.emit('dashboard.changed', change(3, { change: 'deleted' })));
    expect(reloads()).toEqual([true, true]);
  });

  it('reports the end of the session, forgets the cached data and closes the stream for good', () => {
    const { hook, queryClient, stream } = openPage();
    expect(hook.result.current).toBe(false);
    act(() => stream()?.emit('session.ended', {}));
    expect(hook.result.current).toBe(true);
    expect(stream()?.closed).toBe(true);
    expect(queryClient.getQueryData(queryKeys.dashboard('uni1', 'dash1'))).toBeUndefined();
  });
});
