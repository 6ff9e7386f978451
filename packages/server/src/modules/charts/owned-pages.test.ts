import {
  type CardConfig,
  type CardDataContext,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  DAY_MS,
  type Dashboard,
  END_OF_DAY_OFFSET_MS,
  SeriesResponse,
  startOfZonedDay,
  translate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_PAGES } from '../../demo/demo-vocabulary.ts';
import { DEMO } from '../../demo/seed-demo.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import {
  createDashboard,
  dashboardPath,
  type Headers,
  type TestApp,
} from '../dashboards/dashboards-test-support.ts';

/*
 * Issue 27 item 1 on the demo: own-page cards count the connected pages' own publications, customer-service
 * cards the conversations on them, owned+earned cards both parts, and pages read by their names. Every figure
 * is recounted here from the stored rows, read one by one.
 */

const t0 = Date.now();
const today = startOfZonedDay(t0);
const RANGE = { start: today - 6 * DAY_MS, end: today + END_OF_DAY_OFFSET_MS };
// Every brand page but TikTok's is connected.
const PAGES = Object.entries(BRAND_PAGES)
  .filter(([channel]) => channel !== 'tiktok')
  .map(([channel, page]) => ({ id: page.pid, channel }));
const CONNECTED: ReadonlySet<string> = new Set(PAGES.map((page) => page.id));
const CARDS = ['LSN_13', 'SAC_9', 'SAC_26', 'SAC_32', 'PNP_1', 'PNP_6'];

interface PostRow {
  pid: string | null;
  uid: string | null;
  channel: string;
  at: number;
  status: string | null;
}

let t: TestApp;
let owner: Headers;
let dashboard: Dashboard;
let rows: PostRow[];

