import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { createTestApp } from '../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/auth/prod/session/login', payload: body as object });

describe('login (real PGlite)', () => {
  it('answers both session headers and an HttpOnly cookie', async () => {
    const response = await login({ username: DEMO.email, password: DEMO.password });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-session-id']).toMatch(/^[\w-]{43}$/);
    expect(response.headers['x-session-id2']).toMatch(/^[\w-]{43}$/);
    expect(String(response.headers['set-cookie'])).toMatch(/session-id=.+HttpOnly; SameSite=Lax/);
    expect(response.json().user).toMatchObject({ email: DEMO.email, isAdmin: true });
  });

  it('issues new ids at every login', async () => {
    const first = await login({ username: DEMO.email, password: DEMO.password });
    const second = await login({ username: DEMO.email, password: DEMO.password });
    expect(first.headers['x-session-id']).not.toBe(second.headers['x-session-id']);
  });

  it('says which of e-mail or password is wrong, in pt-BR', async () => {
    const wrongPassword = await login({ username: DEMO.email, password: 'nope' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Senha inválida' });
    const unknown = await login({ username: 'ninguem@mirante.local', password: 'x' });
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

  it('logs out: the session no longer works', async () => {
    const response = await login({ username: DEMO.email, password: DEMO.password });
    const headers = {
      'x-session-id': String(response.headers['x-session-id']),
      'x-session-id2': String(response.headers['x-session-id2']),
    };
    expect((await t.app.inject({ url: '/upms-legacy/prod/user/me', headers })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/auth/prod/session/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/upms-legacy/prod/user/me', headers })).statusCode).toBe(401);
  });

  it('refuses a change without the second session id (anti-forgery)', async () => {
    const response = await login({ username: DEMO.email, password: DEMO.password });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/logout',
      headers: { 'x-session-id': String(response.headers['x-session-id']) },
    });
    expect(logout.statusCode).toBe(403);
  });
});
