import {
  type CardConfig,
  type CardDefinition,
  cardRequestFilter,
  type DashboardFilterScope,
} from '@mirante/core';

/** The request's `filter` parameter (inline JSON), or null when nothing narrows the card. */
export function cardRequestFilterParam(
  definition: CardDefinition,
  config: CardConfig | null,
  scope: DashboardFilterScope,
): string | null {
  const filter = cardRequestFilter(definition, config, scope);
  return Object.keys(filter).length > 0 ? JSON.stringify(filter) : null;
}
