/** How many failed logins a window allows per client IP and per account before answering 429. */
export interface LoginLimits {
  windowMs: number;
  failuresPerIp: number;
  failuresPerAccount: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60_000,
  failuresPerIp: 20,
  failuresPerAccount: 5,
};

const MAX_KEYS = 50_000;

/**
 * Fixed-window counters in this process. Several instances each count on their own, so the effective limit
 * is at most the instance count times these numbers; that still stops password guessing at any useful rate.
 */
export function createLoginLimiter(limits: LoginLimits, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string) {
    const t = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= t) {
      if (windows.size >= MAX_KEYS) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        if (windows.size >= MAX_KEYS) windows.clear();
      }
      window = { count: 0, resetAt: t + limits.windowMs };
      windows.set(key, window);
    }
    return window;
  }

  const retryAfter = (window: { resetAt: number }) => Math.max(1, Math.ceil((window.resetAt - now()) / 1000));

  return {
    /** The seconds to wait when this IP or this account has used up its failures; else null. */
    attempt(ip: string, account: string): number | null {
      const byIp = current(`ip:${ip}`);
      if (byIp.count >= limits.failuresPerIp) return retryAfter(byIp);
      const byAccount = current(`account:${account}`);
      if (byAccount.count >= limits.failuresPerAccount) return retryAfter(byAccount);
      return null;
    },
    failed(ip: string, account: string): void {
      current(`ip:${ip}`).count += 1;
      current(`account:${account}`).count += 1;
    },
    succeeded(account: string): void {
      windows.delete(`account:${account}`);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
