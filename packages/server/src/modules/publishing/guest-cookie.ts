import type { CookieSerializeOptions } from '@fastify/cookie';
import { GUEST_SESSION_TTL_MS } from '@mirante/core';

/** The dashboard-token cookie: 3 hours, HttpOnly, SameSite, and Secure when served over https (spec §9). */
export function guestCookieOptions(overHttps: boolean): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: overHttps,
    maxAge: GUEST_SESSION_TTL_MS / 1000,
  };
}
