import type { DashboardChangedEvent } from '@mirante/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetaStore, openMetaStore } from '../../stores/meta/meta-store.ts';
import { createTestDatabase, TEST_DATABASE_URL } from '../../test-support/test-database.ts';
import { LISTENER_APPLICATION_NAME, openPostgresBus } from './postgres-bus.ts';
import type { RealtimeBus } from './realtime-bus.ts';

const silent = { warn: () => {} };

const change = (version: number): DashboardChangedEvent => ({
  universeId: 'u-1',
  dashboardId: 'd-1',
  change: 'saved',
  version,
  savedBy: { name: 'Ana', email: 'ana@example.com' },
  savedAt: 1_700_000_000_000 + version,
});

/** Resolves with the next event a bus delivers. */
const nextEvent = (bus: RealtimeBus) =>
  new Promise<DashboardChangedEvent>((resolve) => {
    const stop = bus.subscribe((event) => {
      stop();
      resolve(event);
    });
  });

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL realtime bus (LISTEN/NOTIFY, two instances)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let url: string;
  let meta: MetaStore;
  let first: RealtimeBus;
  let second: RealtimeBus;

  // A database of its own: the cut below must not reach the listeners of test files running beside it.
  beforeAll(async () => {
    database = await createTestDatabase();
    url = database.url;
    meta = await openMetaStore({ databaseUrl: url, dataDir: '' });
    first = await openPostgresBus({ connectionString: url, db: meta.db, log: silent });
    second = await openPostgresBus({ connectionString: url, db: meta.db, log: silent });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await meta?.close();
    await database?.drop();
  });

  it('delivers a change published on one instance to both, once each', async () => {
    const onFirst = nextEvent(first);
    const onSecond = nextEvent(second);
    await first.publish(change(7));
    expect(await onSecond).toEqual(change(7));
    expect(await onFirst).toEqual(change(7));
  });

  it('keeps the order of changes', async () => {
    const seen: number[] = [];
    const done = new Promise<void>((resolve) => {
      const stop = second.subscribe((event) => {
        seen.push(event.version);
        if (seen.length === 3) {
          stop();
          resolve();
        }
      });
    });
    for (const version of [10, 11, 12]) await first.publish(change(version));
    await done;
    expect(seen).toEqual([10, 11, 12]);
  });

  it('stops delivering after close', async () => {
    const closing = await openPostgresBus({ connectionString: url, db: meta.db, log: silent });
    const heard: DashboardChangedEvent[] = [];
    closing.subscribe((event) => heard.push(event));
    await closing.close();
    const onSecond = nextEvent(second);
    await first.publish(change(20));
    await onSecond;
    expect(heard).toEqual([]);
  });

  it('listens again after its connection is cut', async () => {
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(
      meta.db,
    );
    // Publish until the reconnected listener hears one: no delay is assumed.
    let heard: DashboardChangedEvent | null = null;
    const stop = second.subscribe((event) => {
      heard = event;
    });
    for (let version = 30; heard === null; version += 1) {
      await first.publish(change(version));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stop();
    expect(heard).toMatchObject({ dashboardId: 'd-1', change: 'saved' });
  });
});
