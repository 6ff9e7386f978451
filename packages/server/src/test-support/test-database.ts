import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestStore = 'pglite' | 'postgres';

/** The server of `TEST_DATABASE_URL` (PostgreSQL), when the environment provides one. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

/** The metadata stores integration tests run on: PGlite always, PostgreSQL too when a server is given. */
export const TEST_STORES: readonly TestStore[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, empty database on the test PostgreSQL server, so test files never share state. Answers its URL
 * and a function that drops it.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `mirante_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
