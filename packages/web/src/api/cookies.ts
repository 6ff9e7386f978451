/** Reads one cookie from a `document.cookie` string; null when it is absent or empty. */
export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = decodeURIComponent(part.slice(separator + 1).trim());
    return value === '' ? null : value;
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  /** Cross-site cookies must be Secure (browsers refuse SameSite=None otherwise). */
  crossSite?: boolean;
}

export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, crossSite = false }: CookieOptions,
) {
  const attributes = [
    `path=/`,
    `max-age=${maxAgeSeconds}`,
    crossSite ? 'samesite=none; secure' : 'samesite=lax',
  ];
  // biome-ignore lint/suspicious/noDocumentCookie: written synchronously before a redirect; the Cookie Store API is async and not in every browser
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: written synchronously before a redirect; the Cookie Store API is async and not in every browser
  document.cookie = `${name}=; path=/; max-age=0`;
}