beforeAll(async () => {
  t = await createTestApp(t0);
  owner = await signIn(t.app, DEMO.email, DEMO.password);
  const created = await createDashboard(t.app, owner, { title: 'Páginas próprias', cardIds: CARDS });
  const saved = await t.app.inject({
    method: 'PUT',
    url: dashboardPath(created.id, 'pages'),
    headers: owner,
    payload: { version: created.version, value: PAGES },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  dashboard = saved.json().dashboard;
  // The stored posts, read one by one (the counting below is the test's own).
  const stored = await t.stores.analytics.query({
    sql: `SELECT pid, uid, CAST(channel AS VARCHAR) AS channel, epoch_ms(posted_at) AS at,
            CAST(sac_status AS VARCHAR) AS status
          FROM posts WHERE universe_id = $u`,
    params: { u: DEMO.brandUniverseId },
  });
  rows = stored.map((row) => ({
    pid: row.pid === null ? null : String(row.pid),
    uid: row.uid === null ? null : String(row.uid),
    channel: String(row.channel),
    at: Number(row.at),
    status: row.status === null ? null : String(row.status),
  }));
}, 240_000);
afterAll(() => t.close());

const context = (): CardDataContext => ({
  accountId: DEMO.accountId,
  universeId: DEMO.brandUniverseId,
  isStaging: false,
  dateRange: RANGE,
  globalFilter: dashboard.globalFilter,
  pages: dashboard.pages,
  contracts: [],
});
const cardOf = (id: string): CardConfig => {
  const card = dashboard.cards.find((item) => item.id === id);
  if (!card) throw new Error(`${id} is not on the dashboard`);
  return card;
};

/** The answers of a card's requests, as the browser asks them. */
async function answersOf(id: string, headers: Record<string, string> = owner) {
  const card = cardOf(id);
  const source = cardSourceOf(cardRegistry.get(id), context(), card);
  if (source.kind !== 'endpoint') throw new Error(`${id} asks nothing: ${source.kind}`);
  return Promise.all(
    source.requests.map(async (request) => {
      const response = await t.app.inject({
        method: request.method,
        url: cardRequestUrl(request, card.uid),
        headers,
        payload: request.body as object,
      });
      expect(response.statusCode, `${id}: ${response.body}`).toBe(200);
      return SeriesResponse.parse(response.json());
    }),
  );
}
const totalOf = (answer: SeriesResponse | undefined) =>
  (answer?.series ?? []).reduce((sum, s) => sum + s.data.reduce((acc, [, value]) => acc + value, 0), 0);

const inRange = (row: PostRow) => row.at >= RANGE.start && row.at <= RANGE.end;
const ownPublication = (row: PostRow) => row.pid !== null && CONNECTED.has(row.pid) && row.uid === row.pid;
const conversation = (row: PostRow) => row.pid !== null && CONNECTED.has(row.pid) && row.uid !== row.pid;

describe('owned pages on the demo', () => {
  it('counts the pages own publications, and its listening twin exactly the posts that are not theirs more', async () => {
    const [own] = await answersOf('SAC_9');
    const [all] = await answersOf('LSN_13');
    const owned = rows.filter((row) => inRange(row) && ownPublication(row)).length;
    const others = rows.filter((row) => inRange(row) && !ownPublication(row)).length;
    expect(owned).toBeGreaterThan(0);
    expect(totalOf(own)).toBe(owned);
    expect(totalOf(all) - totalOf(own)).toBe(others);
  });

  it('leaves the publications of a page that is not connected out (TikTok here)', async () => {
    const tiktok = rows.filter(
      (row) => inRange(row) && row.pid === BRAND_PAGES.tiktok.pid && row.uid === row.pid,
    );
    expect(tiktok.length).toBeGreaterThan(0);
    const [own] = await answersOf('SAC_9');
    expect(own?.series.some((s) => s.group.includes('tiktok'))).toBe(false);
  });

  it('counts the conversations on the pages in customer-service cards, never the listening posts', async () => {
    const [sentiment] = await answersOf('SAC_26');
    expect(totalOf(sentiment)).toBe(rows.filter((row) => inRange(row) && conversation(row)).length);
  });

  it('names each page by its channel and name, never by its id', async () => {
    const [answer] = await answersOf('SAC_32');
    expect(answer?.pageNames?.[BRAND_PAGES.twitter.pid]).toBe('Twitter · marcademo');
    const data = cardRegistry.get('SAC_32');
    const [first] = await answersOf('SAC_32');
    const source = cardSourceOf(data, context(), cardOf('SAC_32'));
    if (source.kind !== 'endpoint' || !first) throw new Error('SAC_32 asks for its data');
    const drawn = source.endpoint.map(data, [first], (key) => translate(key, 'pt-BR'));
    const names = drawn.kind === 'values' ? drawn.items.map((item) => item.name) : [];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^[A-Za-z]+ · marcademo$/);
  });

  it('splits an owned+earned card into its two parts, which add up to the whole', async () => {
    const [whole, owned, earned] = await answersOf('PNP_1');
    expect(totalOf(owned)).toBe(rows.filter((row) => inRange(row) && ownPublication(row)).length);
    expect(totalOf(earned)).toBe(rows.filter((row) => inRange(row) && !ownPublication(row)).length);
    expect(totalOf(owned) + totalOf(earned)).toBe(totalOf(whole));
  });

  it('gives a guest of the published dashboard the same parts', async () => {
    const published = await t.app.inject({
      method: 'POST',
      url: dashboardPath(dashboard.id, 'publish'),
      headers: owner,
    });
    expect(published.statusCode, published.body).toBe(200);
    const { publishedToken } = published.json().publishing;
    const entry = await t.app.inject({
      method: 'POST',
      url: `/guest/v1/${DEMO.brandUniverseId}/access`,
      payload: { token: publishedToken, email: 'visitante@exemplo.com', acceptedTerms: true },
      remoteAddress: '10.0.0.9',
    });
    expect(entry.statusCode, entry.body).toBe(200);
    const cookie = entry.cookies.find((c) => c.name === 'dashboard-token');
    const guest = { cookie: `dashboard-token=${cookie?.value}` };
    const asOwner = await answersOf('PNP_6');
    const asGuest = await answersOf('PNP_6', guest);
    expect(asGuest.map(totalOf)).toEqual(asOwner.map(totalOf));
    expect(asGuest.map(totalOf)).toEqual([
      rows.filter((row) => inRange(row) && ownPublication(row)).length,
      rows.filter((row) => inRange(row) && !ownPublication(row)).length,
    ]);
  });
});
