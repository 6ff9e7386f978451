const STORAGE_KEY = 'mirante.session2';

/**
 * The second session id. The first travels in the HttpOnly cookie; this one is echoed as a header on every
 * request so the server can tell our own pages from a forged cross-site request.
 */
export const sessionStore = {
  get(): string | null {
    return localStorage.getItem(STORAGE_KEY);
  },
  set(secondId: string): void {
    localStorage.setItem(STORAGE_KEY, secondId);
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEY);
  },
};
