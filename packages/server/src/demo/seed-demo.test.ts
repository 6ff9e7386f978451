import {
  cardRegistry,
  cardSourceOf,
  DAY_MS,
  INGEST_DATASETS,
  isContractCommandUrl,
  ONBOARDING_TEMPLATE_CARDS,
  zonedDateKey,
} from '@mirante/core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createDashboardsRepository } from '../modules/dashboards/repository.ts';
import { createFlagsRepository } from '../modules/flags/repository.ts';
import { createStudioRepository } from '../modules/studio/repository.ts';
import { DATASET_TABLES } from '../stores/analytics/datasets.ts';
import { createSettings } from '../stores/meta/settings.ts';
import { createTestApp } from '../test-support/test-app.ts';
import {
  DEMO_CHATBOT_CARD_IDS,
  DEMO_CHATBOT_DASHBOARD,
  DEMO_EVENT_CATEGORY,
} from './demo-chatbot-dashboard.ts';
import { BRAND_PAGES, CHATBOTS, EVENT_CATEGORIES } from './demo-vocabulary.ts';
import { DEMO, DEMO_BRAND_PAGES, DEMO_FLAGS, seedDemo } from './seed-demo.ts';

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
    flags: createFlagsRepository(t.stores.meta.db),
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
    for (const dataset of ['sac-status', 'sac-surveys', 'operator-status', 'profiles', 'stock-prices']) {
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

  it("seeds the chatbot dashboard with its story: BLIP cards in full rows, both bots' contracts, both chosen", async () => {
    const dashboard = await deps().dashboards.find(DEMO.chatbotUniverseId, DEMO_CHATBOT_DASHBOARD.id);
    if (!dashboard) throw new Error('no chatbot dashboard');
    const blip = dashboard.cards.filter((card) => card.id.startsWith('BLIP_'));
    expect(blip.map((card) => card.id)).toEqual(DEMO_CHATBOT_CARD_IDS);
    expect(blip.length).toBeGreaterThanOrEqual(18);
    expect(blip).toEqual(dashboard.cards);
    // Rows of exactly 12 columns, each of one height.
    let row: typeof blip = [];
    for (const card of blip) {
      row.push(card);
      const width = row.reduce((sum, placed) => sum + placed.width, 0);
      expect(width, card.id).toBeLessThanOrEqual(12);
      if (width === 12) {
        expect(new Set(row.map((placed) => placed.height)).size, card.id).toBe(1);
        row = [];
      }
    }
    expect(row).toEqual([]);
    expect(dashboard.contracts.map((contract) => contract.botKey)).toEqual(CHATBOTS.map((bot) => bot.botKey));
    for (const contract of dashboard.contracts) {
      expect(isContractCommandUrl(contract.commandUrl), contract.commandUrl).toBe(true);
      expect(contract.key.length).toBeGreaterThanOrEqual(20);
    }
    expect(dashboard.globalFilter).toEqual({
      bots: CHATBOTS.map((bot) => bot.botKey),
      contracts: dashboard.contracts.map((contract) => contract.commandUrl),
    });
    // The event cards read a category of the demo's, in their own filter.
    expect(EVENT_CATEGORIES.map(([category]) => category)).toContain(DEMO_EVENT_CATEGORY);
    const events = dashboard.cards.filter((card) => card.id === 'BLIP_17' || card.id === 'BLIP_18');
    expect(events.map((card) => card.selectedFilters?.category)).toEqual([
      DEMO_EVENT_CATEGORY,
      DEMO_EVENT_CATEGORY,
    ]);
    // Every card can ask: a bot and its contract each (no 'Selecione um bot e um contrato').
    const context = {
      accountId: DEMO.accountId,
      universeId: DEMO.chatbotUniverseId,
      isStaging: false,
      dateRange: { start: now - 7 * DAY_MS, end: now },
      globalFilter: dashboard.globalFilter,
      pages: dashboard.pages,
      contracts: dashboard.contracts,
    };
    for (const card of blip) {
      const source = cardSourceOf(cardRegistry.get(card.id), context, card);
      expect(source.kind === 'blocked' ? source.message : 'asks', card.id).not.toMatch(
        /emptyBot|OnlyOneBot|category/,
      );
      if (source.kind === 'endpoint') {
        for (const request of source.requests)
          expect(JSON.stringify(request)).not.toContain(dashboard.contracts[0]?.key);
      }
    }
  });

  it("connects the brand's pages to the brand dashboards: the pages the universe holds, each card able to ask", async () => {
    const pages = await createStudioRepository(t.stores.analytics).pages(DEMO.brandUniverseId);
    expect(
      pages.map(({ id, channel }) => ({ id, channel })).sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual([...DEMO_BRAND_PAGES].sort((a, b) => a.id.localeCompare(b.id)));
    expect(DEMO_BRAND_PAGES).toHaveLength(Object.keys(BRAND_PAGES).length);
    const repository = deps().dashboards;
    const overview = await repository.find(DEMO.brandUniverseId, DEMO.dashboardId);
    const service = await repository.find(DEMO.brandUniverseId, DEMO.serviceDashboardId);
    if (!overview || !service) throw new Error('no brand dashboards');
    expect(overview.pages).toEqual(DEMO_BRAND_PAGES);
    expect(service.pages).toEqual(DEMO_BRAND_PAGES);
    expect(service.cards.map((card) => card.id)).toEqual(ONBOARDING_TEMPLATE_CARDS.customerService);
    // The universe opens on the overview: the latest changed of its dashboards.
    expect((await repository.listByUniverse(DEMO.brandUniverseId)).map((d) => d.id)).toEqual([
      DEMO.dashboardId,
      DEMO.serviceDashboardId,
    ]);
    for (const dashboard of [overview, service]) {
      const context = {
        accountId: DEMO.accountId,
        universeId: DEMO.brandUniverseId,
        isStaging: false,
        dateRange: { start: now - 7 * DAY_MS, end: now },
        globalFilter: dashboard.globalFilter,
        pages: dashboard.pages,
        contracts: dashboard.contracts,
      };
      for (const card of dashboard.cards) {
        const source = cardSourceOf(cardRegistry.get(card.id), context, card);
        expect(source.kind === 'blocked' ? source.message : 'asks', card.id).not.toBe('ownedPages.noPages');
      }
    }
  });

  it('turns on every flag the SAC cards of the library need', async () => {
    const needed = new Set(
      cardRegistry
        .all()
        .filter((definition) => definition.area === 'sac')
        .flatMap((definition) => definition.hideInLibrary),
    );
    expect([...needed].filter((flag) => !(DEMO_FLAGS as readonly string[]).includes(flag))).toEqual([]);
    const overrides = await deps().flags.overrides(DEMO.accountId);
    expect(
      overrides
        .filter((row) => row.enabled)
        .map((row) => row.flag)
        .sort(),
    ).toEqual([...DEMO_FLAGS].sort());
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

describe('seedDemo on a store seeded by an older version', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(now);
  }, 120_000);
  afterAll(() => t.close());

  it('fills the chatbot dashboard left empty then, and turns the demo flags on once', async () => {
    const db = t.stores.meta.db;
    const dashboards = createDashboardsRepository(db);
    const flags = createFlagsRepository(db);
    const settings = createSettings(db);
    const chatbot = await dashboards.find(DEMO.chatbotUniverseId, DEMO_CHATBOT_DASHBOARD.id);
    if (!chatbot) throw new Error('no chatbot dashboard');
    // As an older seed left it: its flags only the chatbot components.
    await dashboards.update(
      chatbot.universeId,
      chatbot.id,
      chatbot.version,
      { cards: [], contracts: [], globalFilter: {} },
      'x',
    );
    for (const flag of DEMO_FLAGS) await flags.clearOverride(DEMO.accountId, flag);
    await flags.setOverride(DEMO.accountId, 'chatbotComponents', true, DEMO.email);
    await db.deleteFrom('app_settings').where('key', 'in', ['demo.revision']).execute();
    await settings.set('demo.flags', 'chatbotComponents');
    const deps = {
      accounts: createAccountsRepository(db),
      dashboards,
      flags,
      settings,
      analytics: t.stores.analytics,
      secret: t.stores.secret,
      log: pino({ level: 'silent' }),
    };
    expect(await seedDemo({ ...deps, now: now + 3_600_000 })).toBe('current');
    const filled = await dashboards.find(DEMO.chatbotUniverseId, DEMO_CHATBOT_DASHBOARD.id);
    expect(filled?.cards.filter((card) => card.id.startsWith('BLIP_')).map((card) => card.id)).toEqual(
      DEMO_CHATBOT_CARD_IDS,
    );
    expect(filled?.contracts).toHaveLength(2);
    const enabled = async () =>
      (await flags.overrides(DEMO.accountId))
        .filter((row) => row.enabled)
        .map((row) => row.flag)
        .sort();
    expect(await enabled()).toEqual([...DEMO_FLAGS].sort());

    // An admin's later choice stays; a dashboard someone changed is left alone.
    await flags.setOverride(DEMO.accountId, 'chatbotComponents', false, DEMO.email);
    await flags.setOverride(DEMO.accountId, 'csatMetrics', false, DEMO.email);
    const version = filled?.version ?? 0;
    expect(await seedDemo({ ...deps, now: now + 7_200_000 })).toBe('current');
    expect(await enabled()).toEqual(
      DEMO_FLAGS.filter((flag) => flag !== 'chatbotComponents' && flag !== 'csatMetrics').sort(),
    );
    expect((await dashboards.find(DEMO.chatbotUniverseId, DEMO_CHATBOT_DASHBOARD.id))?.version).toBe(version);
  });

  it("generates the brand's data again, connects its pages and adds the customer-service dashboard", async () => {
    const db = t.stores.meta.db;
    const dashboards = createDashboardsRepository(db);
    const settings = createSettings(db);
    const count = async (table: string, universe: string) =>
      Number(
        (
          await t.stores.analytics.query({
            sql: `SELECT CAST(count(*) AS DOUBLE) AS n FROM ${table} WHERE universe_id = $u`,
            params: { u: universe },
          })
        )[0]?.n,
      );
    const tables = Object.values(DATASET_TABLES).map((table) => table.table);
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          [DEMO.brandUniverseId, DEMO.stagingUniverseId, DEMO.chatbotUniverseId].flatMap((universe) =>
            tables.map(async (table) => [`${universe}/${table}`, await count(table, universe)] as const),
          ),
        ),
      );
    const seeded = await counts();
    // As a store of revision 2 holds it: a status change and an operator's change the new data lacks, the
    // overview without pages, no customer-service dashboard.
    await t.stores.analytics.append('sac-status', DEMO.brandUniverseId, [
      {
        id: 'stale:s1',
        userId: 'x',
        username: 'x',
        pageId: 'marcademo.facebook',
        channel: 'facebook',
        pid: 'marcademo.facebook',
        sacType: 'Inbox',
        value: 'opened',
        lastValue: 'pending',
        event: 'posted_to_open',
        operator: 'Alguém',
        statusChangeTime: now - DAY_MS,
        annotateAtDate: null,
        postId: 'stale',
        postedAt: now - DAY_MS - 60_000,
      },
    ]);
    const overview = await dashboards.find(DEMO.brandUniverseId, DEMO.dashboardId);
    if (!overview) throw new Error('no overview');
    await dashboards.update(DEMO.brandUniverseId, overview.id, overview.version, { pages: [] }, 'x');
    await dashboards.delete(DEMO.brandUniverseId, DEMO.serviceDashboardId);
    await settings.set('demo.revision', '2');
    const deps = {
      accounts: createAccountsRepository(db),
      dashboards,
      flags: createFlagsRepository(db),
      settings,
      analytics: t.stores.analytics,
      secret: t.stores.secret,
      log: pino({ level: 'silent' }),
    };
    expect(await seedDemo({ ...deps, now: now + 3_600_000 })).toBe('current');
    // The same seed and anchor: the same rows as seeded, the stale ones gone.
    expect(await counts()).toEqual(seeded);
    expect(await settings.get('demo.revision')).toBe('3');
    expect((await dashboards.find(DEMO.brandUniverseId, DEMO.dashboardId))?.pages).toEqual(DEMO_BRAND_PAGES);
    const service = await dashboards.find(DEMO.brandUniverseId, DEMO.serviceDashboardId);
    expect(service?.cards.map((card) => card.id)).toEqual(ONBOARDING_TEMPLATE_CARDS.customerService);
    expect(service?.pages).toEqual(DEMO_BRAND_PAGES);
    expect((await dashboards.listByUniverse(DEMO.brandUniverseId)).map((d) => d.id)).toEqual([
      DEMO.dashboardId,
      DEMO.serviceDashboardId,
    ]);
  });
});

describe('seedDemo on a store seeded before the anchor instant was kept', () => {
  it("takes the old anchor day's data as running to its end, and moves it by whole days only", async () => {
    const settings = new Map([
      ['demo.anchorDay', '2026-03-18'],
      ['demo.revision', '3'],
    ]);
    const shiftTimes = vi.fn(async () => {});
    const deps = {
      settings: {
        get: async (key: string) => settings.get(key) ?? null,
        set: async (key: string, value: string) => void settings.set(key, value),
      },
      analytics: { shiftTimes },
      dashboards: { find: async () => null },
      flags: { overrides: async () => [], setOverride: async () => undefined },
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
