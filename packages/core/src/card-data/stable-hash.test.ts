import { describe, expect, it } from 'vitest';
import { canonicalJson, stableHash } from './stable-hash.ts';

describe('stableHash', () => {
  it('ignores key order and undefined members', () => {
    const a = { grouping: ['postedAt', 'channel'], metrics: { label: 'x', fields: ['id'] } };
    const b = {
      metrics: { fields: ['id'], label: 'x', extra: undefined },
      grouping: ['postedAt', 'channel'],
    };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(stableHash(a)).toBe(stableHash(b));
  });

  it('changes with the content and gives 8 hex digits', () => {
    const hash = stableHash({ grouping: ['channel'] });
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(stableHash({ grouping: ['postedAt'] })).not.toBe(hash);
  });

  it('is the 32-bit FNV-1a of the canonical JSON', () => {
    // FNV-1a("{}") = 0x5465b825; the same routine gives the published vectors 811c9dc5 ("") and e40c292c ("a").
    expect(stableHash({})).toBe('5465b825');
  });
});
