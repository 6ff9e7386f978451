import type { AddressInfo } from 'node:net';
import { type ChatbotContract, type Dashboard, SESSION_COOKIE } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHATBOT_DASHBOARD } from '../../demo/demo-chatbot-dashboard.ts';
import { DEMO } from '../../demo/seed-demo.ts';
import { enterAsGuest } from '../../security/tenant-fixtures.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';
import { openEventStream } from '../realtime/sse-test-client.ts';
import { createDashboard, dashboardPath, type Headers, type TestApp } from './dashboards-test-support.ts';
import { createDashboardsRepository } from './repository.ts';

const SERVICE = 'https://atendimento.bots.example/commands';
const SALES = 'https://vendas.bots.example/commands';

describe.each(TEST_STORES)('chatbot contracts: keys are write-only (%s)', (store) => {
  let t: TestApp;
  let owner: Headers;
  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store });
    owner = await signIn(t.app, DEMO.email, DEMO.password);
  }, 120_000);
  afterAll(() => t.close());

  const stored = async (universeId: string, id: string): Promise<ChatbotContract[]> =>
    (await createDashboardsRepository(t.stores.meta.db).find(universeId, id))?.contracts ?? [];
  const put = (id: string, suffix: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: dashboardPath(id, suffix), headers: owner, payload });

  it('stores the keys, answers every contract with its key blank, and keeps a key a save leaves blank', async () => {
    const created: Dashboard = await createDashboard(t.app, owner, { title: 'Bots' });
    const saved = await put(created.id, 'contracts', {
      version: 1,
      value: [
        { botKey: 'atendimento', commandUrl: SERVICE, key: 'chave-atendimento' },
        { botKey: 'vendas', commandUrl: ` ${SALES} `, key: 'chave-vendas' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('chave-');
    expect(saved.json().dashboard.contracts).toEqual([
      { botKey: 'atendimento', commandUrl: SERVICE, key: '' },
      { botKey: 'vendas', commandUrl: SALES, key: '' },
    ]);
    // What the editor answered (keys blank) saved back, one contract edited with a new key, keeps the other's.
    const [service, sales] = saved.json().dashboard.contracts;
    const again = await put(created.id, 'contracts', {
      version: 2,
      value: [service, { ...sales, key: 'chave-vendas-2' }],
    });
    expect(again.statusCode).toBe(200);
    expect(await stored(DEMO.brandUniverseId, created.id)).toEqual([
      { botKey: 'atendimento', commandUrl: SERVICE, key: 'chave-atendimento' },
      { botKey: 'vendas', commandUrl: SALES, key: 'chave-vendas-2' },
    ]);
    // Through the whole-patch save too.
    const patched = await put(created.id, '', { version: 3, patch: { contracts: [service] } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().dashboard.contracts).toEqual([service]);
    expect(await stored(DEMO.brandUniverseId, created.id)).toEqual([
      { botKey: 'atendimento', commandUrl: SERVICE, key: 'chave-atendimento' },
    ]);
  });

  it('refuses a new contract without a key, a key moved to another URL, and a command URL that is not https', async () => {
    const created: Dashboard = await createDashboard(t.app, owner, { title: 'Bots recusados' });
    await put(created.id, 'contracts', {
      version: 1,
      value: [{ botKey: 'atendimento', commandUrl: SERVICE, key: 'chave' }],
    });
    const cases = [
      {
        value: [{ botKey: 'vendas', commandUrl: SALES, key: '' }],
        field: 'contracts.0.key',
        message: 'Informe a chave do contrato.',
      },
      {
        value: [{ botKey: 'atendimento', commandUrl: 'https://outro.example/commands', key: '' }],
        field: 'contracts.0.key',
        message: 'Informe a chave do contrato.',
      },
      {
        value: [{ botKey: 'atendimento', commandUrl: 'http://atendimento.bots.example', key: 'k' }],
        field: 'contracts.0.commandUrl',
        message: 'Informe uma URL https válida, como https://exemplo.com/commands.',
      },
      {
        value: [{ botKey: '', commandUrl: SALES, key: 'k' }],
        field: 'contracts.0.botKey',
        message: 'Informe o bot (botKey).',
      },
    ];
    for (const { value, field, message } of cases) {
      const refused = await put(created.id, 'contracts', { version: 2, value });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION',
        message,
        fields: { [field]: message },
      });
    }
    expect(await stored(DEMO.brandUniverseId, created.id)).toEqual([
      { botKey: 'atendimento', commandUrl: SERVICE, key: 'chave' },
    ]);
  });

  it('never answers the key: reads, lists, other saves, exports, guests and realtime events', async () => {
    const universeId = DEMO.chatbotUniverseId;
    const id = DEMO_CHATBOT_DASHBOARD.id;
    const keys = (await stored(universeId, id)).map((contract) => contract.key);
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => key.length >= 20)).toBe(true);
    const path = (suffix = '') => `/dashboards/v1/${universeId}/${id}${suffix ? `/${suffix}` : ''}`;
    const bodies: string[] = [];
    const seen = async (response: { statusCode: number; body: string }, what: string) => {
      expect(response.statusCode, what).toBeLessThan(300);
      bodies.push(response.body);
    };

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await openEventStream(`${base}/realtime/v1/${universeId}/dashboards/${id}`, {
      cookie: `${SESSION_COOKIE}=${owner['x-session-id']}`,
    });
    expect((await stream.next())?.event).toBe('ready');

    const read = await t.app.inject({ url: path(), headers: owner });
    await seen(read, 'read');
    let version: number = read.json().dashboard.version;
    expect(read.json().dashboard.contracts.map((c: ChatbotContract) => c.key)).toEqual(['', '']);
    await seen(await t.app.inject({ url: `/dashboards/v1/${universeId}`, headers: owner }), 'list');
    const titled = await t.app.inject({
      method: 'PUT',
      url: path('title'),
      headers: owner,
      payload: { version, value: 'Atendimento do chatbot (revisado)' },
    });
    await seen(titled, 'title');
    version = titled.json().dashboard.version;
    const invited = await t.app.inject({
      method: 'POST',
      url: path('users'),
      headers: owner,
      payload: { version, emails: 'ana@exemplo.com' },
    });
    await seen(invited, 'invite');
    version = invited.json().dashboard.version;
    const card = invited.json().dashboard.cards.find((c: { id: string }) => c.id === 'BLIP_1');
    const tagged = await t.app.inject({
      method: 'PUT',
      url: path('view-tags'),
      headers: owner,
      payload: { version, cardUid: card.uid, tags: ['bot'] },
    });
    await seen(tagged, 'view tags');
    await seen(await t.app.inject({ url: path('export'), headers: owner }), 'export');
    const published = await t.app.inject({ method: 'POST', url: path('publish'), headers: owner });
    await seen(published, 'publish');
    const guest = await enterAsGuest(t.app, universeId, published.json().publishing.publishedToken);
    const guestRead = await t.app.inject({ url: path(), headers: { cookie: guest } });
    await seen(guestRead, 'guest read');
    expect(guestRead.json().dashboard.contracts.map((c: ChatbotContract) => c.key)).toEqual(['', '']);

    // Every save above was announced to the open page; no event carries a contract.
    const events = [];
    for (let i = 0; i < 4; i += 1) events.push(await stream.next());
    stream.close();
    expect(events.map((event) => event?.event)).toEqual(Array(4).fill('dashboard.changed'));
    bodies.push(JSON.stringify(events));

    for (const body of bodies) {
      for (const key of keys) expect(body).not.toContain(key);
    }
    // The saves left the keys stored.
    expect((await stored(universeId, id)).map((contract) => contract.key)).toEqual(keys);
  });
});
