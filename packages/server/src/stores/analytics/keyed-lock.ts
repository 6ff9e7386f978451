/**
 * Runs tasks of the same key one after another; tasks of different keys run side by side. The engines write
 * one batch of a dataset at a time with it.
 */
export function createKeyedLock<K>(): <T>(key: K, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<K, Promise<unknown>>();
  return <T>(key: K, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
