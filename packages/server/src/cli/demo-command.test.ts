import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { INGEST_DATASETS } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO } from '../demo/seed-demo.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { DATASET_TABLES } from '../stores/analytics/datasets.ts';
import { closeStores, openStores } from '../stores/open-stores.ts';
import { cliBuffers } from '../test-support/cli-buffers.ts';
import type { DemoSummary } from './demo-command.ts';
import { runCli } from './run-cli.ts';

describe('npm run cli -- demo', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-cli-'));
    env = { MIRANTE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  async function storedCounts(universeId: string) {
    const stores = await openStores(loadConfig(env));
    try {
      const counts: Record<string, number> = {};
      for (const dataset of INGEST_DATASETS) {
        const [row] = await stores.analytics.query({
          sql: `SELECT CAST(count(*) AS DOUBLE) AS n FROM ${DATASET_TABLES[dataset].table} WHERE universe_id = $u`,
          params: { u: universeId },
        });
        if (Number(row?.n) > 0) counts[dataset] = Number(row?.n);
      }
      const member = await createAccountsRepository(stores.meta.db).findUniverse(DEMO.userId, universeId);
      return { counts, member };
    } finally {
      await closeStores(stores);
    }
  }

  it('builds a universe of N posts plus every other dataset, in the demo account, and reports it', async () => {
    const run = cliBuffers(env);
    const code = await runCli(
      ['demo', '--posts', '5000', '--days', '30', '--universe', 'cli-teste', '--json'],
      run.io,
    );
    expect(code, run.stderr()).toBe(0);
    const summary = JSON.parse(run.stdout()) as DemoSummary;
    expect(summary).toMatchObject({
      universeId: 'cli-teste',
      accountId: 'demo',
      created: true,
      posts: 5_000,
    });
    expect(summary.integrationToken).toMatch(/^[\w-]{43}$/);
    expect(run.stderr()).toMatch(/rows\/s/);

    const { counts, member } = await storedCounts('cli-teste');
    expect(counts).toEqual(summary.rows);
    expect(counts.posts).toBe(5_000);
    expect(Object.keys(counts).sort()).toEqual([...INGEST_DATASETS].sort());
    expect(member).toMatchObject({ accountId: DEMO.accountId, universeId: 'cli-teste', isStaging: false });
  }, 180_000);

  it('replaces the same rows when run again for the same universe and seed', async () => {
    const run = cliBuffers(env);
    expect(
      await runCli(['demo', '--posts', '5k', '--days', '30', '--universe', 'cli-teste', '--json'], run.io),
    ).toBe(0);
    const summary = JSON.parse(run.stdout()) as DemoSummary;
    expect(summary).toMatchObject({ created: false, integrationToken: null });
    expect((await storedCounts('cli-teste')).counts).toEqual(summary.rows);
  }, 60_000);

  it('explains a wrong invocation with the usage and exit code 2', async () => {
    const missing = cliBuffers(env);
    expect(await runCli(['demo'], missing.io)).toBe(2);
    expect(missing.stderr()).toContain('--posts is required');
    expect(missing.stderr()).toContain('Usage: npm run cli -- demo --posts N');
    const bad = cliBuffers(env);
    expect(await runCli(['demo', '--posts', '-3'], bad.io)).toBe(2);
    const unknown = cliBuffers(env);
    expect(await runCli(['nada'], unknown.io)).toBe(2);
    expect(unknown.stderr()).toContain("Unknown command 'nada'");
  });
});
