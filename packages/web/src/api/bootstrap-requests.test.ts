import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, unauthenticated } from '../test/fetch-mock.ts';
import { sendBootstrapRequest, takeBootstrapResponse } from './bootstrap-requests.ts';
import { ApiError, request, requestJson } from './http-client.ts';

const schema = { parse: (data: unknown) => data as { status: string; at: number } };

describe('bootstrap requests', () => {
  it('are read by the first request of the app for their path, once', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok', at: requests.length }));
    sendBootstrapRequest('/upms-legacy/prod/user/me');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');

    expect(await requestJson('/upms-legacy/prod/user/me', schema)).toEqual({ status: 'ok', at: 1 });
    expect(requests).toHaveLength(1);
    // Taken once: the next request asks the server again.
    expect(await requestJson('/upms-legacy/prod/user/me', schema)).toEqual({ status: 'ok', at: 2 });
    expect(requests).toHaveLength(2);
  });

  it('answer only a GET of the same path', async () => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok', at: 0 }));
    sendBootstrapRequest('/dashboards/v1/uni1/dash1');
    await request('/dashboards/v1/uni1/dash1', { method: 'PUT', body: { title: 'x' } });
    await request('/dashboards/v1/uni1');
    expect(requests.map((sent) => `${sent.method} ${sent.url.pathname}`)).toEqual([
      'GET /dashboards/v1/uni1/dash1',
      'PUT /dashboards/v1/uni1/dash1',
      'GET /dashboards/v1/uni1',
    ]);
    expect(takeBootstrapResponse('/dashboards/v1/uni1/dash1')).not.toBeNull();
    expect(takeBootstrapResponse('/dashboards/v1/uni1/dash1')).toBeNull();
  });

  it('fail like the app’s own request when the server refuses them', async () => {
    mockFetch(unauthenticated);
    sendBootstrapRequest('/upms-legacy/prod/user/me');
    const failure = await request('/upms-legacy/prod/user/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
  });
});
