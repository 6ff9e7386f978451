import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../../demo/seed-demo.ts';
import { signIn } from '../../test-support/sign-in.ts';
import type { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Headers = Record<string, string>;

const PASSWORD = 'senha-de-teste-1';

/** A user of the demo account, member of the brand universe, signed in. */
export async function demoMember(t: TestApp, id: string, name: string): Promise<Headers> {
  const accounts = createAccountsRepository(t.stores.meta.db);
  const email = `${id}@exemplo.com`;
  await accounts.insertUser({
    id,
    account_id: DEMO.accountId,
    name,
    email,
    password_hash: await hash(PASSWORD),
  });
  await accounts.addMember(DEMO.brandUniverseId, id);
  return signIn(t.app, email, PASSWORD);
}

/** The path of a dashboard of the brand universe, with an optional suffix. */
export const dashboardPath = (id: string, suffix = '') =>
  `/dashboards/v1/${DEMO.brandUniverseId}/${id}${suffix ? `/${suffix}` : ''}`;

/** The current version of a dashboard, as its direct-access users read it. */
export async function versionOf(app: FastifyInstance, headers: Headers, id: string): Promise<number> {
  const response = await app.inject({ url: dashboardPath(id), headers });
  return response.json().dashboard.version;
}

/** Creates a dashboard in the brand universe and answers it. */
export async function createDashboard(
  app: FastifyInstance,
  headers: Headers,
  body: { title: string; cardIds?: string[] },
) {
  const response = await app.inject({
    method: 'POST',
    url: `/dashboards/v1/${DEMO.brandUniverseId}`,
    headers,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().dashboard;
}

/** Audit entries of one action, newest first. */
export function auditOf(t: TestApp, action: string) {
  return t.stores.meta.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}
