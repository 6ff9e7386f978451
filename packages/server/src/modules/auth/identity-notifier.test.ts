import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SESSION_HEADER } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { type MetaStore, openMetaStore } from '../../stores/meta/meta-store.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-database.ts';
import { createIdentity } from './identity.ts';

/** Asks until the answer changes (a notification travels asynchronously); gives up after ~10 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe.skipIf(!TEST_DATABASE_URL)(
  'revocations reach other instances through LISTEN/NOTIFY (postgres)',
  () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let otherMeta: MetaStore;
    let other: ReturnType<typeof createIdentity>;
    let dir: string;
    beforeAll(async () => {
      t = await createTestApp(Date.now(), { store: 'postgres' });
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-instance-'));
      // A second instance: its own pool and caches over the same database.
      otherMeta = await openMetaStore({ databaseUrl: t.stores.meta.url, dataDir: dir });
      other = createIdentity({ meta: otherMeta, analytics: t.stores.analytics, secret: t.stores.secret });
      await other.listen((error) => {
        throw error;
      });
    }, 120_000);
    afterAll(async () => {
      await other.close();
      await otherMeta.close();
      await t.close();
      await fs.rm(dir, { recursive: true, force: true });
    });

    const rejected = (sessionId: string) => () =>
      other.auth.resolve(sessionId).then(
        () => false,
        () => true,
      );

    it('a logout on one instance ends the session cached on the other before its cache expires', async () => {
      const headers = await signIn(t.app);
      const session = await other.auth.resolve(headers[SESSION_HEADER]);
      expect(session.user.email).toBe(DEMO.email);
      const logout = await t.app.inject({ method: 'POST', url: '/auth/prod/session/logout', headers });
      expect(logout.statusCode).toBe(200);
      expect(await eventually(rejected(headers[SESSION_HEADER]))).toBe(true);
    });

    it('a password set on one instance ends the user sessions cached on the other', async () => {
      const headers = await signIn(t.app);
      await other.auth.resolve(headers[SESSION_HEADER]);
      await other.accounts.requireUniverse(DEMO.userId, DEMO.brandUniverseId);
      // The first instance's services publish; the second hears it.
      const first = createIdentity(t.stores);
      await first.listen(() => {});
      try {
        await first.auth.setPassword(DEMO.userId, DEMO.password, 'test');
        await first.accounts.removeMember(DEMO.brandUniverseId, DEMO.userId);
      } finally {
        await first.close();
      }
      expect(await eventually(rejected(headers[SESSION_HEADER]))).toBe(true);
      expect(
        await eventually(() =>
          other.accounts.requireUniverse(DEMO.userId, DEMO.brandUniverseId).then(
            () => false,
            () => true,
          ),
        ),
      ).toBe(true);
    });
  },
);
