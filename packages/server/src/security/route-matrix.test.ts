import { SESSION_COOKIE, translate } from '@mirante/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATH } from '../http/openapi.ts';
import { imageFixtures } from '../modules/storage/image-fixtures.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { TEST_STORES } from '../test-support/test-database.ts';
import { type AppRoute, createRouteTable, isMutation, routeName } from './route-table.ts';
import { createTenants, enterAsGuest, publish, type SessionHeaders, type Tenant } from './tenant-fixtures.ts';
import { type ExampleBodies, type TenantResources, tenantRequest } from './tenant-request.ts';

/** Routes that name no tenant's resource: nothing of another account to reach through them. */
const WITHOUT_TENANT = new Set([
  'GET /health',
  'POST /auth/:version/session/login',
  'POST /auth/:version/session/logout',
  'POST /auth/:version/session/password',
  'GET /upms-legacy/:version/user/me',
  'GET /upms-legacy/:version/user-roles/is-admin',
  'GET /upms-legacy/:version/company/',
  'GET /guest/v1/session',
]);

/**
 * Routes that name another account but act only for the caller's own: the answer must be the same as for an
 * account that does not exist, so it reveals nothing of the other one.
 */
const ABOUT_THE_CALLER = new Set([
  // Whether the caller is an admin there: false for every account but the caller's.
  'GET /upms-legacy/:version/user-roles/is-admin',
  // Encodes under the caller's account; another account_id is refused (403, not 404: reported).
  'POST /war-room/encode-filter',
]);

/** Routes that do not take a user session at all; each is refused in its own way, never with 2xx. */
const SESSIONLESS = new Set([
  // Authenticated by the universe's integration token (Authorization: Bearer), not by a session.
  'POST /ingest/v1/:universeId/:dataset',
  // The guest entry: a token link or an access code, answered 'Código de acesso inválido' when wrong.
  'POST /guest/v1/:universeId/access',
  'POST /auth/:version/session/login',
]);

/** POSTs that read: card data, filter encoding and exports change nothing, so guests may use them. */
const READS_BY_POST = new Set([
  'POST /charts-service/:entity',
  'POST /war-room/encode-filter',
  'POST /exports/v1/:universeId/dashboards/:dashboardId.:format',
]);

interface Outcome {
  route: string;
  status: number | 'hung';
  body: string;
}

