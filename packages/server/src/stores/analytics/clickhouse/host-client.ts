import { createClient } from '@clickhouse/client';
import type { ClickHouseTarget } from './clickhouse-url.ts';

/** A result as the engine reads it: JSON (rows and their types) or JSONEachRow (rows). */
export interface HostResult {
  json<T>(): Promise<T>;
}

/**
 * What the engine asks of one ClickHouse host: the official client's calls it uses. Over HTTP in production;
 * a test runs the same engine on a current release in-process (chdb) through the same four calls.
 */
export interface HostClient {
  query(params: {
    query: string;
    format: 'JSON' | 'JSONEachRow';
    abort_signal?: AbortSignal;
    clickhouse_settings?: Record<string, string | number>;
  }): Promise<HostResult>;
  insert(params: {
    table: string;
    values: Record<string, unknown>[];
    format: 'JSONEachRow';
  }): Promise<unknown>;
  command(params: { query: string }): Promise<unknown>;
  close(): Promise<void>;
}

/** Opens a client per host of the target, in the URL's order, on `database`. */
export type HostConnector = (database: string) => HostClient[];

/** The official HTTP client for each host of the target. */
export const httpHosts =
  (target: ClickHouseTarget): HostConnector =>
  (database) =>
    target.hosts.map((url) => {
      const client = createClient({
        url,
        username: target.username,
        password: target.password,
        database,
        // The engine's own timer stops queries (query's timeoutMs); requests wait as long as they may.
        request_timeout: 600_000,
        // A socket idle past its time (the server closes it after 3 s) is dropped before a request, not
        // reused: an append's encoding can hold the event loop longer than that, and a reused closed socket
        // fails the request.
        keep_alive: { eagerly_destroy_stale_sockets: true },
        // Values are literals in the text (literal.ts): an append's lookup of 5,000 ids, a filter's long lists.
        // Progress headers keep a long query's connection alive through proxies that drop idle ones.
        clickhouse_settings: {
          max_query_size: String(64 * 1024 * 1024),
          send_progress_in_http_headers: 1,
          http_headers_progress_interval_ms: '10000',
        },
      });
      return {
        query: async (params) => {
          const result = await client.query(params);
          return { json: <T>() => result.json() as Promise<T> };
        },
        insert: (params) => client.insert(params),
        command: (params) => client.command(params),
        close: () => client.close(),
      };
    });
