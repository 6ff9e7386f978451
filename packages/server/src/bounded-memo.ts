/**
 * Values of pure, repeatable work (compiling a statement, parsing a filter) by a text key, so a request asked
 * again (a dashboard reloaded, its cards refreshed) skips the work. At most `maxEntries` are kept, the oldest
 * made dropped first. A value is shared by every caller of its key: callers must not modify it. Work that
 * throws keeps nothing.
 */
export function createBoundedMemo<V>(maxEntries: number) {
  const values = new Map<string, V>();
  return {
    get(key: string, make: () => V): V {
      let value = values.get(key);
      if (value === undefined) {
        value = make();
        values.set(key, value);
        if (values.size > maxEntries) values.delete(values.keys().next().value as string);
      }
      return value;
    },
  };
}
