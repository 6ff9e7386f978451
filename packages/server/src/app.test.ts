import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './demo/seed-demo.ts';
import { createTestApp } from './test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/prod/session/login',
    payload: { username: DEMO.email, password: DEMO.password },
  });
  headers = {
    'x-session-id': String(response.headers['x-session-id']),
    'x-session-id2': String(response.headers['x-session-id2']),
  };
});
afterAll(() => t.close());

describe('server basics', () => {
  it('reports health of both stores', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      stores: { meta: { status: 'ok', driver: 'pglite' }, analytics: { status: 'ok', driver: 'duckdb' } },
    });
  });

  it('tags every answer with a request id, keeping a sane one from the caller', async () => {
    const response = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect((await t.app.inject({ url: '/health' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await t.app.inject({ url: '/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'error',
      error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.', fields: null },
    });
  });

  it('needs a session for user data', async () => {
    const response = await t.app.inject({ url: '/upms-legacy/prod/user/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('demo account', () => {
  it('gives the demo user the three demo universes', async () => {
    const response = await t.app.inject({ url: '/upms-legacy/prod/user/me', headers });
    const universes = response.json().universes;
    expect(universes.map((u: { universeId: string }) => u.universeId)).toEqual([
      DEMO.brandUniverseId,
      DEMO.chatbotUniverseId,
      DEMO.stagingUniverseId,
    ]);
    expect(universes.filter((u: { isStaging: boolean }) => u.isStaging)).toHaveLength(1);
  });

  it('lists the demo dashboards with their cards, posts over time among them, the demo user as admin', async () => {
    const list = await t.app.inject({ url: `/dashboards/v1/${DEMO.brandUniverseId}`, headers });
    // The overview first (the latest change), then customer service.
    expect(list.json().dashboards.map((d: { id: string }) => d.id)).toEqual([
      DEMO.dashboardId,
      'demo-atendimento',
    ]);
    const one = await t.app.inject({
      url: `/dashboards/v1/${DEMO.brandUniverseId}/${DEMO.dashboardId}`,
      headers,
    });
    const dashboard = one.json().dashboard;
    expect(dashboard.cards.map((c: { id: string }) => c.id)).toEqual([
      'LSN_1',
      'LSN_13',
      'LSN_9',
      'LSN_17',
      'LSN_23',
      'LSN_11',
      'SAC_5',
    ]);
    expect(dashboard.users).toEqual([{ email: DEMO.email, admin: true }]);
    expect(dashboard.isDarkTheme).toBe(true);
  });

  it('hides universes the user is not a member of behind a 404', async () => {
    const response = await t.app.inject({ url: '/dashboards/v1/outra-conta', headers });
    expect(response.statusCode).toBe(404);
  });
});
