import {
  type CardDefinition,
  cardRegistry,
  cardRequestFilter,
  cardSourceOf,
  type Dashboard,
  defaultDateRange,
  formatDateRangeParam,
} from '@mirante/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_PAGES } from '../demo/demo-vocabulary.ts';
import { DEMO } from '../demo/seed-demo.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { enterAsGuest, login, publish, type Tenant } from './tenant-fixtures.ts';

/*
 * Spec §6 (LGPD): a guest never receives who wrote a post, whatever the card. A dashboard holding every card of
 * the catalogue is published on the demo; every answer its guest can get (each card's data, the dashboard, its
 * custom components, the XLSX export) is scanned for the demo's people: the authors of its posts, the profiles
 * collected, the respondents of its surveys and the people of its SAC conversations. The brand's own pages
 * (the connected pages posts were published on) are the publisher's, not people.
 */

const now = Date.now();

/**
 * The demo's people, by id and by name, from the stored rows (not from any answer of ours): the authors of its
 * posts, the respondents of its surveys and the people of its SAC conversations, and the ids of the profiles it
 * collected. The demo's profiles are the brand's and its competitors' pages, whose names posts mention (so they
 * are terms of the word cloud); a profile's id is scanned all the same, as PNP_8 once sent them with followers.
 */
async function demoPeople(t: Awaited<ReturnType<typeof createTestApp>>): Promise<string[]> {
  const rows = await t.stores.analytics.query({
    sql: `WITH pages AS (SELECT DISTINCT pid FROM posts WHERE universe_id = $u AND pid IS NOT NULL),
          people AS (
            SELECT uid AS id, username AS name FROM posts WHERE universe_id = $u
            UNION SELECT user_id, username FROM sac_status WHERE universe_id = $u
            UNION SELECT user_id, username FROM sac_surveys WHERE universe_id = $u
            UNION SELECT uid, NULL FROM profiles WHERE universe_id = $u
          )
          SELECT DISTINCT id, name FROM people WHERE id IS NOT NULL AND id NOT IN (SELECT pid FROM pages)`,
    params: { u: DEMO.brandUniverseId },
  });
  const people = new Set<string>();
  for (const row of rows) {
    people.add(String(row.id));
    if (row.name) people.add(String(row.name));
  }
  return [...people];
}

function sentPeople(body: string, people: readonly string[]): string[] {
  return people.filter((person) => body.includes(person)).slice(0, 5);
}

