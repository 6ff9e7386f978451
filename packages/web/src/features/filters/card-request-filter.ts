import {
  type CardConfig,
  type CardDefinition,
  type ConnectedPage,
  cardFilter,
  effectiveCard,
  type Filter,
  filterFromSelected,
} from '@mirante/core';

/** What the dashboard view filters every card by: its global filter and its connected pages. */
export interface DashboardFilterScope {
  globalFilter: Filter;
  pages: readonly ConnectedPage[];
}

/**
 * The filter a card's request carries (spec §5): the global filter narrowed to the keys the card supports,
 * the card's own filters over it (its definition's, then its config's), TikTok left out when sentiment, themes
 * or tags are chosen, and the channels the card hides removed. The server's exports merge the same way.
 */
export function cardRequestFilter(
  definition: CardDefinition,
  config: CardConfig | null,
  scope: DashboardFilterScope,
): Filter {
  const effective =
    config === null
      ? { control: definition.control, selectedFilters: filterFromSelected(definition.props.selectedFilters) }
      : effectiveCard(definition, config);
  return cardFilter(scope.globalFilter, {
    supportedFilters: definition.supportedFilters,
    control: effective.control,
    selectedFilters: effective.selectedFilters,
    pages: scope.pages,
  });
}

/** The request's `filter` parameter (inline JSON), or null when nothing narrows the card. */
export function cardRequestFilterParam(
  definition: CardDefinition,
  config: CardConfig | null,
  scope: DashboardFilterScope,
): string | null {
  const filter = cardRequestFilter(definition, config, scope);
  return Object.keys(filter).length > 0 ? JSON.stringify(filter) : null;
}
