import fs from 'node:fs/promises';

/** Removes the server's temporary data dir once the run is over. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}
