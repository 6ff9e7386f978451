import { SESSION_HEADER, SESSION_HEADER_2 } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';

describe.each(TEST_STORES)('login and logout (%s)', (store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store });
  }, 120_000);
  afterAll(() => t.close());

  const login = (body: unknown, remoteAddress = '127.0.0.1', cookies: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/login',
      payload: body as object,
      remoteAddress,
      cookies,
    });

  it('answers both session headers and two HttpOnly SameSite cookies', async () => {
    const response = await login({ username: DEMO.email, password: DEMO.password });
    expect(response.statusCode).toBe(200);
    expect(response.headers[SESSION_HEADER]).toMatch(/^[\w-]{43}$/);
    expect(response.headers[SESSION_HEADER_2]).toMatch(/^[\w-]{43}$/);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.startsWith('session-id='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith('session-id2='))).toMatch(/HttpOnly; SameSite=Strict/);
    expect(response.json().user).toMatchObject({ email: DEMO.email, isAdmin: true });
  });

  it('stores sessions hashed and passwords as argon2id', async () => {
    const response = await login({ username: DEMO.email, password: DEMO.password });
    const id = String(response.headers[SESSION_HEADER]);
    const db = t.stores.meta.db;
    const sessions = await db.selectFrom('sessions').select(['id_hash', 'second_hash']).execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.flatMap((s) => [s.id_hash, s.second_hash])).not.toContain(id);
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', DEMO.userId)
      .executeTakeFirst();
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('issues new ids at every login and never adopts a planted cookie (no fixation)', async () => {
    const first = await login({ username: DEMO.email, password: DEMO.password });
    const planted = 'x'.repeat(43);
    const second = await login({ username: DEMO.email, password: DEMO.password }, '127.0.0.1', {
      'session-id': planted,
    });
    expect(first.headers[SESSION_HEADER]).not.toBe(second.headers[SESSION_HEADER]);
    expect(second.headers[SESSION_HEADER]).not.toBe(planted);
    const me = await t.app.inject({ url: '/upms-legacy/prod/user/me', cookies: { 'session-id': planted } });
    expect(me.statusCode).toBe(401);
  });

  it('says which of e-mail or password is wrong, in pt-BR, with a 401 to the caller', async () => {
    const wrongPassword = await login({ username: DEMO.email, password: 'nope' }, '10.0.0.1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Senha inválida' });
    const unknown = await login({ username: 'ninguem@mirante.local', password: 'x' }, '10.0.0.1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe('Usuário não encontrado');
  });

  it('refuses an empty e-mail with the spec message', async () => {
    const response = await login({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'E-mail não pode ser vazio',
      password: 'Senha não pode ser vazia',
    });
  });

  it('answers malformed JSON with a 400 envelope, not a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      error: { code: 'MALFORMED_JSON', message: 'O corpo da requisição não é um JSON válido.', fields: null },
    });
  });

  it('logs out: the session no longer works and the cookies are cleared', async () => {
    const response = await login({ username: DEMO.email, password: DEMO.password });
    const headers = {
      [SESSION_HEADER]: String(response.headers[SESSION_HEADER]),
      [SESSION_HEADER_2]: String(response.headers[SESSION_HEADER_2]),
    };
    expect((await t.app.inject({ url: '/upms-legacy/prod/user/me', headers })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/auth/prod/session/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/session-id=;.*Expires=Thu, 01 Jan 1970/);
    expect((await t.app.inject({ url: '/upms-legacy/prod/user/me', headers })).statusCode).toBe(401);
  });

  it('refuses a change without the second session id (anti-forgery)', async () => {
    const response = await login({ username: DEMO.email, password: DEMO.password });
    const id = String(response.headers[SESSION_HEADER]);
    const second = String(response.headers[SESSION_HEADER_2]);
    const withoutHeader = await t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/logout',
      headers: { [SESSION_HEADER]: id },
      // The browser sends both cookies on a same-site request; the second still counts only as a header.
      cookies: { 'session-id': id, 'session-id2': second },
    });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json().error.message).toBe('Você não possui permissão para realizar esta ação.');
    const wrongHeader = await t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/logout',
      headers: { [SESSION_HEADER]: id, [SESSION_HEADER_2]: 'forged' },
    });
    expect(wrongHeader.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/upms-legacy/prod/user/me', headers: { [SESSION_HEADER]: id } }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 429 with the pt-BR message after too many failures for one account', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: DEMO.email, password: `errada-${i}` }, ip)).statusCode).toBe(401);
    }
    // Even the right password waits now, and from another address too: the account is limited.
    for (const from of [ip, '10.1.0.2']) {
      const limited = await login({ username: DEMO.email, password: DEMO.password }, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('answers 429 to an address that failed too often, whatever the account', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i++) {
      expect((await login({ username: `sonda${i}@mirante.local`, password: 'x' }, ip)).statusCode).toBe(401);
    }
    expect((await login({ username: 'outra@mirante.local', password: 'x' }, ip)).statusCode).toBe(429);
    expect((await login({ username: 'outra@mirante.local', password: 'x' }, '10.2.0.2')).statusCode).toBe(
      401,
    );
  });

  it('keeps login successes and failures in the audit log', async () => {
    const entries = await t.stores.meta.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'detail'])
      .where('action', 'in', ['login.success', 'login.failure'])
      .execute();
    expect(entries).toContainEqual({
      action: 'login.success',
      actor: DEMO.email,
      detail: { ip: '127.0.0.1' },
    });
    expect(entries).toContainEqual({
      action: 'login.failure',
      actor: DEMO.email,
      detail: { ip: '10.0.0.1', reason: 'password' },
    });
    expect(entries).toContainEqual({
      action: 'login.failure',
      actor: 'ninguem@mirante.local',
      detail: { ip: '10.0.0.1', reason: 'user' },
    });
    expect(entries).toContainEqual({
      action: 'login.failure',
      actor: DEMO.email,
      detail: { ip: '10.1.0.1', reason: 'rate-limit' },
    });
  });
});
