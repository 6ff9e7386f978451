import { DAY_MS, INGEST_DATASETS, zonedDateKey } from '@mirante/core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
