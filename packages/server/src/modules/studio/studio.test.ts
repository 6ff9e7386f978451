import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND, BRAND_PAGES } from '../../demo/demo-vocabulary.ts';
import { DEMO } from '../../demo/seed-demo.ts';
import { OTHER, seedOtherTenant } from '../../test-support/identity-fixture.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { type SessionHeaders, signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';

describe.each(TEST_STORES)('studio service and universe tokens (%s)', (store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let demo: SessionHeaders;
  let ana: SessionHeaders;
  let firstToken: string;
  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store });
    firstToken = (await seedOtherTenant(t.stores)).universe.integrationToken;
    demo = await signIn(t.app);
    ana = await signIn(t.app, OTHER.email, OTHER.password);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, headers: SessionHeaders) => t.app.inject({ url, headers });
  const brand = `acc_id=${DEMO.accountId}&uni_id=${DEMO.brandUniverseId}`;

  it('/pages answers the pages connected to the universe as status and message', async () => {
    const answer = await get(`/studio-service/pages?${brand}`, demo);
    expect(answer.statusCode).toBe(200);
    const { status, message } = answer.json();
    expect(status).toBe('ok');
    // The demo brand's own pages, one per channel, each named by its profile: the brand's handle.
    expect(message).toEqual(
      Object.entries(BRAND_PAGES)
        .map(([channel, page]) => ({ id: page.pid, channel, name: BRAND.handle }))
        .sort((a, b) => a.channel.localeCompare(b.channel)),
    );
  });

  it('/pages lists the pages of posts and of conversations, named by their latest profile, else by id', async () => {
    const at = Date.parse('2026-05-04T12:00:00Z');
    await t.stores.analytics.append('posts', OTHER.universeId, [
      postRecord({ postedAt: at, channel: 'facebook', uid: 'pg-1', username: 'Loja', pid: 'pg-1' }),
      postRecord({ postedAt: at + 1, channel: 'facebook', uid: 'cliente', username: 'cliente', pid: 'pg-1' }),
      postRecord({ postedAt: at + 2, channel: 'twitter', uid: 'x', username: 'x', pid: null }),
    ]);
    await t.stores.analytics.append('sac-status', OTHER.universeId, [
      {
        id: 's-1',
        userId: 'cliente',
        username: 'cliente',
        pageId: 'pg-2',
        channel: 'instagram',
        pid: null,
        sacType: null,
        value: 'opened',
        lastValue: null,
        event: null,
        operator: null,
        statusChangeTime: at,
        annotateAtDate: null,
        postId: null,
        postedAt: null,
      },
    ]);
    const profile = (id: string, username: string, day: number) => ({
      id,
      channel: 'facebook',
      uid: 'pg-1',
      username,
      followers: 10,
      metricDate: at + day * 86_400_000,
    });
    // Renamed: the latest profile's name is the page's.
    await t.stores.analytics.append('profiles', OTHER.universeId, [
      profile('f-2', 'Loja Nova', 2),
      profile('f-1', 'Loja Antiga', 1),
    ]);
    const answer = await get(
      `/studio-service/pages?acc_id=${OTHER.accountId}&uni_id=${OTHER.universeId}`,
      ana,
    );
    expect(answer.json()).toEqual({
      status: 'ok',
      message: [
        { id: 'pg-1', channel: 'facebook', name: 'Loja Nova' },
        { id: 'pg-2', channel: 'instagram', name: 'pg-2' },
      ],
    });
  });

  it('/universe answers isStaging, the API token and tenants, never the integration token', async () => {
    const staging = await get(
      `/studio-service/universe?acc_id=${DEMO.accountId}&uni_id=${DEMO.stagingUniverseId}`,
      demo,
    );
    expect(staging.json().message).toMatchObject({
      id: DEMO.stagingUniverseId,
      accountId: DEMO.accountId,
      isStaging: true,
      apiToken: expect.stringMatching(/^[\w-]{43}$/),
      integrationTokenRotatedAt: null,
      tenants: [],
    });
    expect(JSON.stringify(staging.json())).not.toContain('integration_token');
  });

  it('/repliers answers the operators of the account universes, busiest first', async () => {
    const answer = await get(`/studio-service/repliers?acc_id=${DEMO.accountId}`, demo);
    const repliers = answer.json().message as { name: string; statusChanges: number }[];
    expect(repliers.length).toBeGreaterThan(1);
    expect(repliers[0]?.statusChanges).toBeGreaterThanOrEqual(repliers.at(-1)?.statusChanges ?? 0);
    expect((await get(`/studio-service/repliers?acc_id=${OTHER.accountId}`, ana)).json().message).toEqual([]);
  });

  it('another tenant gets 404 for every studio call of this account', async () => {
    for (const url of [
      `/studio-service/pages?${brand}`,
      `/studio-service/universe?${brand}`,
      `/studio-service/repliers?acc_id=${DEMO.accountId}`,
      // The right universe under the wrong account is not found either.
      `/studio-service/pages?acc_id=${OTHER.accountId}&uni_id=${DEMO.brandUniverseId}`,
    ]) {
      expect((await get(url, ana)).statusCode, url).toBe(404);
    }
  });

  it('an admin rotates the integration token: the old one stops working for the ingest at once', async () => {
    const ingest = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ingest/v1/${OTHER.universeId}/stock-prices`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
        payload: '',
      });
    expect((await ingest(firstToken)).statusCode).not.toBe(401);

    const url = `/universes/v1/${OTHER.universeId}/integration-token`;
    // Ana is a member but no admin; the demo admin is not a member of this universe.
    expect((await t.app.inject({ method: 'POST', url, headers: ana })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: demo })).statusCode).toBe(404);

    const db = t.stores.meta.db;
    await db.updateTable('users').set({ is_admin: true }).where('email', '=', OTHER.email).execute();
    const admin = await signIn(t.app, OTHER.email, OTHER.password);
    const rotated = await t.app.inject({ method: 'POST', url, headers: admin });
    expect(rotated.statusCode).toBe(200);
    const { integrationToken } = rotated.json();
    expect(integrationToken).toMatch(/^[\w-]{43}$/);
    expect((await ingest(firstToken)).statusCode).toBe(401);
    expect((await ingest(integrationToken)).statusCode).not.toBe(401);
    const info = await get(
      `/studio-service/universe?acc_id=${OTHER.accountId}&uni_id=${OTHER.universeId}`,
      admin,
    );
    expect(info.json().message.integrationTokenRotatedAt).toEqual(expect.any(Number));
  });
});