describe.each(TEST_STORES)('security matrices generated from the route table (%s)', (store) => {
  const table = createRouteTable();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let a: Tenant;
  let b: Tenant;
  let resourcesA: TenantResources;
  let resourcesB: TenantResources;
  const bodies: ExampleBodies = {
    // The schema takes any body (the service answers 'Invalid filter'); this is the spec's request.
    'POST /war-room/encode-filter': (r) => ({ account_id: r.accountId, is_staging: false, filter: {} }),
  };

  /** Extra resources of a tenant (an image, a custom component, a member's id) made by its editor. */
  async function resourcesOf(tenant: Tenant, memberEmail: string): Promise<TenantResources> {
    const form = new FormData();
    form.append('file', new Blob([imageFixtures.png]), 'logo.png');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const image = await t.app.inject({
      method: 'POST',
      url: `/storage/v1/${tenant.universeId}/dashboards/${tenant.dashboardId}/images`,
      headers: { ...tenant.editor, 'content-type': String(encoded.headers.get('content-type')) },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    const componentRoute = table.routes.find((r) => routeName(r) === 'POST /cards/v1/:universeId/custom');
    const component = componentRoute
      ? await t.app.inject({
          method: 'POST',
          url: `/cards/v1/${tenant.universeId}/custom`,
          headers: { ...tenant.editor },
          payload: tenantRequest(componentRoute, { universeId: tenant.universeId } as TenantResources)
            .payload as object,
        })
      : null;
    const member = await t.stores.meta.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', memberEmail)
      .executeTakeFirstOrThrow();
    return {
      accountId: tenant.accountId,
      universeId: tenant.universeId,
      dashboardId: tenant.dashboardId,
      imageId: image.json().image?.id ?? 'sem-imagem-0000000000',
      componentId: component?.json().component?.id ?? 'sem-componente',
      userId: member.id,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store, onRoute: table.collect });
    ({ a, b } = await createTenants(t.app, t.stores));
    resourcesA = await resourcesOf(a, 'membro@mirante.local');
    resourcesB = await resourcesOf(b, 'membro@outra-conta.local');
    const exported = await t.app.inject({
      url: `/dashboards/v1/${a.universeId}/${a.dashboardId}/export`,
      headers: { ...a.editor },
    });
    bodies['POST /dashboards/v1/:universeId/import'] = () => exported.json();
  });
  afterAll(() => t?.close());

  /** Sends the route's request about `resources` with `headers`; a stream that opens counts as 'hung'. */
  async function attempt(route: AppRoute, resources: TenantResources, headers: InjectOptions['headers']) {
    const request = tenantRequest(route, resources, bodies);
    const inject = t.app.inject({
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<'hung'>((resolve) => {
      timer = setTimeout(() => resolve('hung'), 10_000);
    });
    const response = await Promise.race([inject, hung]);
    clearTimeout(timer);
    const outcome: Outcome =
      response === 'hung'
        ? { route: routeName(route), status: 'hung', body: '' }
        : { route: routeName(route), status: response.statusCode, body: response.body.slice(0, 160) };
    return outcome;
  }

  /** Runs every route through `attempt`; answers those whose status is not `expected`. */
  async function misfits(
    routes: readonly AppRoute[],
    run: (route: AppRoute) => Promise<Outcome>,
    expected: number,
  ) {
    const wrong: Outcome[] = [];
    for (const route of routes) {
      const outcome = await run(route);
      if (outcome.status !== expected) wrong.push(outcome);
    }
    return wrong;
  }

  it('finds the routes of every module and can build a valid request for each', () => {
    const names = table.routes.map(routeName);
    for (const expected of [
      'GET /dashboards/v1/:universeId/:dashboardId',
      'POST /storage/v1/:universeId/dashboards/:dashboardId/images',
      'GET /realtime/v1/:universeId/dashboards',
      'POST /charts-service/:entity',
    ]) {
      expect(names).toContain(expected);
    }
    const problems = table.routes
      .map((route) => ({
        route: routeName(route),
        problem: tenantRequest(route, resourcesB, bodies).problem,
      }))
      .filter((entry) => entry.problem !== null);
    expect(problems).toEqual([]);
  });

  it('knows of every route whether it reaches a tenant resource (a new route must be placed)', () => {
    const unplaced = table.routes
      .filter((route) => !tenantRequest(route, resourcesB, bodies).tenantBound)
      .map(routeName)
      // The API reference (http/openapi.ts) is public and about no one.
      .filter((name) => !WITHOUT_TENANT.has(name) && !name.startsWith(`GET ${DOCS_PATH}`));
    expect(unplaced).toEqual([]);
  });

  it('gives a session of account A 404 for every resource of account B', async () => {
    const routes = table.routes.filter(
      (route) =>
        !SESSIONLESS.has(routeName(route)) &&
        !ABOUT_THE_CALLER.has(routeName(route)) &&
        tenantRequest(route, resourcesB, bodies).tenantBound,
    );
    expect(routes.length).toBeGreaterThan(40);
    const wrong = await misfits(routes, (route) => attempt(route, resourcesB, { ...a.editor }), 404);
    expect(wrong).toEqual([]);
  });

  it('answers questions about the caller for another account as for an account that does not exist', async () => {
    const nowhere = { ...resourcesB, accountId: 'conta-inexistente', universeId: 'universo-inexistente' };
    for (const route of table.routes.filter((r) => ABOUT_THE_CALLER.has(routeName(r)))) {
      const other = await attempt(route, resourcesB, { ...a.editor });
      const missing = await attempt(route, nowhere, { ...a.editor });
      expect({ status: other.status, body: other.body }).toEqual({
        status: missing.status,
        body: missing.body,
      });
    }
  });

  it('never answers 2xx on the session-less routes to a session of another account', async () => {
    const routes = table.routes.filter(
      (route) => SESSIONLESS.has(routeName(route)) && route.url.includes(':universeId'),
    );
    for (const route of routes) {
      const outcome = await attempt(route, resourcesB, { ...a.editor });
      expect(outcome.status, outcome.route).not.toBeLessThan(400);
    }
  });

  it('refuses every change that carries the session cookie but not the second session id (CSRF)', async () => {
    const cookieOnly = { cookie: `${SESSION_COOKIE}=${a.editor['x-session-id']}` };
    const routes = table.routes.filter((route) => isMutation(route) && !SESSIONLESS.has(routeName(route)));
    const wrong = await misfits(routes, (route) => attempt(route, resourcesA, cookieOnly), 403);
    expect(wrong).toEqual([]);
  });

  it('gives a guest 403 for every change (guest sessions are read-only)', async () => {
    const { token } = await publish(t.app, a);
    const guest = { cookie: await enterAsGuest(t.app, a.universeId, token) };
    const routes = table.routes.filter(
      (route) =>
        isMutation(route) && !SESSIONLESS.has(routeName(route)) && !READS_BY_POST.has(routeName(route)),
    );
    const wrong = await misfits(routes, (route) => attempt(route, resourcesA, guest), 403);
    expect(wrong).toEqual([]);
  });

  it("gives a guest nothing beyond its dashboard: no other account's, no other dashboard's", async () => {
    const { token } = await publish(t.app, a);
    const guest = { cookie: await enterAsGuest(t.app, a.universeId, token) };
    const own = await t.app.inject({
      url: `/dashboards/v1/${a.universeId}/${a.dashboardId}`,
      headers: guest,
    });
    expect(own.statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: `/dashboards/v1/${a.universeId}`,
      headers: { ...a.editor },
      payload: { title: 'Privado', description: '', cardIds: [] },
    });
    const privateOfA = { ...resourcesA, dashboardId: created.json().dashboard.id };
    const routes = table.routes.filter(
      (route) => !SESSIONLESS.has(routeName(route)) && tenantRequest(route, resourcesB, bodies).tenantBound,
    );
    const reached: Outcome[] = [];
    for (const resources of [resourcesB, privateOfA]) {
      for (const route of routes.filter(
        (r) => resources === resourcesB || r.params.includes('dashboardId'),
      )) {
        const outcome = await attempt(route, resources, guest);
        if (outcome.status === 'hung' || outcome.status < 400) reached.push(outcome);
      }
    }
    expect(reached).toEqual([]);
  });

  /** The route's request with a NUL byte added to each text it sends, one at a time: path, query, body. */
  function withNul(route: AppRoute, resources: TenantResources) {
    const request = tenantRequest(route, resources, bodies);
    const [path = '', search = ''] = request.url.split('?');
    const segments = path.split('/');
    const templated = route.url.split('/');
    const variants: { input: string; url: string; payload: unknown }[] = [];
    templated.forEach((segment, i) => {
      if (!segment.includes(':')) return;
      const url = segments.map((value, j) => (j === i ? `${value}%00` : value)).join('/');
      variants.push({ input: segment, url: search ? `${url}?${search}` : url, payload: request.payload });
    });
    const query = new URLSearchParams(search);
    for (const key of query.keys()) {
      const changed = new URLSearchParams(query);
      changed.set(key, `${query.get(key)}\u0000`);
      variants.push({ input: `?${key}`, url: `${path}?${changed}`, payload: request.payload });
    }
    const body = request.payload;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body)) {
        if (typeof value !== 'string') continue;
        variants.push({
          input: `body.${key}`,
          url: request.url,
          payload: { ...body, [key]: `${value}\u0000` },
        });
      }
    }
    return { method: request.method, variants };
  }

  it('refuses a NUL byte in any text of any route with a 400 that says so, never a 500', async () => {
    const message = translate('errors.controlCharacters');
    const wrong: { route: string; input: string; status: number; body: string }[] = [];
    let tried = 0;
    for (const route of table.routes) {
      const { method, variants } = withNul(route, resourcesA);
      for (const variant of variants) {
        tried += 1;
        const response = await t.app.inject({
          method: method as InjectOptions['method'],
          url: variant.url,
          headers: { ...a.editor },
          ...(variant.payload === undefined ? {} : { payload: variant.payload as object }),
        });
        if (response.statusCode !== 400 || response.json().error?.message !== message) {
          wrong.push({
            route: routeName(route),
            input: variant.input,
            status: response.statusCode,
            body: response.body.slice(0, 120),
          });
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  });

  it("gives a user outside a dashboard's users list 403 for every change of that dashboard", async () => {
    await publish(t.app, a);
    const member: SessionHeaders = a.member;
    const routes = table.routes.filter(
      (route) =>
        isMutation(route) && route.params.includes('dashboardId') && !READS_BY_POST.has(routeName(route)),
    );
    expect(routes.length).toBeGreaterThan(15);
    const wrong = await misfits(routes, (route) => attempt(route, resourcesA, { ...member }), 403);
    expect(wrong).toEqual([]);
  });
});
