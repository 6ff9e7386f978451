/** A count as the benches take it: `300k`, `1m`, `1.5m`, `10_000_000` or `10,000,000`. */
export function parseCount(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.replaceAll(/[_,]/g, ''));
  const value = match
    ? Number(match[1]) * ({ k: 1e3, m: 1e6 }[match[2]?.toLowerCase() ?? ''] ?? 1)
    : Number.NaN;
  if (!Number.isSafeInteger(Math.round(value)) || value < 1) throw new Error(`not a count: ${text}`);
  return Math.round(value);
}
