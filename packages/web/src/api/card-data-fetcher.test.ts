import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { fetchCardAnswer } from './card-data-fetcher.ts';
import { ApiError } from './http-client.ts';

const answer = { parse: (data: unknown) => data as { status: 'ok'; docs: unknown[] } };
const getRequest = {
  endpoint: 'war-room/top-posts',
  method: 'GET' as const,
  path: '/war-room/top-posts',
  query: { take: '10', date_range: '1:2' },
  body: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('fetchCardAnswer', () => {
  it('asks with the priority of its card (high in view, low out of view), the browser deciding by default', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 'ok', docs: [] }));
    vi.stubGlobal('fetch', fetch);
    const signal = new AbortController().signal;
    const endpoint = { answer, timeoutMs: 1_000 };
    await fetchCardAnswer(endpoint, getRequest, 'card-1', signal, 'low');
    await fetchCardAnswer(endpoint, getRequest, 'card-1', signal, 'high');
    await fetchCardAnswer(endpoint, getRequest, null, signal);
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([, init]) => init.priority)).toEqual(['low', 'high', 'auto']);
    expect(calls[0]?.[0]).toBe('/war-room/top-posts?take=10&date_range=1:2&card_id=card-1');
    expect(calls[2]?.[0]).toBe('/war-room/top-posts?take=10&date_range=1:2');
    expect(calls[0]?.[1].body).toBeNull();
  });

  it('sends a POST with its body, and answers what the entry’s schema parses', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok', docs: [1] }));
    const parsed = await fetchCardAnswer(
      { answer, timeoutMs: 1_000 },
      { ...getRequest, method: 'POST', path: '/charts-service/posts', body: { metric: 'posts' } },
      null,
      new AbortController().signal,
    );
    expect(parsed).toEqual({ status: 'ok', docs: [1] });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toEqual({ metric: 'posts' });
  });

  it('fails with the server’s answer on a non-2xx', async () => {
    mockFetch(() => jsonResponse({ status: 'error', error: { code: 'X', message: 'x', fields: null } }, 400));
    await expect(
      fetchCardAnswer({ answer, timeoutMs: 1_000 }, getRequest, null, new AbortController().signal),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
