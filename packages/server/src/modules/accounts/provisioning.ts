import { randomUUID } from 'node:crypto';
import { ADMIN_ROLES, isValidEmail } from '@mirante/core';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.ts';
import type { MetaDatabase } from '../../stores/meta/schema.ts';
import type { AuditLog } from '../auth/audit-log.ts';
import { createAuditLog } from '../auth/audit-log.ts';
import { hashPassword, newPasswordProblem } from '../auth/passwords.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import { createUniversesRepository } from '../universes/repository.ts';
import { createUniversesService, type UniversesService } from '../universes/service.ts';
import { type AccountsRepository, createAccountsRepository } from './repository.ts';
import { type AccountsService, createAccountsService } from './service.ts';

/** An operator's mistake (unknown id, taken e-mail…): the CLI prints it with the usage. */
export class ProvisioningError extends Error {}

const ID = /^[a-z0-9][a-z0-9-]{1,62}$/;

/** "Marca Ação 2" → "marca-acao-2": the default id of an account or universe. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);
}

function checkId(kind: string, id: string): string {
  if (!ID.test(id)) {
    throw new ProvisioningError(
      `${kind} id must be 2 to 63 lowercase letters, digits or hyphens (got ${JSON.stringify(id)})`,
    );
  }
  return id;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** What operators do from the command line: accounts, universes, users, dashboard access, token rotation. */
