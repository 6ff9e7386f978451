import { describe, expect, it } from 'vitest';
import { OwnVersions } from './own-versions.ts';

describe('OwnVersions', () => {
  it("counts a newer version as the page's own only when every version since the confirmed one is", () => {
    const own = new OwnVersions();
    own.add(4, 6);
    own.add(8);
    expect(own.produced(3, 6)).toBe(true);
    expect(own.produced(5, 6)).toBe(true);
    // Version 7 was someone else's: 8 holds their save too.
    expect(own.produced(6, 8)).toBe(false);
    expect(own.produced(7, 8)).toBe(true);
    expect(own.produced(2, 4)).toBe(false);
    expect(own.produced(6, 6)).toBe(false);
  });
});
