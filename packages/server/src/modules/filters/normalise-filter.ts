import type { Filter } from '@mirante/core';

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a) < String(b)
      ? -1
      : String(a) > String(b)
        ? 1
        : 0;

/**
 * The canonical form of a filter: keys in order, list values sorted without repeats, and choices that do not
 * narrow anything (empty lists, blank texts) left out. Two filters that select the same rows this way encode to
 * the same id and hit the same cache entries.
 */
export function normaliseFilter(filter: Filter): Filter {
  const normalised: Record<string, unknown> = {};
  for (const key of Object.keys(filter).sort()) {
    const value = (filter as Record<string, unknown>)[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      normalised[key] = [...new Set(value as (string | number)[])].sort(compare);
    } else if (typeof value === 'string') {
      if (value.trim() === '') continue;
      normalised[key] = value;
    } else {
      normalised[key] = value;
    }
  }
  return normalised as Filter;
}
