import { type Filter, SAC_TYPE_ALL, SAC_TYPE_VALUES } from '@mirante/core';

/** The filter as a reader counts it: a conversation type of All (or every type) narrows nothing. */
export function activeFilter(filter: Filter): Filter {
  const types = filter.sac_type ?? [];
  const everyType = types.includes(SAC_TYPE_ALL) || SAC_TYPE_VALUES.every((type) => types.includes(type));
  if (!everyType) return filter;
  const { sac_type: _all, ...rest } = filter;
  return rest;
}