describe('no person reaches a guest, whatever the card', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let editor: Tenant['editor'];
  let dashboard: Dashboard;
  let guest: string;
  let people: string[];
  const range = formatDateRangeParam(defaultDateRange(now));

  beforeAll(async () => {
    t = await createTestApp(now);
    editor = await login(t.app, DEMO.email, DEMO.password);
    const created = await t.app.inject({
      method: 'POST',
      url: `/dashboards/v1/${DEMO.brandUniverseId}`,
      headers: { ...editor },
      payload: {
        title: 'Todos os componentes',
        description: '',
        cardIds: cardRegistry.all().map((card) => card.id),
      },
    });
    expect(created.statusCode).toBe(201);
    // The brand's pages connected, so the own-page and customer-service cards answer too.
    const pages = await t.app.inject({
      method: 'PUT',
      url: `/dashboards/v1/${DEMO.brandUniverseId}/${created.json().dashboard.id}/pages`,
      headers: { ...editor },
      payload: {
        version: created.json().dashboard.version,
        value: Object.entries(BRAND_PAGES).map(([channel, page]) => ({ id: page.pid, channel })),
      },
    });
    expect(pages.statusCode, pages.body).toBe(200);
    dashboard = pages.json().dashboard;
    const tenant = { universeId: DEMO.brandUniverseId, dashboardId: dashboard.id, editor } as Tenant;
    guest = await enterAsGuest(t.app, DEMO.brandUniverseId, (await publish(t.app, tenant)).token);
    people = await demoPeople(t);
  }, 180_000);
  afterAll(() => t?.close());

  /** The request the guest's page makes for a card (charts-service and war-room: the services served). */
  function cardRequest(definition: CardDefinition, uid: string) {
    const config = dashboard.cards.find((card) => card.uid === uid) ?? null;
    const filter = cardRequestFilter(definition, config, dashboard);
    const query = new URLSearchParams({
      date_range: range,
      account_id: DEMO.accountId,
      universe_id: DEMO.brandUniverseId,
      card_id: uid,
      ...(Object.keys(filter).length > 0 ? { filter: JSON.stringify(filter) } : {}),
    });
    const own = definition.query;
    if (own.service === 'charts-service') {
      query.set('points_parser', 'series');
      return t.app.inject({
        method: 'POST',
        url: `/charts-service/${own.entity}?${query}`,
        headers: { cookie: guest },
        payload: own.template,
      });
    }
    if (own.service !== 'war-room') return null;
    // The card's own parameters, as core's request writes them (a comparing overview asks its variation).
    const source = cardSourceOf(
      definition,
      {
        accountId: DEMO.accountId,
        universeId: DEMO.brandUniverseId,
        isStaging: false,
        dateRange: defaultDateRange(now),
        globalFilter: dashboard.globalFilter,
        pages: dashboard.pages,
        contracts: dashboard.contracts,
      },
      config,
    );
    for (const [key, value] of Object.entries(
      source.kind === 'endpoint' ? (source.requests[0]?.query ?? {}) : {},
    ))
      if (!query.has(key)) query.set(key, value);
    return t.app.inject({ url: `/war-room/${own.endpoint}?${query}`, headers: { cookie: guest } });
  }

  it('knows the demo has people to look for', () => {
    expect(people.length).toBeGreaterThan(1_000);
  });

  it("answers each card's data without a person, and refuses every card that shows people", async () => {
    const answered: string[] = [];
    const leaks: { card: string; people: string[] }[] = [];
    const wrongStatus: { card: string; status: number; body: string }[] = [];
    for (const card of dashboard.cards) {
      const definition = cardRegistry.get(card.id);
      const response = await cardRequest(definition, card.uid);
      if (!response) continue;
      const showsPeople = definition.lgpd;
      if (response.statusCode === 200) {
        answered.push(card.id);
        const found = sentPeople(response.body, people);
        if (found.length > 0) leaks.push({ card: card.id, people: found });
        if (showsPeople) wrongStatus.push({ card: card.id, status: 200, body: '' });
      } else if (response.statusCode !== 403 || !showsPeople) {
        wrongStatus.push({ card: card.id, status: response.statusCode, body: response.body.slice(0, 120) });
      }
    }
    expect(leaks).toEqual([]);
    expect(wrongStatus).toEqual([]);
    expect(answered.length).toBeGreaterThan(80);
  });

  it('sends the dashboard, its custom components and its XLSX export without a person', async () => {
    const shown = await t.app.inject({
      url: `/dashboards/v1/${DEMO.brandUniverseId}/${dashboard.id}`,
      headers: { cookie: guest },
    });
    expect(shown.statusCode).toBe(200);
    expect(sentPeople(shown.body, [...people, DEMO.email])).toEqual([]);
    const cards: { id: string }[] = shown.json().dashboard.cards;
    expect(cards.some((card) => cardRegistry.get(card.id).lgpd)).toBe(false);

    const components = await t.app.inject({
      url: `/cards/v1/${DEMO.brandUniverseId}/custom`,
      headers: { cookie: guest },
    });
    expect(sentPeople(components.body, people)).toEqual([]);

    const exported = await t.app.inject({
      method: 'POST',
      url: `/exports/v1/${DEMO.brandUniverseId}/dashboards/${dashboard.id}.xlsx`,
      headers: { cookie: guest },
      payload: { date_range: range, filter: null },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => {
        cells.push(JSON.stringify(row.values));
      }),
    );
    expect(cells.length).toBeGreaterThan(100);
    expect(sentPeople(cells.join('\n'), people)).toEqual([]);
  });
});
