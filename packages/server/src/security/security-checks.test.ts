import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE, SESSION_HEADER, SESSION_HEADER_2 } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../demo/seed-demo.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { TEST_STORES } from '../test-support/test-database.ts';
import { createTenants, enterAsGuest, login, publish, type Tenant } from './tenant-fixtures.ts';

const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><title>Mirante</title></head><body></body></html>';

describe.each(TEST_STORES)('sessions, guests, headers and the audit log (%s)', (store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let a: Tenant;
  let webDist: string;

  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp(Date.now(), { store, webDist });
    ({ a } = await createTenants(t.app, t.stores));
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const dashboardUrl = () => `/dashboards/v1/${a.universeId}/${a.dashboardId}`;
  const readAsGuest = (cookie: string) => t.app.inject({ url: dashboardUrl(), headers: { cookie } });
  const enter = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/guest/v1/${a.universeId}/access`,
      payload: { email: 'visitante@example.com', acceptedTerms: true, ...body },
    });
  const act = (action: string) =>
    t.app.inject({ method: 'POST', url: `${dashboardUrl()}/${action}`, headers: { ...a.editor } });

  describe('headers', () => {
    it('serves the token page with CSP, nosniff, frame-ancestors and no referrer', async () => {
      const response = await t.app.inject({
        url: `/${DEMO.accountId}/${DEMO.brandUniverseId}/token/?token=segredo`,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });

    it('sends the same headers with API answers and errors', async () => {
      for (const url of ['/health', '/upms-legacy/prod/user/me', '/nao-existe.json']) {
        const response = await t.app.inject({ url });
        expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      }
    });
  });

  describe('session fixation', () => {
    it('issues new ids at login and never adopts ids the caller brings', async () => {
      const planted = 'id-plantado-pelo-atacante-000000000000000000';
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/prod/session/login',
        headers: { cookie: `${SESSION_COOKIE}=${planted}`, [SESSION_HEADER]: planted },
        payload: { username: DEMO.email, password: DEMO.password },
      });
      expect(response.statusCode).toBe(200);
      const issued = String(response.headers[SESSION_HEADER]);
      expect(issued).not.toBe(planted);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe(issued);
      expect(String(response.headers[SESSION_HEADER_2])).not.toBe(issued);
      const again = await login(t.app, DEMO.email, DEMO.password);
      expect(again[SESSION_HEADER]).not.toBe(issued);
      const planter = await t.app.inject({
        url: '/upms-legacy/prod/user/me',
        headers: { [SESSION_HEADER]: planted },
      });
      expect(planter.statusCode).toBe(401);
    });
  });

  describe('old guest credentials', () => {
    it('stop working after unpublish: the guest session and the token link', async () => {
      const { token } = await publish(t.app, a);
      const guest = await enterAsGuest(t.app, a.universeId, token);
      expect((await readAsGuest(guest)).statusCode).toBe(200);
      expect((await act('unpublish')).statusCode).toBe(200);
      expect((await readAsGuest(guest)).statusCode).toBe(401);
      expect((await enter({ token })).statusCode).toBeGreaterThanOrEqual(400);
    });

    it('stop working after the access code is regenerated: the session, the old code and the old link', async () => {
      const { token, accessCode } = await publish(t.app, a);
      const byCode = await enter({ accessCode });
      expect(byCode.statusCode).toBe(200);
      const guest = `dashboard-token=${byCode.cookies.find((c) => c.name === 'dashboard-token')?.value}`;
      expect((await readAsGuest(guest)).statusCode).toBe(200);
      const regenerated = await act('access-code');
      expect(regenerated.statusCode).toBe(200);
      expect(regenerated.json().publishing.accessCode).not.toBe(accessCode);
      expect((await readAsGuest(guest)).statusCode).toBe(401);
      const oldCode = await enter({ accessCode });
      expect(oldCode.statusCode).toBeGreaterThanOrEqual(400);
      expect(oldCode.json().error.message).toBe('Código de acesso inválido');
      expect((await enter({ token })).statusCode).toBeGreaterThanOrEqual(400);
    });
  });

  describe('audit log', () => {
    it('records login success and failure, edits, publishing, code regeneration and guest access', async () => {
      await t.app.inject({
        method: 'POST',
        url: '/auth/prod/session/login',
        payload: { username: DEMO.email, password: 'senha-errada' },
      });
      await login(t.app, DEMO.email, DEMO.password);
      const current = await t.app.inject({ url: dashboardUrl(), headers: { ...a.editor } });
      const saved = await t.app.inject({
        method: 'PUT',
        url: dashboardUrl(),
        headers: { ...a.editor },
        payload: { version: current.json().dashboard.version, patch: { title: 'Visão geral auditada' } },
      });
      expect(saved.statusCode).toBe(200);
      await publish(t.app, a);
      const regenerated = await act('access-code');
      expect(regenerated.statusCode).toBe(200);
      await enterAsGuest(t.app, a.universeId, regenerated.json().publishing.publishedToken);

      const entries = await t.stores.meta.db
        .selectFrom('audit_log')
        .select(['action', 'actor', 'detail'])
        .execute();
      const of = (action: string) => entries.filter((entry) => entry.action === action);
      expect(of('login.success').some((e) => e.actor === DEMO.email)).toBe(true);
      expect(of('login.failure').some((e) => e.actor === DEMO.email)).toBe(true);
      for (const action of ['dashboard.edit', 'dashboard.publish', 'dashboard.access-code']) {
        expect(
          of(action).some((e) => e.actor === DEMO.email && e.detail.dashboardId === a.dashboardId),
          action,
        ).toBe(true);
      }
      expect(
        of('guest.access').some(
          (e) => e.actor === 'visitante@example.com' && e.detail.dashboardId === a.dashboardId,
        ),
      ).toBe(true);
    });
  });
});
