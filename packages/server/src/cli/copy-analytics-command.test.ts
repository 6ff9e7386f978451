import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropClickHouseDatabase } from '../stores/analytics/clickhouse/clickhouse-engine.ts';
import { parseClickHouseUrl } from '../stores/analytics/clickhouse/clickhouse-url.ts';
import { openDuckDbEngine } from '../stores/analytics/duckdb/duckdb-engine.ts';
import { cliBuffers } from '../test-support/cli-buffers.ts';
import { postRecord } from '../test-support/post-record.ts';
import { freshClickHouseUrl } from '../test-support/test-engines.ts';
import { runCli } from './run-cli.ts';

const NOON = Date.parse('2026-03-12T15:00:00Z');

describe('npm run cli -- copy-analytics', () => {
  let dir: string;
  let from: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-copy-'));
    from = `duckdb:${path.join(dir, 'from.duckdb')}`;
    const engine = await openDuckDbEngine(path.join(dir, 'from.duckdb'));
    await engine.append(
      'posts',
      'u-cli',
      Array.from({ length: 25 }, (_, i) => postRecord({ id: `p${i}`, postedAt: NOON + i })),
    );
    await engine.close();
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const run = async (...args: string[]) => {
    const buffers = cliBuffers({});
    const code = await runCli(['copy-analytics', ...args], buffers.io);
    return { code, out: buffers.stdout(), err: buffers.stderr() };
  };

  it('refuses a missing option or a bad URL with the usage, never echoing a password', async () => {
    expect((await run('--from', from, '--to', from)).code).toBe(2);
    const missing = await run('--from', from, '--to', `duckdb:${path.join(dir, 'x.duckdb')}`);
    expect(missing).toMatchObject({ code: 2, err: expect.stringContaining('--universe is required') });
    const bad = await run('--universe', 'u', '--from', from, '--to', 'clickhouse://u:hunter2@ch1:8123');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^--to: must be clickhouse:\/\//);
    expect(bad.err).not.toContain('hunter2');
  });

  it('copies a universe to another store and says what it verified (JSON on request)', async () => {
    const to = `duckdb:${path.join(dir, 'to.duckdb')}`;
    const text = await run('--universe', 'u-cli', '--from', from, '--to', to);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^Universe u-cli copied and verified in [\d.]+ s:\n {2}posts +25\n/);
    const json = await run('--universe', 'u-cli', '--from', from, '--to', to, '--json');
    expect(json.code).toBe(0);
    const summary = JSON.parse(json.out);
    expect(summary).toMatchObject({ universeId: 'u-cli', verified: true });
    // Run again: everything was there already.
    expect(summary.datasets.find((d: { dataset: string }) => d.dataset === 'posts')).toEqual({
      dataset: 'posts',
      source: 25,
      target: 25,
      skipped: 25,
    });
  });

  it.skipIf(!process.env.TEST_CLICKHOUSE_URL)('copies into the ClickHouse cluster', async () => {
    const to = freshClickHouseUrl();
    const copied = await run('--universe', 'u-cli', '--from', from, '--to', to, '--json');
    expect(copied.code, copied.err).toBe(0);
    expect(JSON.parse(copied.out).datasets[0]).toMatchObject({ dataset: 'posts', source: 25, target: 25 });
    await dropClickHouseDatabase(parseClickHouseUrl(to));
  });
});
