import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWarRoom, warRoomParams } from './war-room-api.ts';

const scope = {
  accountId: 'acc1',
  universeId: 'uni1',
  isStaging: false,
  dateRange: { start: Date.UTC(2025, 10, 14, 3), end: Date.UTC(2025, 10, 15, 3) },
};

afterEach(() => vi.unstubAllGlobals());

describe('fetchWarRoom', () => {
  it('asks with the priority of its card (high in view, low out of view), the browser deciding by default', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 'ok', docs: [] }));
    vi.stubGlobal('fetch', fetch);
    const params = warRoomParams('top-posts', { take: 10, sort: 'hot' }, scope);
    const signal = new AbortController().signal;
    await fetchWarRoom(params, signal, 'card-1', 'low');
    await fetchWarRoom(params, signal, 'card-1', 'high');
    await fetchWarRoom(params, signal);
    const priorities = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].priority);
    expect(priorities).toEqual(['low', 'high', 'auto']);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toContain('/war-room/top-posts?');
  });
});
