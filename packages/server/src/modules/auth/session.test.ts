import { SESSION_HEADER, SESSION_HEADER_2 } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { OTHER, seedOtherAdmin, seedOtherTenant } from '../../test-support/identity-fixture.ts';
import { type SessionHeaders, signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';
import { SESSION_CACHE_TTL_MS, SESSION_IDLE_MS, SESSION_MAX_MS } from './service.ts';

const HOUR = 3_600_000;

describe.each(TEST_STORES)('sessions: expiry and revocation (%s)', (store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store, identity: { auth: { now: () => clock } } });
    await seedOtherTenant(t.stores);
  }, 120_000);
  afterAll(() => t.close());

  const me = (headers: Partial<SessionHeaders>) =>
    t.app.inject({ url: '/upms-legacy/prod/user/me', headers });
  const post = (url: string, headers: Partial<SessionHeaders>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it('ends a session left idle past the idle limit', async () => {
    const headers = await signIn(t.app);
    clock += SESSION_IDLE_MS - HOUR;
    expect((await me(headers)).statusCode).toBe(200);
    // The request above counts as activity: the idle time starts again from it.
    clock += SESSION_IDLE_MS - HOUR;
    expect((await me(headers)).statusCode).toBe(200);
    clock += SESSION_IDLE_MS + 1;
    const expired = await me(headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
  });

  it('ends an active session at the absolute limit', async () => {
    const headers = await signIn(t.app);
    const end = clock + SESSION_MAX_MS;
    while (clock + SESSION_IDLE_MS / 2 < end) {
      clock += SESSION_IDLE_MS / 2;
      expect((await me(headers)).statusCode).toBe(200);
    }
    clock = end;
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('a password change ends every session of the user, the one used included', async () => {
    const first = await signIn(t.app, OTHER.email, OTHER.password);
    const second = await signIn(t.app, OTHER.email, OTHER.password);
    const demo = await signIn(t.app);
    expect((await me(second)).statusCode).toBe(200);

    const url = '/auth/prod/session/password';
    const wrong = await post(url, first, { currentPassword: 'nao-e-esta', newPassword: 'nova-senha-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Senha inválida' });
    const short = await post(url, first, { currentPassword: OTHER.password, newPassword: 'curta' });
    expect(short.json().error.fields).toEqual({
      newPassword: 'A nova senha deve ter pelo menos 8 caracteres.',
    });
    const withoutSecond = await post(
      url,
      { [SESSION_HEADER]: first[SESSION_HEADER] },
      {
        currentPassword: OTHER.password,
        newPassword: 'nova-senha-123',
      },
    );
    expect(withoutSecond.statusCode).toBe(403);

    const changed = await post(url, first, {
      currentPassword: OTHER.password,
      newPassword: 'nova-senha-123',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(demo)).statusCode).toBe(200);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/login',
      payload: { username: OTHER.email, password: OTHER.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await me(await signIn(t.app, OTHER.email, 'nova-senha-123'))).statusCode).toBe(200);
  });

  it('disabling a user ends its sessions at once; only an admin of its account may', async () => {
    const ana = await signIn(t.app, OTHER.email, 'nova-senha-123');
    const demo = await signIn(t.app);
    const anaId = (await me(ana)).json().user.id as string;

    // The demo admin is an admin of another account: Ana's id is not even found for it.
    expect((await post(`/upms-legacy/prod/user/${anaId}/disable`, demo)).statusCode).toBe(404);
    // Ana is no admin: she may not disable the demo user, nor does she see it.
    expect((await post(`/upms-legacy/prod/user/${DEMO.userId}/disable`, ana)).statusCode).toBe(404);

    await seedOtherAdmin(t.stores);
    const boss = await signIn(t.app, OTHER.adminEmail, OTHER.adminPassword);
    expect(
      (await post(`/upms-legacy/prod/user/${anaId}/disable`, { [SESSION_HEADER]: boss[SESSION_HEADER] }))
        .statusCode,
    ).toBe(403);
    const disabled = await post(`/upms-legacy/prod/user/${anaId}/disable`, boss);
    expect(disabled.statusCode).toBe(200);
    expect((await me(ana)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/login',
      payload: { username: OTHER.email, password: 'nova-senha-123' },
    });
    expect(login.json().error.message).toBe('Usuário não encontrado');

    expect((await post(`/upms-legacy/prod/user/${anaId}/enable`, boss)).statusCode).toBe(200);
    expect((await me(await signIn(t.app, OTHER.email, 'nova-senha-123'))).statusCode).toBe(200);
    const audit = await t.stores.meta.db.selectFrom('audit_log').select(['action', 'actor']).execute();
    expect(audit).toContainEqual({ action: 'user.disable', actor: OTHER.adminEmail });
    expect(audit).toContainEqual({ action: 'password.change', actor: OTHER.email });
  });

  it('sees a session ended elsewhere (another instance) once the in-process cache entry expires', async () => {
    const headers = await signIn(t.app);
    expect((await me(headers)).statusCode).toBe(200);
    // Another instance logs the session out: the row goes, but this process still holds it in memory…
    await t.stores.meta.db.deleteFrom('sessions').where('user_id', '=', DEMO.userId).execute();
    expect((await me(headers)).statusCode).toBe(200);
    // …for at most the cache lifetime.
    clock += SESSION_CACHE_TTL_MS;
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('logout ends only that session', async () => {
    const kept = await signIn(t.app);
    const ended = await signIn(t.app);
    expect((await post('/auth/prod/session/logout', ended)).statusCode).toBe(200);
    expect((await me(ended)).statusCode).toBe(401);
    expect((await me(kept)).statusCode).toBe(200);
    expect(kept[SESSION_HEADER_2]).not.toBe(ended[SESSION_HEADER_2]);
  });
});
