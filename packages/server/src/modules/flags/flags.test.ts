import { DEFAULT_FEATURE_FLAGS, SESSION_HEADER } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { OTHER, seedOtherAdmin, seedOtherTenant } from '../../test-support/identity-fixture.ts';
import { type SessionHeaders, signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';

describe.each(TEST_STORES)('feature flags (%s)', (store) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ana: SessionHeaders;
  let boss: SessionHeaders;
  const where = `dashboard=painel-1&universe=${OTHER.universeId}`;
  beforeAll(async () => {
    t = await createTestApp(Date.now(), { store });
    await seedOtherTenant(t.stores);
    await seedOtherAdmin(t.stores);
    ana = await signIn(t.app, OTHER.email, OTHER.password);
    boss = await signIn(t.app, OTHER.adminEmail, OTHER.adminPassword);
  }, 120_000);
  afterAll(() => t.close());

  const flagsOf = (headers: SessionHeaders, query = where, accountId: string = OTHER.accountId) =>
    t.app.inject({ url: `/feature-flags/v1/${accountId}?${query}`, headers });
  const override = (headers: Partial<SessionHeaders>, flag: string, enabled: boolean | null) =>
    t.app.inject({
      method: 'PUT',
      url: `/feature-flags/v1/${OTHER.accountId}/${flag}`,
      headers,
      payload: { enabled },
    });

  it('are all off by default except share management', async () => {
    const answer = await flagsOf(ana);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', flags: DEFAULT_FEATURE_FLAGS, overrides: {} });
    const on = Object.entries(answer.json().flags).filter(([, value]) => value);
    expect(on).toEqual([['shareManagement', true]]);
  });

  it('report every missing piece of the identity of spec §5', async () => {
    const answer = await flagsOf(ana, '');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: 'VALIDATION',
      message: 'Faltam dados de identificação para consultar as feature flags.',
      fields: { dashboard: 'Campo obrigatório.', universe: 'Campo obrigatório.' },
    });
    // The demo user's identity is complete; without a group, that is reported too.
    const demo = await signIn(t.app);
    const demoQuery = `dashboard=${DEMO.dashboardId}&universe=${DEMO.brandUniverseId}`;
    expect((await flagsOf(demo, demoQuery, DEMO.accountId)).statusCode).toBe(200);
    const users = () => t.stores.meta.db.updateTable('users').where('id', '=', DEMO.userId);
    const { group_id } = await t.stores.meta.db
      .selectFrom('users')
      .select('group_id')
      .where('id', '=', DEMO.userId)
      .executeTakeFirstOrThrow();
    await users().set({ group_id: null }).execute();
    const noGroup = await flagsOf(demo, demoQuery, DEMO.accountId);
    await users().set({ group_id }).execute();
    expect(Object.keys(noGroup.json().error.fields)).toEqual(['userGroup']);
  });

  it('an admin overrides a flag for the account; null returns it to the default', async () => {
    const on = await override(boss, 'competitiveCards', true);
    expect(on.statusCode).toBe(200);
    expect(on.json().overrides).toEqual({ competitiveCards: true });
    const off = await override(boss, 'shareManagement', false);
    expect(off.json().flags).toMatchObject({ competitiveCards: true, shareManagement: false });
    expect((await flagsOf(ana)).json().flags).toMatchObject({
      competitiveCards: true,
      shareManagement: false,
    });

    await override(boss, 'shareManagement', null);
    expect((await flagsOf(ana)).json().overrides).toEqual({ competitiveCards: true });
    const audit = await t.stores.meta.db
      .selectFrom('audit_log')
      .select('actor')
      .where('action', '=', 'flags.override')
      .execute();
    expect(audit).toHaveLength(3);
  });

  it('lets the demo user, an admin of the demo account, turn a flag on for it', async () => {
    const demo = await signIn(t.app);
    const roles = await t.app.inject({
      url: `/upms-legacy/prod/user-roles/is-admin?accountId=${DEMO.accountId}`,
      headers: demo,
    });
    expect(roles.json()).toMatchObject({ isAdmin: true, roles: ['accountAdmin'] });
    const url = `/feature-flags/v1/${DEMO.accountId}/chatbotComponents`;
    // A change needs both session ids (anti-forgery): with the first alone it is refused, admin or not.
    const forged = await t.app.inject({
      method: 'PUT',
      url,
      headers: { [SESSION_HEADER]: demo[SESSION_HEADER] },
      payload: { enabled: true },
    });
    expect(forged.statusCode).toBe(403);
    const on = await t.app.inject({ method: 'PUT', url, headers: demo, payload: { enabled: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json().flags.chatbotComponents).toBe(true);
    const demoQuery = `dashboard=${DEMO.dashboardId}&universe=${DEMO.chatbotUniverseId}`;
    expect((await flagsOf(demo, demoQuery, DEMO.accountId)).json().flags.chatbotComponents).toBe(true);
    // Other accounts are not touched.
    expect((await flagsOf(ana)).json().flags.chatbotComponents).toBe(false);
  });

  it('refuses non-admins, forged requests, unknown flags and other tenants', async () => {
    expect((await override(ana, 'studioDev', true)).statusCode).toBe(403);
    expect((await override({ [SESSION_HEADER]: boss[SESSION_HEADER] }, 'studioDev', true)).statusCode).toBe(
      403,
    );
    const unknown = await override(boss, 'naoExiste', true);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Feature flag desconhecida.');
    const demo = await signIn(t.app);
    expect((await flagsOf(demo)).statusCode).toBe(404);
    expect((await flagsOf(ana)).json().overrides).toEqual({ competitiveCards: true });
  });
});
