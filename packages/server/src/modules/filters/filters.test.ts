import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { normaliseFilter } from './normalise-filter.ts';
import { createFiltersRepository } from './repository.ts';
import { createFiltersService } from './service.ts';

describe('normaliseFilter', () => {
  it('orders keys and values, drops repeats and choices that narrow nothing', () => {
    expect(
      JSON.stringify(
        normaliseFilter({
          themes: ['Preço', 'Entrega', 'Preço'],
          polarities: [3, 1, -1],
          channels: [],
          query: ' ',
          replied: false,
        }),
      ),
    ).toBe(JSON.stringify({ polarities: [-1, 1, 3], replied: false, themes: ['Entrega', 'Preço'] }));
  });
});

describe('POST /war-room/encode-filter', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/login',
      payload: { username: DEMO.email, password: DEMO.password },
    });
    headers = {
      'x-session-id': String(login.headers['x-session-id']),
      'x-session-id2': String(login.headers['x-session-id2']),
    };
  }, 120_000);
  afterAll(() => t.close());

  const encode = (body: unknown, extraHeaders = headers) =>
    t.app.inject({
      method: 'POST',
      url: '/war-room/encode-filter?is_staging=false',
      headers: extraHeaders,
      payload: body as object,
    });
  const request = (filter: unknown) => ({ account_id: DEMO.accountId, is_staging: false, filter });

  it('gives the same filter, in any order, the same id and hash', async () => {
    const first = await encode(
      request({ channels: ['twitter', 'instagram'], polarities: [2, 1], query: 'entrega' }),
    );
    const second = await encode(
      request({ query: 'entrega', polarities: [1, 2, 1], channels: ['instagram', 'twitter'] }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'ok' });
    expect(second.json()).toEqual(first.json());
    const other = await encode(request({ channels: ['twitter'] }));
    expect(other.json().filterId).not.toBe(first.json().filterId);
    const staging = await encode({ ...request({ channels: ['twitter'] }), is_staging: true });
    expect(staging.json().filterId).not.toBe(other.json().filterId);
    expect(staging.json().hash).toBe(other.json().hash);
  });

  it('keeps the filter so another server instance decodes the id', async () => {
    const filter = { tags: ['elogio'], sac_status: ['Respondido'] };
    const { filterId } = (await encode(request(filter))).json() as { filterId: string };
    const fresh = createFiltersService(createFiltersRepository(t.stores.meta.db));
    expect(await fresh.decode(filterId, DEMO.accountId)).toEqual({
      sac_status: ['Respondido'],
      tags: ['elogio'],
    });
    await expect(fresh.decode(filterId, 'outra-conta')).rejects.toMatchObject({ statusCode: 400 });
  });

  it.each([
    ['a missing filter', { account_id: DEMO.accountId, is_staging: false }],
    ['a null filter', request(null)],
    ['a filter that is a list', request(['channels'])],
    ['an unknown key', request({ channel: ['twitter'] })],
    ['a value of the wrong kind', request({ polarities: ['positivo'] })],
    ['a value outside the spec', request({ sac_status: ['Aberto'] })],
  ])('answers %s with 400 Invalid filter', async (_case, body) => {
    const response = await encode(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid filter');
  });

  it('accepts an empty filter (no narrowing)', async () => {
    expect((await encode(request({}))).statusCode).toBe(200);
  });

  it('answers a bad account field with the generic 400', async () => {
    const response = await encode({ account_id: '', is_staging: 'no', filter: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ account_id: 'Requisição inválida.' });
  });

  it('encodes only for the session user account', async () => {
    const response = await encode({ ...request({}), account_id: 'outra-conta' });
    expect(response.statusCode).toBe(403);
  });

  it('needs a session and, being a POST, the second session header', async () => {
    expect((await encode(request({}), {})).statusCode).toBe(401);
    const { 'x-session-id2': _second, ...withoutSecond } = headers;
    expect((await encode(request({}), withoutSecond)).statusCode).toBe(403);
  });
});
