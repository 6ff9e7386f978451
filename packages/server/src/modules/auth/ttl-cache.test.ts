import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('forgets entries after their lifetime and drops the oldest when full', () => {
    let now = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 2, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    now = 100;
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops what a predicate picks', () => {
    const cache = createTtlCache<{ user: string }>({ ttlMs: 1_000, maxEntries: 10 });
    cache.set('s1', { user: 'ana' });
    cache.set('s2', { user: 'bia' });
    cache.set('s3', { user: 'ana' });
    cache.deleteWhere((_key, value) => value.user === 'ana');
    expect(cache.size).toBe(1);
    expect(cache.get('s2')).toEqual({ user: 'bia' });
  });
});
