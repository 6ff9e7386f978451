import type { UniverseSummary } from '@mirante/core';
import { replace } from 'react-router';
import { readCookie, writeCookie } from '../api/cookies.ts';
import { sessionStore } from '../api/session-store.ts';
import { PRODUCT_SITE_URL } from './app-config.ts';

/** Cookies naming the last account and universe opened, as `id|name` (spec §2 reads the part before the pipe). */
export const ACCOUNT_COOKIE = 'account';
export const UNIVERSE_COOKIE = 'universe';
const YEAR_SECONDS = 365 * 24 * 3600;

function idOf(cookieValue: string | null): string | null {
  const id = cookieValue?.split('|')[0]?.trim() ?? '';
  return id === '' ? null : id;
}

/**
 * Where `/` leads: the last universe's dashboard when there is a session and both cookies, else the
 * product's main site. The session cookie itself is HttpOnly, so the page knows a session by the second id
 * it keeps after login.
 */
export function rootTarget(cookieString: string, hasSession: boolean): string {
  const accountId = idOf(readCookie(ACCOUNT_COOKIE, cookieString));
  const universeId = idOf(readCookie(UNIVERSE_COOKIE, cookieString));
  if (!hasSession || accountId === null || universeId === null) return PRODUCT_SITE_URL;
  return `/${encodeURIComponent(accountId)}/${encodeURIComponent(universeId)}/dashboard`;
}

export function rootRedirectLoader(): Response {
  const target = rootTarget(document.cookie, sessionStore.get() !== null);
  // `/` is replaced in the history, so Back does not bounce through it again.
  return replace(target);
}

/** Remembers the universe a signed-in user opened, for the next visit to `/`. */
export function rememberUniverse(universe: UniverseSummary): void {
  writeCookie(ACCOUNT_COOKIE, `${universe.accountId}|${universe.accountName}`, {
    maxAgeSeconds: YEAR_SECONDS,
  });
  writeCookie(UNIVERSE_COOKIE, `${universe.universeId}|${universe.name}`, { maxAgeSeconds: YEAR_SECONDS });
}
