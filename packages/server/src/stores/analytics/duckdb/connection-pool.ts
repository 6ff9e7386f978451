import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';

/** A fixed set of connections handed out one query at a time; callers queue when all are busy. */
export async function createConnectionPool(instance: DuckDBInstance, size: number) {
  const idle: DuckDBConnection[] = [];
  for (let i = 0; i < size; i += 1) idle.push(await instance.connect());
  const all = [...idle];
  const waiting: ((connection: DuckDBConnection) => void)[] = [];

  const release = (connection: DuckDBConnection) => {
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  };

  return {
    async use<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
      const connection =
        idle.pop() ?? (await new Promise<DuckDBConnection>((resolve) => waiting.push(resolve)));
      try {
        return await work(connection);
      } finally {
        release(connection);
      }
    },
    close() {
      for (const connection of all) connection.closeSync();
    },
  };
}
