import { SESSION_HEADER } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { OTHER, seedOtherTenant } from '../../test-support/identity-fixture.ts';
import { type SessionHeaders, signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';

describe.each(TEST_STORES)('accounts: user, roles, company, account, panels (%s)', (store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let demo: SessionHeaders;
  let ana: SessionHeaders;
  let apiToken: string;
  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store });
    apiToken = (await seedOtherTenant(t.stores)).universe.apiToken;
    demo = await signIn(t.app);
    ana = await signIn(t.app, OTHER.email, OTHER.password);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Partial<SessionHeaders> = {}) => t.app.inject({ url, headers });

  it('user/me answers the signed-in user and the universes it may open', async () => {
    const response = await get('/upms-legacy/prod/user/me', ana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: OTHER.email, name: 'Ana Outra', isAdmin: false },
      universes: [{ accountId: OTHER.accountId, universeId: OTHER.universeId, isStaging: false }],
    });
    expect((await get('/upms-legacy/prod/user/me')).statusCode).toBe(401);
  });

  it('user-roles/is-admin is true only for an admin of that account', async () => {
    const isAdmin = async (headers: SessionHeaders, accountId: string) =>
      (await get(`/upms-legacy/staging/user-roles/is-admin?accountId=${accountId}`, headers)).json();
    expect(await isAdmin(demo, DEMO.accountId)).toEqual({
      status: 'ok',
      isAdmin: true,
      roles: ['accountAdmin'],
    });
    expect(await isAdmin(demo, OTHER.accountId)).toEqual({ status: 'ok', isAdmin: false, roles: [] });
    expect(await isAdmin(ana, OTHER.accountId)).toEqual({ status: 'ok', isAdmin: false, roles: [] });
    expect((await get('/upms-legacy/prod/user-roles/is-admin', demo)).statusCode).toBe(400);
  });

  it('a role granted in another account makes the user an admin there, and lets it read that account', async () => {
    const db = t.stores.meta.db;
    const anaId = (await get('/upms-legacy/prod/user/me', ana)).json().user.id as string;
    await db
      .insertInto('admin_roles')
      .values({ user_id: anaId, account_id: DEMO.accountId, role: 'master' })
      .execute();
    const answer = await get(`/upms-legacy/prod/user-roles/is-admin?accountId=${DEMO.accountId}`, ana);
    expect(answer.json()).toEqual({ status: 'ok', isAdmin: true, roles: ['master'] });
    expect((await get(`/upms-legacy/prod/account/${DEMO.accountId}`, ana)).statusCode).toBe(200);
    await db.deleteFrom('admin_roles').where('user_id', '=', anaId).execute();
  });

  it('company/ finds the user group by name in the caller account, or the caller own group', async () => {
    const own = await get('/upms-legacy/prod/company/', ana);
    expect(own.json()).toMatchObject({
      status: 'ok',
      company: { accountId: OTHER.accountId, name: 'Atendimento' },
    });
    const byName = await get('/upms-legacy/prod/company/?name=Atendimento', ana);
    expect(byName.json().company.id).toBe(own.json().company.id);
    // The demo user sees its own group, and another account's group is not visible to it.
    expect((await get('/upms-legacy/prod/company/', demo)).json()).toMatchObject({
      status: 'ok',
      company: { accountId: DEMO.accountId, name: 'Equipe Demo' },
    });
    expect((await get('/upms-legacy/prod/company/?name=Atendimento', demo)).statusCode).toBe(404);
  });

  it('account/{id} answers the own account and 404 for another tenant', async () => {
    const own = await get(`/upms-legacy/prod/account/${OTHER.accountId}`, ana);
    expect(own.statusCode).toBe(200);
    expect(own.json().account).toMatchObject({ id: OTHER.accountId, name: 'Outra Conta' });
    expect(typeof own.json().account.createdAt).toBe('number');
    const other = await get(`/upms-legacy/prod/account/${OTHER.accountId}`, demo);
    expect(other.statusCode).toBe(404);
    expect((await get('/upms-legacy/prod/account/nao-existe', demo)).statusCode).toBe(404);
    // A 401 here is what makes the page log out and reload (spec §7).
    expect((await get(`/upms-legacy/prod/account/${DEMO.accountId}`)).statusCode).toBe(401);
  });

  it('panels-service lists the universe dashboards by name to members and to the universe API token', async () => {
    const url = `/panels-service/prod/panels/${DEMO.accountId}/${DEMO.brandUniverseId}?fields=name&from_datastore=true`;
    const answer = await get(url, demo);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().panels).toContainEqual({ id: DEMO.dashboardId, name: 'Visão geral da marca' });
    expect((await get(url, ana)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);

    const otherUrl = `/panels-service/prod/panels/${OTHER.accountId}/${OTHER.universeId}?fields=name`;
    expect((await get(`${otherUrl}&passkey=${apiToken}`)).json()).toEqual({ status: 'ok', panels: [] });
    expect((await get(`${otherUrl}&passkey=errado`)).statusCode).toBe(404);
    // A universe's token opens only that universe's account.
    const crossed = `/panels-service/prod/panels/${DEMO.accountId}/${OTHER.universeId}?passkey=${apiToken}`;
    expect((await get(crossed)).statusCode).toBe(404);
  });

  it('reads need the session id only; it may come from the cookie', async () => {
    const cookie = await t.app.inject({
      url: '/upms-legacy/prod/user/me',
      cookies: { 'session-id': ana[SESSION_HEADER] },
    });
    expect(cookie.statusCode).toBe(200);
  });
});
