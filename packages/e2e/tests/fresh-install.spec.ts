import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { fillLogin } from './demo.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const USER = { email: 'ana@acme.com.br', password: 'senha-da-ana-123' };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm run cli -- …` as the README has it, on the given data dir. */
function cli(env: NodeJS.ProcessEnv, args: string[]): string {
  const run = spawnSync('npm', ['run', '-s', 'cli', '--', ...args], { cwd: ROOT, env, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

// A new install as the README describes it: a universe made with the CLI, `npm start`, the first login, the
// onboarding (the universe has no dashboard yet), and SIGTERM to `npm start` stopping the server itself.
test('a universe made with the CLI opens on the onboarding; SIGTERM to npm start stops the server', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirante-fresh-'));
  const port = await freePort();
  const env = {
    ...process.env,
    MIRANTE_DATA_DIR: dataDir,
    MIRANTE_SEED_DEMO: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  let server: ChildProcess | null = null;
  try {
    cli(env, ['create-account', '--name', 'Acme', '--id', 'acme']);
    cli(env, ['create-universe', '--account', 'acme', '--name', 'Acme Escuta', '--id', 'escuta']);
    cli(env, [
      'create-user',
      '--account',
      'acme',
      '--email',
      USER.email,
      '--password',
      USER.password,
      '--universes',
      'escuta',
    ]);

    server = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server?.on('exit', (code) => resolve(code)));
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Mirante Studio is running');
    expect(output).toContain('(Node 24.');
    expect(output).not.toContain('Demo login');

    const base = `http://127.0.0.1:${port}`;
    await page.goto(`${base}/acme/escuta/login`);
    await fillLogin(page, USER.email, USER.password);
    await expect(page).toHaveURL(`${base}/acme/escuta/onboarding`);
    await expect(page.getByLabel('Departamento')).toBeVisible();

    // npm is the process a service manager signals: the server under it must stop too, not linger.
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect.poll(() => output).toContain('stores closed, bye');
    await expect(page.request.get(`${base}/health`)).rejects.toThrow();
  } finally {
    server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
