import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@mirante/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTenant, type Tenant } from '../../security/tenant-fixtures.ts';
import { openStores, type Stores } from '../../stores/open-stores.ts';
import { createTestDatabase, TEST_DATABASE_URL } from '../../test-support/test-database.ts';
import { randomToken } from '../auth/tokens.ts';
import { openEventStream } from './sse-test-client.ts';

/** Two server instances over one PostgreSQL database, as behind a load balancer (own data dirs). */
describe.skipIf(!TEST_DATABASE_URL)('realtime across server instances (PostgreSQL LISTEN/NOTIFY)', () => {
  const instances: { app: FastifyInstance; stores: Stores; dataDir: string; base: string }[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let tenant: Tenant;

  beforeAll(async () => {
    database = await createTestDatabase();
    const secret = randomToken(48);
    for (let index = 0; index < 2; index += 1) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-instance-'));
      const config = loadConfig({
        MIRANTE_DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        MIRANTE_SECRET: secret,
      });
      const stores = await openStores(config);
      const app = await buildApp(config, stores, { webDist: path.join(dataDir, 'no-web') });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      instances.push({ app, stores, dataDir, base });
    }
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    tenant = await createTenant(first.app, first.stores, 'instancias');
    const dashboardUrl = `/dashboards/v1/${tenant.universeId}/${tenant.dashboardId}`;
    // The invite is announced too, a NOTIFY after its answer: heard on the instance the tests stream from, so
    // it never reaches a test's stream.
    const setUpHeard = await openEventStream(`${second.base}/realtime/v1/${tenant.universeId}/dashboards`, {
      cookie: `${SESSION_COOKIE}=${tenant.editor['x-session-id']}`,
    });
    await setUpHeard.next();
    const current = await first.app.inject({ url: dashboardUrl, headers: { ...tenant.editor } });
    const invite = await first.app.inject({
      method: 'POST',
      url: `${dashboardUrl}/users`,
      headers: { ...tenant.editor },
      payload: { version: current.json().dashboard.version, emails: 'membro@instancias.local' },
    });
    if (invite.statusCode !== 200) throw new Error(`invite failed: ${invite.body}`);
    await setUpHeard.next();
    setUpHeard.close();
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await fs.rm(instance.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  });

  it('a save answered by one instance reaches a page streaming from the other', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const stream = await openEventStream(`${second.base}/realtime/v1/${tenant.universeId}/dashboards`, {
      cookie: `${SESSION_COOKIE}=${tenant.member['x-session-id']}`,
    });
    expect(stream.status).toBe(200);
    await stream.next();
    const dashboardUrl = `/dashboards/v1/${tenant.universeId}/${tenant.dashboardId}`;
    const current = await first.app.inject({ url: dashboardUrl, headers: { ...tenant.editor } });
    const savedAt = performance.now();
    const saved = await first.app.inject({
      method: 'PUT',
      url: `${dashboardUrl}/color`,
      headers: { ...tenant.editor },
      payload: { version: current.json().dashboard.version, value: '#1c7ed6' },
    });
    expect(saved.statusCode).toBe(200);
    const received = await stream.next();
    console.info(
      `[realtime postgres] instance 1 save → instance 2 event: ${(performance.now() - savedAt).toFixed(1)} ms`,
    );
    expect(received).toMatchObject({
      event: 'dashboard.changed',
      data: {
        dashboardId: tenant.dashboardId,
        version: saved.json().dashboard.version,
        savedBy: { email: tenant.editorEmail },
      },
    });
    stream.close();
  });

  it('an image uploaded through one instance is served by the other', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')]),
      'x.gif',
    );
    const uploaded = await fetch(
      `${first.base}/storage/v1/${tenant.universeId}/dashboards/${tenant.dashboardId}/images`,
      { method: 'POST', headers: { ...tenant.editor }, body: form },
    );
    expect(uploaded.status).toBe(201);
    const { image } = (await uploaded.json()) as { image: { url: string } };
    const served = await fetch(`${second.base}${image.url}`, { headers: { ...tenant.editor } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
  });
});