export function createProvisioning(deps: {
  repository: AccountsRepository;
  accounts: AccountsService;
  universes: UniversesService;
  audit: AuditLog;
  secret: string;
  actor: string;
}) {
  const { repository, audit, actor } = deps;

  async function requireAccount(accountId: string) {
    if (!(await repository.findAccount(accountId))) throw new ProvisioningError(`no account ${accountId}`);
  }

  async function requireUniverseOf(universeId: string) {
    const universe = await deps.universes.info(universeId).catch(() => null);
    if (!universe) throw new ProvisioningError(`no universe ${universeId}`);
    return universe;
  }

  return {
    async createAccount(input: { name: string; id?: string | undefined }) {
      const name = input.name.trim();
      if (!name) throw new ProvisioningError('the account needs a name');
      const id = checkId('account', input.id ?? slugOf(name));
      try {
        await repository.insertAccount({ id, name });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ProvisioningError(`account ${id} already exists`);
        throw error;
      }
      await audit.record('account.create', actor, { accountId: id });
      return { id, name };
    },

    /** A universe with fresh tokens; the integration token is answered this once (only its hash is kept). */
    async createUniverse(input: {
      accountId: string;
      name: string;
      id?: string | undefined;
      kind?: 'brand' | 'chatbot';
      isStaging?: boolean;
    }) {
      await requireAccount(input.accountId);
      const name = input.name.trim();
      if (!name) throw new ProvisioningError('the universe needs a name');
      const id = checkId('universe', input.id ?? slugOf(name));
      const integrationToken = randomToken();
      const apiToken = randomToken();
      try {
        await repository.insertUniverse({
          id,
          account_id: input.accountId,
          name,
          kind: input.kind ?? 'brand',
          is_staging: input.isStaging ?? false,
          api_token: apiToken,
          integration_token_hash: hashToken(integrationToken, deps.secret),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ProvisioningError(`universe ${id} already exists`);
        throw error;
      }
      await audit.record('universe.create', actor, { accountId: input.accountId, universeId: id });
      return {
        id,
        accountId: input.accountId,
        name,
        isStaging: input.isStaging ?? false,
        apiToken,
        integrationToken,
      };
    },

    /** A user of an account with an argon2id password, optionally in a group, an admin and universe member. */
    async createUser(input: {
      accountId: string;
      email: string;
      name: string;
      password: string;
      admin?: boolean;
      group?: string | undefined;
      universes?: readonly string[];
    }) {
      await requireAccount(input.accountId);
      const email = input.email.trim().toLowerCase();
      if (!isValidEmail(email))
        throw new ProvisioningError(`not a valid e-mail: ${JSON.stringify(input.email)}`);
      const problem = newPasswordProblem(input.password, null);
      if (problem) throw new AppError(400, 'VALIDATION', problem, { password: problem });
      for (const universeId of input.universes ?? []) {
        const universe = await requireUniverseOf(universeId);
        if (universe.accountId !== input.accountId) {
          throw new ProvisioningError(`universe ${universeId} belongs to another account`);
        }
      }
      let groupId: string | null = null;
      if (input.group?.trim()) {
        const name = input.group.trim();
        const existing = await repository.findGroupByName(input.accountId, name);
        groupId = existing?.id ?? randomUUID();
        if (!existing) await repository.insertGroup({ id: groupId, account_id: input.accountId, name });
      }
      const id = randomUUID();
      try {
        await repository.insertUser({
          id,
          account_id: input.accountId,
          name: input.name.trim() || email,
          email,
          password_hash: await hashPassword(input.password),
          is_admin: input.admin ?? false,
          group_id: groupId,
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ProvisioningError(`a user with e-mail ${email} already exists`);
        throw error;
      }
      for (const universeId of input.universes ?? []) await deps.accounts.addMember(universeId, id);
      await audit.record('user.create', actor, { accountId: input.accountId, userId: id, email });
      return {
        id,
        accountId: input.accountId,
        email,
        isAdmin: input.admin ?? false,
        group: input.group ?? null,
      };
    },

    /**
     * Gives a user direct access to a dashboard: the e-mail joins the dashboard's users list (admin marks
     * an editor), and the user becomes a member of the dashboard's universe.
     */
    async addUserToDashboard(input: {
      universeId: string;
      dashboardId: string;
      email: string;
      admin?: boolean;
    }) {
      const universe = await requireUniverseOf(input.universeId);
      const user = await repository.findUserByEmail(input.email.trim());
      if (!user) throw new ProvisioningError(`no user with e-mail ${input.email}`);
      if (user.account_id !== universe.accountId) {
        throw new ProvisioningError(
          `user ${user.email} belongs to another account than universe ${universe.id}`,
        );
      }
      const result = await repository.addDashboardUser(
        input.universeId,
        input.dashboardId,
        { email: user.email, admin: input.admin ?? false },
        actor,
      );
      if (result === 'missing') {
        throw new ProvisioningError(`no dashboard ${input.dashboardId} in universe ${input.universeId}`);
      }
      await deps.accounts.addMember(input.universeId, user.id);
      await audit.record('dashboard.user.add', actor, { ...input, email: user.email });
      return {
        universeId: input.universeId,
        dashboardId: input.dashboardId,
        email: user.email,
        added: result === 'added',
      };
    },

    /** A tenant of a universe (the spec's sub-collection of the universe). */
    async createTenant(input: { universeId: string; name: string; id?: string | undefined }) {
      await requireUniverseOf(input.universeId);
      const name = input.name.trim();
      if (!name) throw new ProvisioningError('the tenant needs a name');
      const id = checkId('tenant', input.id ?? slugOf(name));
      try {
        await deps.universes.addTenant(input.universeId, id, name);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ProvisioningError(`tenant ${id} already exists in ${input.universeId}`);
        throw error;
      }
      await audit.record('tenant.create', actor, { universeId: input.universeId, tenantId: id });
      return { universeId: input.universeId, id, name };
    },

    /** Grants a user one of the admin roles in an account (its own or another). */
    async grantRole(input: { email: string; accountId: string; role: string }) {
      await requireAccount(input.accountId);
      if (!(ADMIN_ROLES as readonly string[]).includes(input.role)) {
        throw new ProvisioningError(
          `role must be one of ${ADMIN_ROLES.join(', ')} (got ${JSON.stringify(input.role)})`,
        );
      }
      const user = await repository.findUserByEmail(input.email.trim());
      if (!user) throw new ProvisioningError(`no user with e-mail ${input.email}`);
      await repository.insertRole(user.id, input.accountId, input.role);
      await audit.record('role.grant', actor, {
        userId: user.id,
        accountId: input.accountId,
        role: input.role,
      });
      return { email: user.email, accountId: input.accountId, role: input.role };
    },

    async rotateIntegrationToken(universeId: string) {
      await requireUniverseOf(universeId);
      return { universeId, integrationToken: await deps.universes.rotateIntegrationToken(universeId, actor) };
    },
  };
}

export type Provisioning = ReturnType<typeof createProvisioning>;

/** Provisioning straight on a metadata store (the CLI, and tests that need a second tenant). */
export function provisioningOn(db: Kysely<MetaDatabase>, secret: string, actor: string): Provisioning {
  const repository = createAccountsRepository(db);
  const audit = createAuditLog(db);
  return createProvisioning({
    repository,
    accounts: createAccountsService(repository),
    universes: createUniversesService(createUniversesRepository(db), audit, secret),
    audit,
    secret,
    actor,
  });
}
