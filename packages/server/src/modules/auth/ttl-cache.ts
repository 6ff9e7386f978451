/**
 * A bounded in-process cache whose entries live `ttlMs`. When full, the oldest entry goes (Map keeps
 * insertion order). Each instance holds its own: across instances the TTL bounds how stale an entry can be.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; until: number }>();

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, until: now() + options.ttlMs });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    /** Drops every entry the predicate picks (a user's sessions, a universe's memberships). */
    deleteWhere(pick: (key: string, value: V) => boolean): void {
      for (const [key, entry] of entries) if (pick(key, entry.value)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
