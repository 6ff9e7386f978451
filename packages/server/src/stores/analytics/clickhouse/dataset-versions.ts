/**
 * The datasets' versions as every server instance reads them (a table on the first host), read once for all
 * the lookups asking together: a dashboard's twenty cards ask at once, and each result-cache lookup needs the
 * versions of what it reads.
 *
 * A lookup must see every append answered before it asked, so it never shares a read that was already
 * running when it asked (that read may have started before the append): it waits for the next one, which
 * starts when the running one ends and serves everyone who asked meanwhile. At most two reads are under way.
 */
export function createVersionReader<V>(read: () => Promise<V>): () => Promise<V> {
  let running: Promise<V> | null = null;
  let next: Promise<V> | null = null;
  const start = () => {
    const current = read();
    running = current;
    const clear = () => {
      if (running === current) running = null;
    };
    current.then(clear, clear);
    return current;
  };
  return () => {
    if (!running) return start();
    if (!next) {
      const after = running.then(
        () => undefined,
        () => undefined,
      );
      next = after.then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
}
