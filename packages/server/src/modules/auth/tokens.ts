import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, access tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as keyed hashes, so a leaked table grants nothing. */
export function hashToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
