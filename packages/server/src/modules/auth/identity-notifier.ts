import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

/** What other instances must forget at once: one session, every session of a user, one membership. */
export type IdentityChange =
  | { kind: 'session'; idHash: string }
  | { kind: 'user'; userId: string }
  | { kind: 'membership'; userId: string; universeId: string };

export interface IdentityNotifier {
  /** Tells every instance (this one included) about a change; never throws (the cache TTL is the fallback). */
  publish(change: IdentityChange): Promise<void>;
  subscribe(listener: (change: IdentityChange) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'mirante_identity';

/** On embedded PGlite there is one process: nothing to tell. */
export const localIdentityNotifier = (): IdentityNotifier => ({
  publish: async () => {},
  subscribe: () => {},
  close: async () => {},
});

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection. If that connection fails, instances fall back to
 * the cache lifetime (30 s) as the bound on staleness.
 */
export async function openPostgresIdentityNotifier(options: {
  url: string;
  db: Kysely<MetaDatabase>;
  onError(error: unknown): void;
}): Promise<IdentityNotifier> {
  const listeners: ((change: IdentityChange) => void)[] = [];
  const client = new pg.Client({ connectionString: options.url });
  client.on('error', options.onError);
  client.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const change = JSON.parse(message.payload) as IdentityChange;
      for (const listener of listeners) listener(change);
    } catch (error) {
      options.onError(error);
    }
  });
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(change) {
      try {
        await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`.execute(options.db);
      } catch (error) {
        options.onError(error);
      }
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
    close: () => client.end(),
  };
}
