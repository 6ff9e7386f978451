import { DASHBOARD_TOKEN_COOKIE } from '@mirante/core';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../demo/seed-demo.ts';
import { createProvisioning } from '../modules/accounts/provisioning.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createAccountsService } from '../modules/accounts/service.ts';
import { createAuditLog } from '../modules/auth/audit-log.ts';
import { createUniversesRepository } from '../modules/universes/repository.ts';
import { createUniversesService } from '../modules/universes/service.ts';
import type { Stores } from '../stores/open-stores.ts';
import { type SessionHeaders, signIn } from '../test-support/sign-in.ts';

export type { SessionHeaders };

export const FIXTURE_PASSWORD = 'senha-de-teste-123';

/** Signs a fixture user in (the demo user has its own password). */
export const login = (app: FastifyInstance, email: string, password = FIXTURE_PASSWORD) =>
  signIn(app, email, password);

/** One account's side of the tenancy tests: a universe, a dashboard, its editor and a universe member. */
export interface Tenant {
  accountId: string;
  universeId: string;
  dashboardId: string;
  editorEmail: string;
  editor: SessionHeaders;
  /** A user of the same universe who is not in the dashboard's users list. */
  member: SessionHeaders;
}

function provisioningFor(stores: Pick<Stores, 'meta' | 'secret'>) {
  const db = stores.meta.db;
  const repository = createAccountsRepository(db);
  const audit = createAuditLog(db);
  return createProvisioning({
    repository,
    accounts: createAccountsService(repository),
    universes: createUniversesService(createUniversesRepository(db), audit, stores.secret),
    audit,
    secret: stores.secret,
    actor: 'test',
  });
}

type Provisioning = ReturnType<typeof provisioningFor>;

const createUser = (provisioning: Provisioning, accountId: string, email: string, universeId: string) =>
  provisioning.createUser({
    accountId,
    email,
    name: email,
    password: FIXTURE_PASSWORD,
    universes: [universeId],
  });

/**
 * A new account with its own universe, an editor who creates a dashboard through the public API, and a
 * member of the universe outside that dashboard. `app` is any instance over these stores.
 */
export async function createTenant(
  app: FastifyInstance,
  stores: Pick<Stores, 'meta' | 'secret'>,
  id: string,
): Promise<Tenant> {
  const provisioning = provisioningFor(stores);
  const account = await provisioning.createAccount({ name: `Conta ${id}`, id });
  const universe = await provisioning.createUniverse({
    accountId: account.id,
    name: `Marca ${id}`,
    id: `${id}-marca`,
  });
  const editorEmail = `editora@${id}.local`;
  await createUser(provisioning, account.id, editorEmail, universe.id);
  await createUser(provisioning, account.id, `membro@${id}.local`, universe.id);
  const editor = await login(app, editorEmail);
  const created = await app.inject({
    method: 'POST',
    url: `/dashboards/v1/${universe.id}`,
    headers: { ...editor },
    payload: { title: `Painel ${id}`, description: '', cardIds: ['LSN_13'] },
  });
  if (created.statusCode !== 201) throw new Error(`dashboard of ${id} not created: ${created.body}`);
  return {
    accountId: account.id,
    universeId: universe.id,
    dashboardId: created.json().dashboard.id,
    editorEmail,
    editor,
    member: await login(app, `membro@${id}.local`),
  };
}

/** Tenant A is the seeded demo account (its editor the demo user, plus a member); tenant B a new account. */
export async function createTenants(app: FastifyInstance, stores: Pick<Stores, 'meta' | 'secret'>) {
  await createUser(provisioningFor(stores), DEMO.accountId, 'membro@mirante.local', DEMO.brandUniverseId);
  const a: Tenant = {
    accountId: DEMO.accountId,
    universeId: DEMO.brandUniverseId,
    dashboardId: DEMO.dashboardId,
    editorEmail: DEMO.email,
    editor: await login(app, DEMO.email, DEMO.password),
    member: await login(app, 'membro@mirante.local'),
  };
  return { a, b: await createTenant(app, stores, 'outra-conta') };
}

/** Publishes the tenant's dashboard; answers its token and access code. */
export async function publish(app: FastifyInstance, tenant: Tenant) {
  const response = await app.inject({
    method: 'POST',
    url: `/dashboards/v1/${tenant.universeId}/${tenant.dashboardId}/publish`,
    headers: { ...tenant.editor },
  });
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
  const { publishedToken, accessCode } = response.json().publishing;
  return { token: String(publishedToken), accessCode: String(accessCode) };
}

/** Enters a published dashboard by its token as a guest; answers the Cookie header of the guest session. */
export async function enterAsGuest(app: FastifyInstance, universeId: string, token: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/guest/v1/${universeId}/access`,
    payload: { token, email: 'visitante@example.com', acceptedTerms: true },
  });
  if (response.statusCode !== 200) throw new Error(`guest entry failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === DASHBOARD_TOKEN_COOKIE);
  if (!cookie) throw new Error('guest entry set no dashboard-token cookie');
  return `${DASHBOARD_TOKEN_COOKIE}=${cookie.value}`;
}
