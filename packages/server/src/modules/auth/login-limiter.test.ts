import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter.ts';

describe('createLoginLimiter', () => {
  const limits = { windowMs: 60_000, failuresPerIp: 3, failuresPerAccount: 2 };

  it('limits an account after its failures, from any address, until the window ends', () => {
    let now = 0;
    const limiter = createLoginLimiter(limits, () => now);
    limiter.failed('1.1.1.1', 'ana');
    expect(limiter.attempt('1.1.1.1', 'ana')).toBeNull();
    limiter.failed('2.2.2.2', 'ana');
    expect(limiter.attempt('3.3.3.3', 'ana')).toBe(60);
    now = 30_000;
    expect(limiter.attempt('3.3.3.3', 'ana')).toBe(30);
    now = 60_000;
    expect(limiter.attempt('3.3.3.3', 'ana')).toBeNull();
  });

  it('limits an address after its failures whatever the account; a success clears the account only', () => {
    const limiter = createLoginLimiter(limits);
    for (const account of ['a', 'b', 'c']) limiter.failed('1.1.1.1', account);
    expect(limiter.attempt('1.1.1.1', 'd')).toBeGreaterThan(0);
    expect(limiter.attempt('9.9.9.9', 'd')).toBeNull();
    limiter.failed('9.9.9.9', 'e');
    limiter.failed('9.9.9.9', 'e');
    limiter.succeeded('e');
    expect(limiter.attempt('8.8.8.8', 'e')).toBeNull();
  });
});
