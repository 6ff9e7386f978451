import { describe, expect, it } from 'vitest';
import { DAY_MS } from './dates.ts';
import { autoGrain, resolveGrain } from './time-grains.ts';

describe('time grains', () => {
  it('chooses the finest grain within the spec limits', () => {
    expect(autoGrain(3 * 3_600_000)).toBe('minute');
    expect(autoGrain(3 * 3_600_000 + 1)).toBe('hour');
    expect(autoGrain(3 * DAY_MS)).toBe('hour');
    expect(autoGrain(7 * DAY_MS)).toBe('dayOfMonth');
    expect(autoGrain(180 * DAY_MS)).toBe('dayOfMonth');
    expect(autoGrain(181 * DAY_MS)).toBe('week');
    expect(autoGrain(5 * 365 * DAY_MS)).toBe('month');
  });

  it('falls back to the automatic grain when the asked one exceeds its limit', () => {
    expect(resolveGrain('minute', 7 * DAY_MS)).toBe('dayOfMonth');
    expect(resolveGrain('month', 7 * DAY_MS)).toBe('month');
    expect(resolveGrain('auto', 2 * DAY_MS)).toBe('hour');
  });
});
