import {
  type CardConfig,
  ChartTemplate,
  cardRegistry,
  chartsQueryOf,
  DAY_MS,
  GUEST_MAX_FAILURES,
  GUEST_SESSION_TTL_MS,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';
import {
  auditOf,
  createDashboard,
  dashboardPath,
  demoMember,
  type Headers,
  type TestApp,
} from '../dashboards/dashboards-test-support.ts';
import { guestCookieOptions } from './guest-cookie.ts';

describe.each(TEST_STORES)('publishing and guests (%s)', (store) => {
  let t: TestApp;
  let owner: Headers;
  let outsider: Headers;

  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store });
    owner = await signIn(t.app, DEMO.email, DEMO.password);
    outsider = await demoMember(t, 'carla', 'Carla Dias');
  }, 120_000);
  afterAll(() => t.close());

  const post = (url: string, headers: Headers = {}, payload?: object, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, headers, remoteAddress, ...(payload ? { payload } : {}) });

  async function publish(id: string) {
    const response = await post(dashboardPath(id, 'publish'), owner);
    expect(response.statusCode).toBe(200);
    return response.json().publishing as { publishedToken: string; accessCode: string };
  }

  const accessUrl = `/guest/v1/${DEMO.brandUniverseId}/access`;
  const guestEntry = { email: 'Visitante@Exemplo.com', acceptedTerms: true };

  /** Enters as a guest and answers the cookie header to send along. */
  async function enterAsGuest(credential: { token: string } | { accessCode: string }, ip = '10.0.0.2') {
    const response = await post(accessUrl, {}, { ...credential, ...guestEntry }, ip);
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'dashboard-token');
    return { cookie: `dashboard-token=${cookie?.value}`, response };
  }

  describe('publishing', () => {
    it('sets publishedAt, a new token and publishedBy; unpublishing resets them; both are audited', async () => {
      const dashboard = await createDashboard(t.app, owner, { title: 'Publicar' });
      const early = await post(dashboardPath(dashboard.id, 'access-code'), owner);
      expect(early.statusCode).toBe(400);
      expect(early.json().error.message).toBe(
        'Publique o dashboard antes de gerar um novo código de acesso.',
      );
      const before = Date.now();
      const first = await publish(dashboard.id);
      expect(first).toMatchObject({ isPublished: true, publishedBy: `Demo Mirante (${DEMO.email})` });
      expect(Number((first as unknown as { publishedAt: string }).publishedAt)).toBeGreaterThanOrEqual(
        before,
      );
      expect(first.publishedToken.length).toBeGreaterThanOrEqual(43);
      expect(first.accessCode).toMatch(/^[A-Z2-9]{8}$/);
      const again = await publish(dashboard.id);
      expect(again.publishedToken).not.toBe(first.publishedToken);
      const state = await t.app.inject({ url: dashboardPath(dashboard.id, 'publishing'), headers: owner });
      expect(state.json().publishing).toEqual(again);

      const off = await post(dashboardPath(dashboard.id, 'unpublish'), owner);
      expect(off.json().publishing).toEqual({
        isPublished: false,
        publishedAt: '0',
        publishedToken: '',
        publishedBy: '',
        accessCode: null,
      });
      const audited = (action: string) =>
        auditOf(t, action).then((rows) => rows.filter((row) => row.detail.dashboardId === dashboard.id));
      expect(await audited('dashboard.publish')).toHaveLength(2);
      expect(await audited('dashboard.unpublish')).toHaveLength(1);
    });

    it('needs a signed-in direct-access user', async () => {
      const dashboard = await createDashboard(t.app, owner, { title: 'Só editores' });
      const anonymous = await post(dashboardPath(dashboard.id, 'publish'));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.message).toBe(
        'Você precisar estar logado para alterar as opções de publicação',
      );
      const stranger = await post(dashboardPath(dashboard.id, 'publish'), outsider);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().error.message).toBe('Você não possui permissão para realizar esta ação.');
    });
  });

  describe('guest access', () => {
    it('opens a 3-hour HttpOnly SameSite session for a token link and records the guest', async () => {
      const dashboard = await createDashboard(t.app, owner, { title: 'Convidados' });
      const { publishedToken } = await publish(dashboard.id);
      const { response } = await enterAsGuest({ token: publishedToken });
      expect(response.json()).toMatchObject({
        status: 'ok',
        accountId: DEMO.accountId,
        universeId: DEMO.brandUniverseId,
        dashboardId: dashboard.id,
        email: 'visitante@exemplo.com',
      });
      const cookie = response.cookies.find((c) => c.name === 'dashboard-token');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        maxAge: GUEST_SESSION_TTL_MS / 1000,
      });
      expect(cookie?.secure).toBeUndefined();
      expect(guestCookieOptions(true).secure).toBe(true);

      const publicUsers = await t.stores.meta.db
        .selectFrom('public_users')
        .selectAll()
        .where('dashboard_id', '=', dashboard.id)
        .execute();
      expect(publicUsers).toHaveLength(1);
      expect(publicUsers[0]).toMatchObject({
        email: 'visitante@exemplo.com',
        universe_id: DEMO.brandUniverseId,
      });
      expect(publicUsers[0]?.created_at).toBeInstanceOf(Date);
      const access = (await auditOf(t, 'guest.access')).find(
        (row) => row.detail.dashboardId === dashboard.id,
      );
      expect(access).toMatchObject({ actor: 'visitante@exemplo.com', detail: { via: 'token' } });
    });

    it('asks for the e-mail and the terms', async () => {
      const dashboard = await createDashboard(t.app, owner, { title: 'Termos' });
      const { publishedToken } = await publish(dashboard.id);
      const noTerms = await post(
        accessUrl,
        {},
        { token: publishedToken, email: 'a@exemplo.com', acceptedTerms: false },
      );
      expect(noTerms.statusCode).toBe(400);
      expect(noTerms.json().error.message).toBe(
        'É preciso aceitar os termos de uso e a política de privacidade.',
      );
      const noEmail = await post(accessUrl, {}, { token: publishedToken, email: '', acceptedTerms: true });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().error.message).toBe('O e-mail é obrigatório.');
      expect(noEmail.cookies).toHaveLength(0);
    });

    it('answers a wrong code with the spec message and limits guessing per address', async () => {
      const dashboard = await createDashboard(t.app, owner, { title: 'Código' });
      const { accessCode } = await publish(dashboard.id);
      const wrong = await post(accessUrl, {}, { accessCode: 'ERRADO22', ...guestEntry }, '10.9.9.9');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.message).toBe('Código de acesso inválido');
      for (let attempt = 1; attempt < GUEST_MAX_FAILURES; attempt++) {
        await post(accessUrl, {}, { accessCode: `ERRADO${attempt}`, ...guestEntry }, '10.9.9.9');
      }
      const limited = await post(accessUrl, {}, { accessCode, ...guestEntry }, '10.9.9.9');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error.message).toBe(
        'Muitas tentativas com código de acesso inválido. Aguarde alguns minutos e tente novamente.',
      );
      const elsewhere = await enterAsGuest({ accessCode: accessCode.toLowerCase() }, '10.9.9.10');
      expect(elsewhere.response.json().dashboardId).toBe(dashboard.id);
    });

    it('ends a guest session when its 3 hours are over', async () => {
      const dashboard = await createDashboard(t.app, owner, { title: 'Expira' });
      const { publishedToken } = await publish(dashboard.id);
      const { cookie } = await enterAsGuest({ token: publishedToken });
      const read = () => t.app.inject({ url: dashboardPath(dashboard.id), headers: { cookie } });
      expect((await read()).statusCode).toBe(200);
      await t.stores.meta.db
        .updateTable('guest_sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('dashboard_id', '=', dashboard.id)
        .execute();
      expect((await read()).statusCode).toBe(401);
    });

    it('revokes old holders on their next request after regenerate and after unpublish', async () => {
      const dashboard = await createDashboard(t.app, owner, { title: 'Revogar' });
      const { publishedToken, accessCode } = await publish(dashboard.id);
      const byToken = await enterAsGuest({ token: publishedToken });
      const byCode = await enterAsGuest({ accessCode });
      const read = (cookie: string) =>
        t.app.inject({ url: dashboardPath(dashboard.id), headers: { cookie } });
      expect((await read(byToken.cookie)).statusCode).toBe(200);

      const regenerated = await post(dashboardPath(dashboard.id, 'access-code'), owner);
      const fresh = regenerated.json().publishing;
      expect(fresh.accessCode).not.toBe(accessCode);
      expect(fresh.publishedToken).not.toBe(publishedToken);
      expect(
        (await auditOf(t, 'dashboard.access-code')).some((r) => r.detail.dashboardId === dashboard.id),
      ).toBe(true);
      for (const holder of [byToken, byCode]) {
        const response = await read(holder.cookie);
        expect(response.statusCode).toBe(401);
        expect(response.cookies.find((c) => c.name === 'dashboard-token')?.value).toBe('');
      }
      const oldLink = await post(accessUrl, {}, { token: publishedToken, ...guestEntry });
      expect(oldLink.statusCode).toBe(403);
      expect(oldLink.json().error.message).toBe('Este link de acesso não é mais válido.');

      const current = await enterAsGuest({ token: fresh.publishedToken });
      expect((await read(current.cookie)).statusCode).toBe(200);
      await post(dashboardPath(dashboard.id, 'unpublish'), owner);
      expect((await read(current.cookie)).statusCode).toBe(401);
      expect((await post(accessUrl, {}, { token: fresh.publishedToken, ...guestEntry })).statusCode).toBe(
        403,
      );
    });
  });

  describe('what a guest sees and may do', () => {
    let dashboardId: string;
    let cards: CardConfig[];
    let guest: string;
    let otherDashboardCard: CardConfig;
    let otherDashboardId: string;

    beforeAll(async () => {
      // LSN_13 posts over time, LSN_1 overview, LSN_11 top posts (LGPD), LSN_2 hidden by the editor.
      const dashboard = await createDashboard(t.app, owner, {
        title: 'Visão do convidado',
        cardIds: ['LSN_13', 'LSN_1', 'LSN_11', 'LSN_2'],
      });
      dashboardId = dashboard.id;
      cards = dashboard.cards;
      await t.app.inject({
        method: 'PUT',
        url: dashboardPath(dashboardId, 'hidden-components'),
        headers: owner,
        payload: { version: 1, value: [cards[3]?.uid] },
      });
      const { publishedToken } = await publish(dashboardId);
      guest = (await enterAsGuest({ token: publishedToken })).cookie;
      const other = await createDashboard(t.app, owner, { title: 'Outro', cardIds: ['LSN_13'] });
      await publish(other.id);
      otherDashboardId = other.id;
      otherDashboardCard = other.cards[0];
    });

    const chartsUrl = (cardId: string | null) => {
      const end = Date.now();
      const query = new URLSearchParams({
        points_parser: 'series',
        date_range: `${end - 7 * DAY_MS}:${end}`,
        account_id: DEMO.accountId,
        universe_id: DEMO.brandUniverseId,
        ...(cardId ? { card_id: cardId } : {}),
      });
      return `/charts-service/posts?${query}`;
    };
    const postsOverTime = ChartTemplate.parse(chartsQueryOf(cardRegistry.get('LSN_13'))?.template);
    const chart = (cardId: string | null, template: object = postsOverTime) =>
      t.app.inject({ method: 'POST', url: chartsUrl(cardId), headers: { cookie: guest }, payload: template });
    const warRoom = (endpoint: string, cardId: string) => {
      const end = Date.now();
      const query = new URLSearchParams({
        date_range: `${end - 7 * DAY_MS}:${end}`,
        account_id: DEMO.accountId,
        universe_id: DEMO.brandUniverseId,
        card_id: cardId,
        // The overview card compares with the previous period, as its request says.
        ...(endpoint === 'monitoring-overview' ? { variation: 'true' } : {}),
      });
      return t.app.inject({ url: `/war-room/${endpoint}?${query}`, headers: { cookie: guest } });
    };

    it('gets the dashboard without LGPD or hidden components, users or token', async () => {
      const response = await t.app.inject({ url: dashboardPath(dashboardId), headers: { cookie: guest } });
      expect(response.statusCode).toBe(200);
      const seen = response.json().dashboard;
      expect(seen.cards.map((c: CardConfig) => c.id)).toEqual(['LSN_13', 'LSN_1']);
      expect(seen).toMatchObject({
        users: [],
        userEmails: [],
        publishedToken: '',
        publishedBy: '',
        hiddenComponents: [],
      });
      expect(response.body).not.toContain(DEMO.email);
      const session = await t.app.inject({ url: '/guest/v1/session', headers: { cookie: guest } });
      expect(session.json()).toMatchObject({ dashboardId, email: 'visitante@exemplo.com' });
    });

    it('reads the data of the cards it sees', async () => {
      const series = await chart(cards[0]?.uid ?? '');
      expect(series.statusCode, series.body).toBe(200);
      expect(series.json().series.length).toBeGreaterThan(0);
      const overview = await warRoom('monitoring-overview', cards[1]?.uid ?? '');
      expect(overview.statusCode, overview.body).toBe(200);
    });

    it('gets 403 for cards not on its dashboard, LGPD or hidden cards, other data, or no card at all', async () => {
      expect((await chart(otherDashboardCard.uid)).statusCode).toBe(403);
      expect((await chart(null)).statusCode).toBe(403);
      expect((await chart(cards[0]?.uid ?? '', { ...postsOverTime, grouping: ['author'] })).statusCode).toBe(
        403,
      );
      const lgpd = await warRoom('top-posts', cards[2]?.uid ?? '');
      expect(lgpd.statusCode).toBe(403);
      expect(lgpd.body).not.toContain('username');
      expect((await warRoom('monitoring-overview', cards[3]?.uid ?? '')).statusCode).toBe(403);
      expect((await warRoom('top-posts', cards[1]?.uid ?? '')).statusCode).toBe(403);
      const otherDashboard = await t.app.inject({
        url: dashboardPath(otherDashboardId),
        headers: { cookie: guest },
      });
      expect(otherDashboard.statusCode).toBe(403);
    });

    it('gets 403 for any write and changes nothing', async () => {
      const attempts = [
        t.app.inject({
          method: 'PUT',
          url: dashboardPath(dashboardId, 'title'),
          headers: { cookie: guest },
          payload: { version: 2, value: 'Hack' },
        }),
        t.app.inject({
          method: 'POST',
          url: dashboardPath(dashboardId, 'unpublish'),
          headers: { cookie: guest },
        }),
        t.app.inject({ method: 'DELETE', url: dashboardPath(dashboardId), headers: { cookie: guest } }),
        t.app.inject({
          method: 'POST',
          url: `/dashboards/v1/${DEMO.brandUniverseId}`,
          headers: { cookie: guest },
          payload: { title: 'Novo' },
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe('Você não possui permissão para realizar esta ação.');
      }
      const current = await t.app.inject({ url: dashboardPath(dashboardId), headers: owner });
      expect(current.json().dashboard).toMatchObject({ title: 'Visão do convidado', isPublished: true });
    });
  });
});
