import { type Filter, type FilterKey, type MessageKey, parseTextSearch } from '@mirante/core';

export type FilterFieldErrors = Partial<Record<FilterKey, MessageKey>>;

/**
 * What a filter editor must refuse before saving: a text search shorter than two characters, or with
 * unbalanced quotes or parentheses (spec §5). A blank search is no search, not an error.
 */
export function filterFieldErrors(filter: Filter): FilterFieldErrors {
  const errors: FilterFieldErrors = {};
  const query = filter.query?.trim() ?? '';
  if (query !== '') {
    const parsed = parseTextSearch(query);
    if (!parsed.ok) errors.query = parsed.error;
  }
  return errors;
}

export function hasFilterFieldErrors(filter: Filter): boolean {
  return Object.keys(filterFieldErrors(filter)).length > 0;
}
