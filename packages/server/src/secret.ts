import fs from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from './modules/auth/tokens.ts';

/** The configured secret, or one generated once and kept in the data dir (embedded mode). */
export async function resolveSecret(configured: string | null, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomToken(48);
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
