import path from 'node:path';
import { buildApp } from '../../packages/server/src/app.ts';
import type { Config } from '../../packages/server/src/config.ts';
import { DEMO } from '../../packages/server/src/demo/seed-demo.ts';
import type { Stores } from '../../packages/server/src/stores/open-stores.ts';
import type { CardRequest } from './dashboard-queries.ts';
import { createHttpClient, type HttpAnswer } from './http-client.ts';
import { timeMedian } from './stats.ts';

/** Whether the result cache answered a card request (the x-cache header of the card-data routes). */
export interface CacheAnswer {
  cache: 'hit' | 'miss' | null;
}

/** A light request: the session, routing, JSON and one small metadata query (its store runs on this thread). */
const FLOOR_PATH = '/upms-legacy/prod/user/me';
export const FLOOR_REQUEST = `GET ${FLOOR_PATH}: session, routing, JSON and one metadata query`;

/** Browsers open six connections per host over HTTP/1.1: a dashboard's requests share them. */
export const BROWSER_CONNECTIONS = 6;

/**
 * The real server on `stores` (the recording ones) on a free port, signed in as the demo user, with a client
 * of BROWSER_CONNECTIONS kept-alive sockets. `restart` builds a fresh app (an empty result cache) on the same
 * stores; the session, kept in the metadata store, stays valid.
 */
export async function startBenchServer(options: { config: Config; stores: Stores; dataDir: string }) {
  async function startApp() {
    const app = await buildApp(options.config, options.stores, {
      webDist: path.join(options.dataDir, 'no-web'),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    return { app, base, client: createHttpClient(base, BROWSER_CONNECTIONS) };
  }

  let server = await startApp();
  const login = await fetch(`${server.base}/auth/prod/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
  });
  if (!login.ok) throw new Error(`login failed: HTTP ${login.status}`);
  const headers = {
    'content-type': 'application/json',
    'x-session-id': login.headers.get('x-session-id') ?? '',
    'x-session-id2': login.headers.get('x-session-id2') ?? '',
  };
  const { 'content-type': _json, ...getHeaders } = headers;

  const asUser = (request: CardRequest): Promise<HttpAnswer> =>
    server.client.request(
      request.method,
      request.path,
      request.method === 'GET' ? getHeaders : headers,
      request.body === undefined ? undefined : JSON.stringify(request.body),
    );
  /** Sends a request as the signed-in user: its answer, or an error for HTTP ≥ 300. */
  async function send(request: CardRequest): Promise<HttpAnswer> {
    const response = await asUser(request);
    if (response.status >= 300)
      throw new Error(
        `${request.method} ${request.path}: HTTP ${response.status} ${response.text.slice(0, 300)}`,
      );
    return response;
  }

  return {
    send,
    /** The HTTP status of a GET as the signed-in user (404: the server does not serve it). */
    status: async (path: string) => (await asUser({ method: 'GET', path })).status,
    /** Sends a card request: its x-cache header (`hit` or `miss`, unset when the handler cannot tell). */
    async call(request: CardRequest): Promise<CacheAnswer> {
      const cache = (await send(request)).headers['x-cache'];
      return { cache: cache === 'hit' || cache === 'miss' ? cache : null };
    },
    get client() {
      return server.client;
    },
    async restart(): Promise<void> {
      server.client.close();
      await server.app.close();
      server = await startApp();
    },
    /** A light request's time (FLOOR_REQUEST): what every card request pays at least. */
    floor: (runs: number) => timeMedian(runs, () => send({ method: 'GET', path: FLOOR_PATH })),
    async close(): Promise<void> {
      server.client.close();
      await server.app.close();
    },
  };
}

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;
