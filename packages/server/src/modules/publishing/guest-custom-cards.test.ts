import { type CardConfig, type CustomComponent, DAY_MS } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';
import {
  createDashboard,
  dashboardPath,
  demoMember,
  type Headers,
  type TestApp,
} from '../dashboards/dashboards-test-support.ts';

const customPath = (universeId: string) => `/cards/v1/${universeId}/custom`;
const byChannel = {
  grouping: ['channel'],
  metricsMetadata: { fields: ['id'], label: 'Publicações', operators: ['count'] },
  method: 'count',
};

describe.each(TEST_STORES)('custom components of a guest dashboard (%s)', (store) => {
  let t: TestApp;
  let owner: Headers;
  let colleague: Headers;
  let guest: string;
  let cards: CardConfig[];
  const made: Record<'shown' | 'lgpd' | 'hidden' | 'elsewhere', CustomComponent> = {} as never;

  async function component(title: string, lgpd: boolean): Promise<CustomComponent> {
    const response = await t.app.inject({
      method: 'POST',
      url: customPath(DEMO.brandUniverseId),
      headers: owner,
      payload: {
        title,
        lgpd,
        dataSource: 'listening',
        chartType: 'donut',
        entity: 'posts',
        chartTemplate: byChannel,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().component;
  }

  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store });
    owner = await signIn(t.app, DEMO.email, DEMO.password);
    colleague = await demoMember(t, 'dora', 'Dora Nunes');
    made.shown = await component('Publicações por canal', false);
    made.lgpd = await component('Autores por canal', true);
    made.hidden = await component('Oculto por canal', false);
    made.elsewhere = await component('Fora do dashboard', false);
    const dashboard = await createDashboard(t.app, owner, {
      title: 'Convidado com componentes',
      cardIds: [made.shown, made.lgpd, made.hidden].map((c) => `CUSTOM_${c.id}`),
    });
    cards = dashboard.cards;
    const hide = await t.app.inject({
      method: 'PUT',
      url: dashboardPath(dashboard.id, 'hidden-components'),
      headers: owner,
      payload: { version: 1, value: [cards[2]?.uid] },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const published = await t.app.inject({
      method: 'POST',
      url: dashboardPath(dashboard.id, 'publish'),
      headers: owner,
    });
    const entry = await t.app.inject({
      method: 'POST',
      url: `/guest/v1/${DEMO.brandUniverseId}/access`,
      payload: {
        token: published.json().publishing.publishedToken,
        email: 'v@exemplo.com',
        acceptedTerms: true,
      },
    });
    guest = `dashboard-token=${entry.cookies.find((c) => c.name === 'dashboard-token')?.value}`;
  }, 120_000);
  afterAll(() => t.close());

  const ids = (body: { components: CustomComponent[] }) => body.components.map((c) => c.id).sort();

  it("lets a guest read only its dashboard's guest-visible custom components", async () => {
    const response = await t.app.inject({
      url: customPath(DEMO.brandUniverseId),
      headers: { cookie: guest },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().components).toEqual([made.shown]);
    expect(response.body).not.toContain(made.lgpd.title);
    expect(response.body).not.toContain(made.elsewhere.title);
  });

  it("gives a guest 403 for another universe's custom components and 401 without a live session", async () => {
    const other = await t.app.inject({ url: customPath(DEMO.chatbotUniverseId), headers: { cookie: guest } });
    expect(other.statusCode).toBe(403);
    const stale = await t.app.inject({
      url: customPath(DEMO.brandUniverseId),
      headers: { cookie: 'dashboard-token=desconhecido' },
    });
    expect(stale.statusCode).toBe(401);
    const creates = await t.app.inject({
      method: 'POST',
      url: customPath(DEMO.brandUniverseId),
      headers: { cookie: guest },
      payload: {
        title: 'Do convidado',
        dataSource: 'listening',
        chartType: 'donut',
        entity: 'posts',
        chartTemplate: byChannel,
      },
    });
    expect(creates.statusCode).toBe(403);
  });

  it("lets members read all of the universe's custom components", async () => {
    const all = [made.shown, made.lgpd, made.hidden, made.elsewhere].map((c) => c.id).sort();
    for (const headers of [owner, colleague]) {
      const response = await t.app.inject({ url: customPath(DEMO.brandUniverseId), headers });
      expect(response.statusCode).toBe(200);
      expect(ids(response.json())).toEqual(all);
    }
  });

  it('lets a guest read the data of its custom card (card_id), not of LGPD or hidden ones', async () => {
    const chart = (cardId: string) => {
      const end = Date.now();
      const query = new URLSearchParams({
        points_parser: 'series',
        date_range: `${end - 7 * DAY_MS}:${end}`,
        account_id: DEMO.accountId,
        universe_id: DEMO.brandUniverseId,
        card_id: cardId,
      });
      return t.app.inject({
        method: 'POST',
        url: `/charts-service/posts?${query}`,
        headers: { cookie: guest },
        payload: byChannel,
      });
    };
    const shown = await chart(cards[0]?.uid ?? '');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().series.length).toBeGreaterThan(0);
    expect((await chart(cards[1]?.uid ?? '')).statusCode).toBe(403);
    expect((await chart(cards[2]?.uid ?? '')).statusCode).toBe(403);
  });
});
