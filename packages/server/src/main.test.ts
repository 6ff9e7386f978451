import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess) {
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    out.stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { out, exited };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('runs on Node 24 LTS (npm scripts take it from node_modules where the machine has an older one)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('exits 1 with a one-line error naming a bad variable', async () => {
    const { out, exited } = collect(start({ PORT: 'abc' }));
    expect(await exited).toBe(1);
    expect(out.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    ]);
  });

  it('serves, then on SIGTERM finishes in-flight requests, closes its stores and exits 0', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const child = start({ PORT: String(port), MIRANTE_DATA_DIR: dataDir, MIRANTE_SEED_DEMO: 'false' });
    const { out, exited } = collect(child);
    await expect.poll(() => out.stdout.includes('Mirante Studio is running'), { timeout: 60_000 }).toBe(true);
    // Not seeded: the banner does not offer a demo login that would not work.
    expect(out.stdout).not.toContain('Demo login');
    expect(out.stdout).toContain('npm run cli -- create-user');

    // A request whose body is still arriving when SIGTERM comes: it must still get its real answer.
    const body = JSON.stringify({ username: 'ninguem@mirante.local', password: 'x' });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const answered = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /auth/prod/session/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1.1 401 /);
    expect(answer).toContain('Usuário não encontrado');
    expect(await exited).toBe(0);
    expect(out.stdout).toContain('stores closed');
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  }, 120_000);
});
