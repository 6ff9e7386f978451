/** Excel refuses sheet names longer than this. */
export const SHEET_NAME_MAX = 31;

/** Characters Excel refuses in a sheet name. */
const FORBIDDEN = /[\\/?*[\]:]/g;

/** 'History' is reserved by Excel; names are compared without case. */
const RESERVED = new Set(['history']);

function clean(title: string, fallback: string): string {
  const name = title
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
  return name || fallback;
}

/**
 * One valid, distinct sheet name per title, in order: forbidden characters replaced, at most 31 characters, and
 * repeated names (case-insensitive, as Excel compares them) numbered " (2)", " (3)", … within the limit.
 */
export function sheetNames(titles: readonly string[], fallback = 'Card'): string[] {
  const taken = new Set<string>(RESERVED);
  return titles.map((title) => {
    const base = clean(title, fallback);
    let name = base.slice(0, SHEET_NAME_MAX).trimEnd();
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      name = `${base.slice(0, SHEET_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}
