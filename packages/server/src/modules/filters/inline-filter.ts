import { Filter } from '@mirante/core';
import { createBoundedMemo } from '../../bounded-memo.ts';
import { AppError } from '../../http/app-error.ts';
import { normaliseFilter } from './normalise-filter.ts';

export const invalidFilter = (field = 'filter') =>
  new AppError(400, 'VALIDATION', 'errors.invalidFilter', { [field]: 'errors.invalidFilter' });

/** A filter with a key outside spec §3's list is refused, not silently narrowed to the known keys. */
export const StrictFilter = Filter.strict();

/** Inline filters parsed, by their text: a dashboard's cards send the same filter with every request. */
const parsed = createBoundedMemo<Filter>(1_000);

/**
 * A filter sent inline as JSON (the `filter` parameter of card requests), normalised; else 'Invalid filter'.
 * The same text gets the same object: callers must not modify it.
 */
export function parseInlineFilter(text: string): Filter {
  return parsed.get(text, () => parseFilterText(text));
}

function parseFilterText(text: string): Filter {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidFilter();
  }
  const strict = StrictFilter.safeParse(json);
  if (!strict.success) throw invalidFilter();
  return normaliseFilter(strict.data);
}
