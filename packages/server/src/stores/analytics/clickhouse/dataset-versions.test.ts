import { describe, expect, it } from 'vitest';
import { createVersionReader } from './dataset-versions.ts';

/** A read whose answer is the store's state when the read started, ending when the test says. */
function controlledStore() {
  let state = 0;
  const pending: (() => void)[] = [];
  let reads = 0;
  const read = () => {
    reads += 1;
    const seen = state;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  return {
    read,
    write: () => {
      state += 1;
    },
    finishOne: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    reads: () => reads,
  };
}

describe('createVersionReader', () => {
  it('serves lookups asking together with one read', async () => {
    const store = controlledStore();
    const versions = createVersionReader(store.read);
    const asked = [versions(), versions(), versions()];
    await store.finishOne();
    await store.finishOne();
    expect(await Promise.all(asked)).toEqual([0, 0, 0]);
    expect(store.reads()).toBe(2);
  });

  it('never answers a lookup with a read that started before it asked (an append answered in between)', async () => {
    const store = controlledStore();
    const versions = createVersionReader(store.read);
    const early = versions();
    store.write();
    const late = [versions(), versions()];
    await store.finishOne();
    expect(await early).toBe(0);
    await store.finishOne();
    expect(await Promise.all(late)).toEqual([1, 1]);
    expect(store.reads()).toBe(2);
  });

  it('reads again after a failed read', async () => {
    let fail = true;
    const versions = createVersionReader(async () => {
      if (fail) throw new Error('host down');
      return 5;
    });
    await expect(versions()).rejects.toThrow('host down');
    fail = false;
    expect(await versions()).toBe(5);
  });
});
