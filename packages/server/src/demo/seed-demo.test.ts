import { DAY_MS, INGEST_DATASETS, zonedDateKey } from '@mirante/core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createDashboardsRepository } from '../modules/dashboards/repository.ts';
import { DATASET_TABLES } from '../stores/analytics/datasets.ts';
import { createSettings } from '../stores/meta/settings.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { DEMO, seedDemo } from './seed-demo.ts';

const now = Date.parse('2026-03-18T17:00:00Z');

describe('seedDemo', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(now);
  }, 120_000);
  afterAll(() => t.close());

  const deps = () => ({
    accounts: createAccountsRepository(t.stores.meta.db),
    dashboards: createDashboardsRepository(t.stores.meta.db),
    settings: createSettings(t.stores.meta.db),
    analytics: t.stores.analytics,
    secret: t.stores.secret,
    log: pino({ level: 'silent' }),
  });

  async function countsAndLastDays() {
    const result: Record<string, { n: number; last: string }> = {};
    for (const dataset of INGEST_DATASETS) {
      const { table, timeColumn } = DATASET_TABLES[dataset];
      const rows = await t.stores.analytics.query({
        sql: `SELECT universe_id, CAST(count(*) AS DOUBLE) AS n, CAST(epoch_ms(max(${timeColumn})) AS DOUBLE) AS last
              FROM ${table} GROUP BY universe_id`,
        params: {},
      });
      for (const row of rows) {
        result[`${row.universe_id}/${dataset}`] = { n: Number(row.n), last: zonedDateKey(Number(row.last)) };
      }
    }
    return result;
  }

  /** The latest instant of the posts, their status changes and surveys, over the brand and staging universes. */
  async function latestPostTime(): Promise<number> {
    let latest = 0;
    for (const dataset of ['posts', 'sac-status', 'sac-surveys'] as const) {
      const { table, timeColumn } = DATASET_TABLES[dataset];
      const rows = await t.stores.analytics.query({
        sql: `SELECT CAST(epoch_ms(max(${timeColumn})) AS DOUBLE) AS last FROM ${table}
              WHERE universe_id IN ($brand, $staging)`,
        params: { brand: DEMO.brandUniverseId, staging: DEMO.stagingUniverseId },
      });
      latest = Math.max(latest, Number(rows[0]?.last ?? 0));
    }
    return latest;
  }

  it('fills the brand, staging and chatbot universes with their datasets, up to the anchor day', async () => {
    const counts = await countsAndLastDays();
    const n = (key: string) => counts[key]?.n ?? 0;
    expect(n(`${DEMO.brandUniverseId}/posts`)).toBe(55_000);
    for (const dataset of ['sac-status', 'sac-surveys', 'profiles', 'stock-prices']) {
      expect(n(`${DEMO.brandUniverseId}/${dataset}`), dataset).toBeGreaterThan(0);
    }
    expect(n(`${DEMO.stagingUniverseId}/posts`)).toBe(5_000);
    for (const dataset of [
      'chatbot-messages',
      'chatbot-contacts',
      'chatbot-events',
      'campaigns',
      'desk-tickets',
      'attendant-status',
    ]) {
      expect(n(`${DEMO.chatbotUniverseId}/${dataset}`), dataset).toBeGreaterThan(0);
    }
    expect(counts[`${DEMO.brandUniverseId}/posts`]?.last).toBe('2026-03-18');
  });

  it('dates no post, status change or survey after the moment it was seeded', async () => {
    expect(await latestPostTime()).toBeLessThanOrEqual(now);
  });

  it('does nothing the same day, and later only moves every row forward by the whole days elapsed', async () => {
    const before = await countsAndLastDays();
    expect(await seedDemo({ ...deps(), now: now + 3_600_000 })).toBe('current');
    expect(await seedDemo({ ...deps(), now: now + 2 * DAY_MS })).toBe('rebased');
    const after = await countsAndLastDays();
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [key, { n, last }] of Object.entries(before)) {
      expect(after[key]?.n, key).toBe(n);
      expect(after[key]?.last, key).toBe(zonedDateKey(Date.parse(`${last}T15:00:00Z`) + 2 * DAY_MS));
    }
  });

  it('never moves a post past now: a later day at an earlier hour waits until a whole day has passed', async () => {
    // The data now ends on 20 March at 14:00 (São Paulo); the next morning is not a whole day later.
    const anchor = now + 2 * DAY_MS;
    const nextMorning = anchor + 20 * 3_600_000;
    expect(await seedDemo({ ...deps(), now: nextMorning })).toBe('current');
    expect(await latestPostTime()).toBeLessThanOrEqual(nextMorning);
    // Two days later at 10:00, one whole day has passed: the data moves by one day, not two.
    const twoDaysLater = anchor + 44 * 3_600_000;
    expect(zonedDateKey(twoDaysLater)).toBe('2026-03-22');
    expect(await seedDemo({ ...deps(), now: twoDaysLater })).toBe('rebased');
    const latest = await latestPostTime();
    expect(latest).toBeLessThanOrEqual(twoDaysLater);
    expect(zonedDateKey(latest)).toBe('2026-03-21');
    expect((await countsAndLastDays())[`${DEMO.brandUniverseId}/posts`]?.n).toBe(55_000);
  });
});

describe('seedDemo on a store seeded before the anchor instant was kept', () => {
  it("takes the old anchor day's data as running to its end, and moves it by whole days only", async () => {
    const settings = new Map([['demo.anchorDay', '2026-03-18']]);
    const shiftTimes = vi.fn(async () => {});
    const deps = {
      settings: {
        get: async (key: string) => settings.get(key) ?? null,
        set: async (key: string, value: string) => void settings.set(key, value),
      },
      analytics: { shiftTimes },
      log: pino({ level: 'silent' }),
    } as unknown as Parameters<typeof seedDemo>[0];
    // 10:00 on 19 March in São Paulo: the old data runs to midnight, less than a day ago.
    expect(await seedDemo({ ...deps, now: Date.parse('2026-03-19T13:00:00Z') })).toBe('current');
    expect(shiftTimes).not.toHaveBeenCalled();
    // 01:00 on 21 March: two whole days since the end of 18 March (not the three calendar days).
    expect(await seedDemo({ ...deps, now: Date.parse('2026-03-21T04:00:00Z') })).toBe('rebased');
    expect(shiftTimes).toHaveBeenCalledWith(expect.any(Array), 2);
  });
});
