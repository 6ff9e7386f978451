import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../modules/auth/tokens.ts';
import { newDashboard } from '../modules/dashboards/new-dashboard.ts';
import { createDashboardsRepository } from '../modules/dashboards/repository.ts';
import { resolveSecret } from '../secret.ts';
import { openMetaStore } from '../stores/meta/meta-store.ts';
import { cliBuffers } from '../test-support/cli-buffers.ts';
import { createTestDatabase, TEST_STORES } from '../test-support/test-database.ts';
import { runCli } from './run-cli.ts';

describe.each(TEST_STORES)(
  'npm run cli -- identity commands (%s)',
  (store) => {
    let dataDir: string;
    let env: NodeJS.ProcessEnv;
    let drop = async () => {};
    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-cli-identity-'));
      env = { MIRANTE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', MIRANTE_SEED_DEMO: 'false' };
      if (store === 'postgres') {
        const database = await createTestDatabase();
        env = { ...env, DATABASE_URL: database.url, MIRANTE_SECRET: 's'.repeat(40) };
        drop = database.drop;
      }
      // Creating and migrating a new embedded store is the slow part; do it once, before the timed tests.
      const meta = await openMetaStore({ databaseUrl: env.DATABASE_URL ?? null, dataDir });
      await meta.close();
    }, 120_000);
    afterAll(async () => {
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    /** Runs a command line (words split on spaces, unless given as a list) with --json. */
    async function cli(...args: string[]) {
      const run = cliBuffers(env);
      const words = args.length === 1 ? (args[0] ?? '').split(' ') : args;
      const code = await runCli([...words, '--json'], run.io);
      return { code, json: code === 0 ? JSON.parse(run.stdout()) : null, stderr: run.stderr() };
    }

    async function withStore<T>(
      use: (db: Awaited<ReturnType<typeof openMetaStore>>['db'], secret: string) => Promise<T>,
    ) {
      const meta = await openMetaStore({ databaseUrl: env.DATABASE_URL ?? null, dataDir });
      try {
        return await use(meta.db, await resolveSecret(env.MIRANTE_SECRET ?? null, dataDir));
      } finally {
        await meta.close();
      }
    }

    let token = '';

    it('creates an account, then a universe, printing its id and integration token', async () => {
      const account = await cli('create-account', '--name', 'Marca Ação');
      expect(account).toMatchObject({ code: 0, json: { id: 'marca-acao', name: 'Marca Ação' } });

      const universe = await cli('create-universe --account marca-acao --name Escuta --staging');
      expect(universe.code, universe.stderr).toBe(0);
      expect(universe.json).toMatchObject({ id: 'escuta', accountId: 'marca-acao', isStaging: true });
      token = universe.json.integrationToken;
      expect(token).toMatch(/^[\w-]{43}$/);
      const stored = await withStore((db, secret) =>
        db
          .selectFrom('universes')
          .select(['integration_token_hash', 'is_staging'])
          .where('id', '=', 'escuta')
          .executeTakeFirst()
          .then((row) => ({ row, secret })),
      );
      expect(stored.row).toEqual({
        integration_token_hash: hashToken(token, stored.secret),
        is_staging: true,
      });
    });

    it('creates a user with an argon2id password, in a group and a universe', async () => {
      const user = await cli(
        'create-user --account marca-acao --email Bia@Marca.example --password senha-forte-1 --name Bia --admin --group Marketing --universes escuta',
      );
      expect(user.code, user.stderr).toBe(0);
      expect(user.json).toMatchObject({
        accountId: 'marca-acao',
        email: 'bia@marca.example',
        isAdmin: true,
        group: 'Marketing',
      });
      const row = await withStore((db) =>
        db
          .selectFrom('users')
          .innerJoin('user_groups', 'user_groups.id', 'users.group_id')
          .select(['users.password_hash', 'user_groups.name as groupName'])
          .where('users.email', '=', 'bia@marca.example')
          .executeTakeFirstOrThrow(),
      );
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(row.password_hash, 'senha-forte-1')).toBe(true);
      expect(row.groupName).toBe('Marketing');

      const again = await cli(
        'create-user --account marca-acao --email bia@marca.example --password outra-senha-1',
      );
      expect(again.code).toBe(2);
      expect(again.stderr).toContain('already exists');
      const short = await cli('create-user --account marca-acao --email c@marca.example --password curta');
      expect(short.stderr).toContain('A nova senha deve ter pelo menos 8 caracteres.');
    });

    it('adds a user to a dashboard once: users list, userEmails, version, and universe membership', async () => {
      await cli('create-user --account marca-acao --email caio@marca.example --password senha-do-caio');
      await withStore((db) =>
        createDashboardsRepository(db).insert(
          newDashboard({
            id: 'painel',
            universeId: 'escuta',
            title: 'Painel',
            ownerEmail: 'bia@marca.example',
            cardIds: [],
          }),
          'bia@marca.example',
        ),
      );
      const added = await cli('add-user --universe escuta --dashboard painel --email caio@marca.example');
      expect(added).toMatchObject({
        code: 0,
        json: { dashboardId: 'painel', email: 'caio@marca.example', added: true },
      });
      expect(
        (await cli('add-user --universe escuta --dashboard painel --email caio@marca.example')).json.added,
      ).toBe(false);

      const { doc, version, member } = await withStore(async (db) => ({
        ...(await db
          .selectFrom('dashboards')
          .select(['doc', 'version'])
          .where('id', '=', 'painel')
          .executeTakeFirstOrThrow()),
        member: await db
          .selectFrom('universe_members')
          .innerJoin('users', 'users.id', 'universe_members.user_id')
          .select('universe_id')
          .where('users.email', '=', 'caio@marca.example')
          .executeTakeFirst(),
      }));
      expect(doc.users).toEqual([
        { email: 'bia@marca.example', admin: true },
        { email: 'caio@marca.example', admin: false },
      ]);
      expect(doc.userEmails).toEqual(['bia@marca.example', 'caio@marca.example']);
      expect(version).toBe(2);
      expect(member).toEqual({ universe_id: 'escuta' });

      const missing = await cli('add-user --universe escuta --dashboard nada --email caio@marca.example');
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('no dashboard nada in universe escuta');
    });

    it('rotates the integration token: a new one is printed and only its hash is kept', async () => {
      const rotated = await cli('rotate-token --universe escuta');
      expect(rotated.code, rotated.stderr).toBe(0);
      expect(rotated.json.integrationToken).not.toBe(token);
      const stored = await withStore(async (db, secret) => ({
        hash: (
          await db
            .selectFrom('universes')
            .select('integration_token_hash')
            .where('id', '=', 'escuta')
            .executeTakeFirstOrThrow()
        ).integration_token_hash,
        secret,
      }));
      expect(stored.hash).toBe(hashToken(rotated.json.integrationToken, stored.secret));
      expect((await cli('rotate-token --universe nenhum')).stderr).toContain('no universe nenhum');
    });

    it('adds tenants to a universe and grants roles in an account', async () => {
      const tenant = await cli('create-tenant', '--universe', 'escuta', '--name', 'Loja Centro');
      expect(tenant).toMatchObject({
        code: 0,
        json: { universeId: 'escuta', id: 'loja-centro', name: 'Loja Centro' },
      });
      expect((await cli('create-tenant', '--universe', 'escuta', '--name', 'Loja Centro')).stderr).toContain(
        'already exists',
      );
      const role = await cli('grant-role --email caio@marca.example --account marca-acao --role master');
      expect(role).toMatchObject({ code: 0, json: { email: 'caio@marca.example', role: 'master' } });
      expect(
        (await cli('grant-role --email caio@marca.example --account marca-acao --role rei')).stderr,
      ).toContain('role must be one of');
      const stored = await withStore(async (db) => ({
        tenants: await db
          .selectFrom('tenants')
          .select(['id', 'name'])
          .where('universe_id', '=', 'escuta')
          .execute(),
        roles: await db.selectFrom('admin_roles').select(['account_id', 'role']).execute(),
      }));
      expect(stored).toEqual({
        tenants: [{ id: 'loja-centro', name: 'Loja Centro' }],
        roles: [{ account_id: 'marca-acao', role: 'master' }],
      });
    });

    it('explains a wrong invocation with the usage and exit code 2; prints text without --json', async () => {
      const missing = cliBuffers(env);
      expect(await runCli(['create-universe', '--name', 'x'], missing.io)).toBe(2);
      expect(missing.stderr()).toContain('--account is required');
      expect(missing.stderr()).toContain('Usage: npm run cli -- create-universe --account ID');
      const text = cliBuffers(env);
      expect(await runCli(['create-account', '--name', 'Texto Simples'], text.io)).toBe(0);
      expect(text.stdout()).toBe('id: texto-simples\nname: Texto Simples\n');
    });
  },
  120_000,
);
