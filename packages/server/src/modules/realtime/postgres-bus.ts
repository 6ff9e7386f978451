import { DashboardChangedEvent } from '@mirante/core';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { MetaDatabase } from '../../stores/meta/schema.ts';
import { createListenerSet, type RealtimeBus, type RealtimeLog } from './realtime-bus.ts';

export const NOTIFY_CHANNEL = 'mirante_dashboard_changed';
/** Names the listening connections in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'mirante-realtime';
const RECONNECT_MS = [250, 1000, 5000];

function parseEvent(payload: string): DashboardChangedEvent | null {
  try {
    const parsed = DashboardChangedEvent.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The server mode's bus: PostgreSQL LISTEN/NOTIFY, so a save on one instance reaches the pages open on every
 * instance. Publishing notifies through the metadata pool; one dedicated connection per instance listens and
 * comes back after a lost connection. The sender's own instance hears its notification like the others, so
 * every instance delivers through the same path exactly once.
 */
export async function openPostgresBus(options: {
  connectionString: string;
  db: Kysely<MetaDatabase>;
  log: RealtimeLog;
}): Promise<RealtimeBus> {
  const listeners = createListenerSet();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
    const event = parseEvent(message.payload);
    if (event) listeners.emit(event);
    else options.log.warn({ payload: message.payload }, 'realtime: ignored a malformed notification');
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'realtime: listener connection failed; reconnecting');
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      await release(next);
      throw error;
    }
    // Closed while connecting: this connection would listen on, unowned.
    if (closed) return release(next);
    client = next;
    attempt = 0;
  }

  async function release(which: pg.Client) {
    which.removeAllListeners('end');
    await which.end().catch(() => {});
  }

  function lost(which: pg.Client) {
    if (closed || client !== which) return;
    client = null;
    void release(which);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] ?? 5000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error }, 'realtime: listener reconnect failed');
        if (!closed) scheduleReconnect();
      });
    }, delay);
    retry.unref();
  }

  await connect();

  return {
    async publish(event) {
      await sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(event)})`.execute(options.db);
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listeners.clear();
      const current = client;
      client = null;
      if (current) await release(current);
    },
  };
}
