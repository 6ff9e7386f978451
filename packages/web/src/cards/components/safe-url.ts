/** Schemes a link in a card may use; anything else (javascript:, data:, vbscript:, file:…) is dropped. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

function absoluteUrl(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** An absolute http(s) address. */
export function isWebAddress(value: string): boolean {
  const url = absoluteUrl(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
}

/**
 * The address a link may point to, or '' to make the link inert: only absolute http(s) and mailto addresses.
 * Browsers ignore tabs, newlines and control characters inside schemes; URL parsing does the same, so
 * "java\tscript:" is read as javascript: and refused.
 */
export function safeLinkUrl(value: string): string {
  const url = absoluteUrl(value);
  return url !== null && LINK_SCHEMES.has(url.protocol) ? url.href : '';
}

/**
 * The source an image may load from, or null: absolute http(s), a path on this server, or an inline raster or
 * SVG picture (an <img> never runs an SVG's scripts).
 */
export function safeImageSource(value: string | undefined): string | null {
  const address = (value ?? '').trim();
  if (address === '') return null;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(address)) return address;
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  return isWebAddress(address) ? address : null;
}
