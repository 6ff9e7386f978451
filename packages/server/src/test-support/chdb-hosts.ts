import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HostConnector } from '../stores/analytics/clickhouse/host-client.ts';

/**
 * A current ClickHouse release in-process: chdb (ClickHouse 26.x in a native module), installed outside the
 * project's dependencies (a 550 MB package) by `.ci/run`, which names its entry in TEST_CHDB_MODULE. The
 * ClickHouse engine runs on it unchanged, through the four calls it makes of a host (host-client.ts), so the
 * statements proven on Debian's 18.16 are run on a current release too.
 */
export const CHDB_MODULE = process.env.TEST_CHDB_MODULE ?? '';

interface ChdbSession {
  query(sql: string, format?: string): string;
  cleanup(): void;
}

/** One host on a fresh chdb session, and what removes it. */
export async function chdbHost(): Promise<{
  connect: HostConnector;
  version: string;
  remove(): Promise<void>;
}> {
  if (!CHDB_MODULE) throw new Error('TEST_CHDB_MODULE is not set');
  const { Session } = (await import(CHDB_MODULE)) as { Session: new (dir: string) => ChdbSession };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-chdb-'));
  const session = new Session(dir);
  // As the HTTP hosts are set (host-client.ts): values are literals in the text.
  session.query(`SET max_query_size = ${64 * 1024 * 1024}`);
  // The session is one connection: each call names its database first (calls never interleave: chdb is
  // synchronous).
  const run = (database: string, sql: string, format?: string) => {
    session.query(`USE ${database}`);
    return session.query(sql, format);
  };
  const connect: HostConnector = (database) => [
    {
      async query({ query, format }) {
        const text = run(database, query, format);
        const parsed =
          format === 'JSON'
            ? JSON.parse(text)
            : text
                .split('\n')
                .filter((line) => line !== '')
                .map((line) => JSON.parse(line));
        return { json: async <T>() => parsed as T };
      },
      async insert({ table, values }) {
        if (values.length > 0)
          run(
            database,
            `INSERT INTO ${table} FORMAT JSONEachRow\n${values.map((v) => JSON.stringify(v)).join('\n')}`,
          );
      },
      async command({ query }) {
        run(database, query);
      },
      async close() {},
    },
  ];
  const [row] = JSON.parse(session.query('SELECT version() AS version', 'JSON')).data;
  return {
    connect,
    version: String(row.version),
    async remove() {
      session.cleanup();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
