import { Filter } from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import { normaliseFilter } from './normalise-filter.ts';

export const invalidFilter = (field = 'filter') =>
  new AppError(400, 'VALIDATION', 'errors.invalidFilter', { [field]: 'errors.invalidFilter' });

/** A filter with a key outside spec §3's list is refused, not silently narrowed to the known keys. */
export const StrictFilter = Filter.strict();

/** A filter sent inline as JSON (the `filter` parameter of card requests), normalised; else 'Invalid filter'. */
export function parseInlineFilter(text: string): Filter {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidFilter();
  }
  const parsed = StrictFilter.safeParse(json);
  if (!parsed.success) throw invalidFilter();
  return normaliseFilter(parsed.data);
}
