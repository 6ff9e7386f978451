import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '@mirante/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenants,
  enterAsGuest,
  login,
  publish,
  type SessionHeaders,
  type Tenant,
} from '../../security/tenant-fixtures.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';
import { openEventStream } from './sse-test-client.ts';

/** What a browser sends: the session id in its HttpOnly cookie (EventSource sets no headers). */
const browser = (session: SessionHeaders) => ({ cookie: `${SESSION_COOKIE}=${session['x-session-id']}` });

async function versionOf(app: FastifyInstance, tenant: Tenant, dashboardId = tenant.dashboardId) {
  const response = await app.inject({
    url: `/dashboards/v1/${tenant.universeId}/${dashboardId}`,
    headers: { ...tenant.editor },
  });
  return response.json().dashboard.version as number;
}

async function saveTitle(
  app: FastifyInstance,
  tenant: Tenant,
  session: SessionHeaders,
  title: string,
  dashboardId = tenant.dashboardId,
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/dashboards/v1/${tenant.universeId}/${dashboardId}/title`,
    headers: { ...session },
    payload: { version: await versionOf(app, tenant, dashboardId), value: title },
  });
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`);
  return response.json().dashboard.version as number;
}

describe.each(TEST_STORES)('realtime dashboard changes over SSE (%s)', (store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let a: Tenant;
  let b: Tenant;
  let base: string;
  /** A dashboard of universe A that only its editor may see. */
  let privateId: string;

  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store });
    ({ a, b } = await createTenants(t.app, t.stores));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // The set-up's own changes are announced too, after their answers (over PostgreSQL, a NOTIFY later):
    // heard here to the last, so none of them reaches a test's stream.
    const setUpHeard = await universeStream(a, browser(a.editor));
    await setUpHeard.next();
    const invite = await t.app.inject({
      method: 'POST',
      url: `/dashboards/v1/${a.universeId}/${a.dashboardId}/users`,
      headers: { ...a.editor },
      payload: { version: await versionOf(t.app, a), emails: 'membro@mirante.local' },
    });
    if (invite.statusCode !== 200) throw new Error(`invite failed: ${invite.body}`);
    const created = await t.app.inject({
      method: 'POST',
      url: `/dashboards/v1/${a.universeId}`,
      headers: { ...a.editor },
      payload: { title: 'Só da editora', description: '', cardIds: [] },
    });
    privateId = created.json().dashboard.id;
    const pending = new Set([a.dashboardId, privateId]);
    while (pending.size > 0) {
      const event = await setUpHeard.next();
      if (!event) throw new Error('the set-up stream ended early');
      pending.delete((event.data as { dashboardId: string }).dashboardId);
    }
    setUpHeard.close();
  });
  afterAll(() => t?.close());

  const universeStream = (tenant: Tenant, headers: Record<string, string>) =>
    openEventStream(`${base}/realtime/v1/${tenant.universeId}/dashboards`, headers);
  const dashboardStream = (
    tenant: Tenant,
    headers: Record<string, string>,
    dashboardId = tenant.dashboardId,
  ) => openEventStream(`${base}/realtime/v1/${tenant.universeId}/dashboards/${dashboardId}`, headers);

  it("brings one user's save to another user's open page, with the version and who saved", async () => {
    const stream = await universeStream(a, browser(a.editor));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await stream.next()).toEqual({
      event: 'ready',
      data: { universeId: a.universeId, dashboardId: null },
    });
    const savedAt = performance.now();
    const version = await saveTitle(t.app, a, a.member, 'Visão geral (revisada)');
    const received = await stream.next();
    const latencyMs = performance.now() - savedAt;
    expect(received).toEqual({
      event: 'dashboard.changed',
      data: {
        universeId: a.universeId,
        dashboardId: a.dashboardId,
        change: 'saved',
        version,
        savedBy: { name: 'membro@mirante.local', email: 'membro@mirante.local' },
        savedAt: expect.any(Number),
      },
    });
    console.info(`[realtime ${store}] save answered → event received: ${latencyMs.toFixed(1)} ms`);
    stream.close();
  });

  it('keeps the security headers on the stream', async () => {
    const stream = await dashboardStream(a, browser(a.editor));
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    stream.close();
  });

  it.each([
    ['a dashboard stream hears only its dashboard', 'dashboard'],
    ['a universe stream leaves out the dashboards its user may not see', 'universe'],
  ] as const)('%s', async (_name, kind) => {
    const open = kind === 'dashboard' ? dashboardStream : universeStream;
    const stream = await open(a, browser(a.member));
    await stream.next();
    await saveTitle(t.app, a, a.editor, `Rascunho ${kind}`, privateId);
    const version = await saveTitle(t.app, a, a.editor, `Visão geral ${kind}`);
    expect(await stream.next()).toMatchObject({ data: { dashboardId: a.dashboardId, version } });
    stream.close();
  });

  it('refuses a stream without credentials, of another account, or of a dashboard the user cannot see', async () => {
    expect((await universeStream(a, {})).status).toBe(401);
    expect((await universeStream(b, browser(a.editor))).status).toBe(404);
    expect((await dashboardStream(b, browser(a.editor))).status).toBe(404);
    expect((await dashboardStream(a, browser(a.member), privateId)).status).toBe(404);
    const expired = await universeStream(a, { cookie: `${SESSION_COOKIE}=not-a-session` });
    expect(expired.status).toBe(401);
    expect(JSON.parse(expired.body ?? '{}').error.code).toBe('UNAUTHENTICATED');
  });

  it('ends the stream of a user who logs out at the next change', async () => {
    const session = await login(t.app, 'membro@mirante.local');
    const stream = await universeStream(a, browser(session));
    await stream.next();
    await t.app.inject({ method: 'POST', url: '/auth/prod/session/logout', headers: { ...session } });
    await saveTitle(t.app, a, a.editor, 'Visão geral 3');
    expect(await stream.next()).toEqual({ event: 'session.ended', data: {} });
    await stream.ended;
    expect(await stream.next()).toBeNull();
  });

  it('lets a guest follow its published dashboard until it is unpublished', async () => {
    const { token } = await publish(t.app, a);
    const guest = { cookie: await enterAsGuest(t.app, a.universeId, token) };
    expect((await universeStream(a, guest)).status).toBe(403);
    expect((await dashboardStream(a, guest, privateId)).status).toBe(403);
    const stream = await dashboardStream(a, guest);
    expect(stream.status).toBe(200);
    await stream.next();
    const version = await saveTitle(t.app, a, a.editor, 'Visão geral publicada');
    // Who saved is a person: a guest's stream never names them (spec §6).
    expect(await stream.next()).toMatchObject({
      event: 'dashboard.changed',
      data: { version, savedBy: null },
    });
    const unpublish = await t.app.inject({
      method: 'POST',
      url: `/dashboards/v1/${a.universeId}/${a.dashboardId}/unpublish`,
      headers: { ...a.editor },
    });
    expect(unpublish.statusCode).toBe(200);
    expect(await stream.next()).toEqual({ event: 'session.ended', data: {} });
    await stream.ended;
  });

  it('closing the server ends open streams rather than waiting for them', async () => {
    const stream = await universeStream(a, browser(a.editor));
    await stream.next();
    await t.app.close();
    await stream.ended;
    expect(await stream.next()).toBeNull();
  });
});
