import {
  DAY_MS,
  DEFAULT_LOCALE,
  defaultDateRange,
  formatDateRangeParam,
  GUEST_MAX_PERIOD_DAYS,
  SESSION_COOKIE,
  type SeriesResponse,
  translate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../demo/seed-demo.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createTenants, enterAsGuest, publish, type Tenant } from './tenant-fixtures.ts';

const now = Date.now();
const range = defaultDateRange(now);
const published = ['instagram', 'twitter'];

describe("a guest's filter and period are held to what the publisher published", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let a: Tenant;
  let guest: string;
  let cardUid: string;

  /** LSN_13 (posts over time per channel) on the dashboard, as its page asks for it. */
  const series = (headers: Record<string, string>, query: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/charts-service/posts?${new URLSearchParams({
        points_parser: 'series',
        account_id: a.accountId,
        universe_id: a.universeId,
        card_id: cardUid,
        ...query,
      })}`,
      headers,
      payload: {
        grouping: ['postedAt', 'channel'],
        datePortion: 'auto',
        sortFields: ['postedAt'],
        metricsMetadata: { fields: ['id'], label: 'Publicações', operators: ['count'] },
        method: 'count',
      },
    });
  const asGuest = (query: Record<string, string>) => series({ cookie: guest }, query);
  const keys = (answer: SeriesResponse) => answer.series.map((s) => s.group[0]).sort();
  const errorOf = (response: { json(): { error: { message: string } } }) => response.json().error.message;

  beforeAll(async () => {
    t = await createTestApp(now);
    ({ a } = await createTenants(t.app, t.stores));
    const current = await t.app.inject({
      url: `/dashboards/v1/${a.universeId}/${a.dashboardId}`,
      headers: { ...a.editor },
    });
    const dashboard = current.json().dashboard;
    cardUid = dashboard.cards.find((card: { id: string }) => card.id === 'LSN_13').uid;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/dashboards/v1/${a.universeId}/${a.dashboardId}`,
      headers: { ...a.editor },
      payload: { version: dashboard.version, patch: { globalFilter: { channels: published } } },
    });
    expect(saved.statusCode).toBe(200);
    guest = await enterAsGuest(t.app, a.universeId, (await publish(t.app, a)).token);
  }, 120_000);
  afterAll(() => t?.close());

  it("answers a guest who drops the filter exactly what the publisher's filter gives", async () => {
    const dateRange = formatDateRangeParam(range);
    const editorView = await series(
      { ...a.editor },
      { date_range: dateRange, filter: JSON.stringify({ channels: published }) },
    );
    const everything = await series({ ...a.editor }, { date_range: dateRange });
    for (const filter of [undefined, '{}', '{"channels":[]}']) {
      const response = await asGuest({ date_range: dateRange, ...(filter ? { filter } : {}) });
      expect(response.statusCode, filter).toBe(200);
      expect(response.json(), filter).toEqual(editorView.json());
    }
    expect(keys(editorView.json())).toEqual(published);
    expect(keys(everything.json()).length).toBeGreaterThan(published.length);
  });

  it('lets a guest narrow within the published filter, and nothing more', async () => {
    const dateRange = formatDateRangeParam(range);
    const narrowed = await asGuest({ date_range: dateRange, filter: '{"channels":["twitter"]}' });
    expect(keys(narrowed.json())).toEqual(['twitter']);
    const wider = await asGuest({ date_range: dateRange, filter: '{"channels":["facebook"]}' });
    expect(wider.statusCode).toBe(400);
    expect(errorOf(wider)).toBe(translate('guest.errors.outsidePublished'));
    const person = await asGuest({ date_range: dateRange, filter: '{"uids":["twitter-1"]}' });
    expect(person.statusCode).toBe(400);
    expect(errorOf(person)).toBe(translate('guest.errors.peopleFilter'));
  });

  it('checks who asks before it reads the filter: a stranger with a bad filter gets 401, not 400', async () => {
    const stranger = await series({}, { filter: '{not json' });
    expect(stranger.statusCode).toBe(401);
    const guestBadFilter = await asGuest({ filter: '{not json' });
    expect(guestBadFilter.statusCode).toBe(400);
  });

  it(`bounds a guest's period to ${GUEST_MAX_PERIOD_DAYS} days, and defaults it to the last 7 days`, async () => {
    const longest = { start: range.end - GUEST_MAX_PERIOD_DAYS * DAY_MS, end: range.end };
    expect((await asGuest({ date_range: formatDateRangeParam(longest) })).statusCode).toBe(200);
    const tooLong = await asGuest({
      date_range: formatDateRangeParam({ ...longest, start: longest.start - 1 }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong)).toBe(translate('guest.errors.periodTooLong', DEFAULT_LOCALE));
    const byDefault = await asGuest({});
    const lastWeek = await asGuest({ date_range: formatDateRangeParam(defaultDateRange()) });
    expect(byDefault.statusCode).toBe(200);
    expect(byDefault.json()).toEqual(lastWeek.json());
  });

  it("holds the guest's export to the same rules", async () => {
    const exportAs = (filter: object | null, dateRange = formatDateRangeParam(range)) =>
      t.app.inject({
        method: 'POST',
        url: `/exports/v1/${a.universeId}/dashboards/${a.dashboardId}.xlsx`,
        headers: { cookie: guest },
        payload: { date_range: dateRange, filter },
      });
    expect((await exportAs(null)).statusCode).toBe(200);
    expect((await exportAs({})).statusCode).toBe(200);
    for (const filter of [{ uids: ['twitter-1'] }, { channels: ['facebook'] }]) {
      expect((await exportAs(filter)).statusCode, JSON.stringify(filter)).toBe(400);
    }
    const long = formatDateRangeParam({ start: range.end - 200 * DAY_MS, end: range.end });
    expect((await exportAs(null, long)).statusCode).toBe(400);
  });
});

describe('cookies behind a TLS-terminating proxy, and who changes custom components', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(now, { env: { TRUST_PROXY: '127.0.0.1' } });
  }, 120_000);
  afterAll(() => t?.close());

  const loginVia = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/prod/session/login',
      headers,
      payload: { username: DEMO.email, password: DEMO.password },
    });

  it('marks the session cookies Secure when the trusted proxy says the request came over HTTPS', async () => {
    const secure = await loginVia({ 'x-forwarded-proto': 'https' });
    const plain = await loginVia({});
    expect(secure.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    expect(plain.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
  });

  it('lets only users with direct access to a dashboard of the universe change its custom components', async () => {
    const { a } = await createTenants(t.app, t.stores);
    const component = {
      title: 'Por canal',
      dataSource: 'listening',
      chartType: 'bar',
      entity: 'posts',
      chartTemplate: {
        grouping: ['channel'],
        metricsMetadata: { fields: ['id'], label: 'Publicações', operators: ['count'] },
        method: 'count',
      },
    };
    const url = `/cards/v1/${a.universeId}/custom`;
    const byMember = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...a.member },
      payload: component,
    });
    expect(byMember.statusCode).toBe(403);
    const byEditor = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...a.editor },
      payload: component,
    });
    expect(byEditor.statusCode).toBe(201);
    const id = byEditor.json().component.id;
    const removal = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers });
    expect((await removal({ ...a.member })).statusCode).toBe(403);
    expect((await removal({ ...a.editor })).statusCode).toBe(204);
    const byAuthor = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...a.editor },
      payload: { ...component, chartTemplate: { ...component.chartTemplate, grouping: ['uid'] } },
    });
    expect(byAuthor.statusCode).toBe(201);
    expect(byAuthor.json().component.lgpd).toBe(true);
  });
});
