import type { CardDefinition } from '../cards/card-definition.ts';
import type { CardConfig, ConnectedPage } from '../contracts/dashboard.ts';
import type { Filter } from '../contracts/filter.ts';
import { effectiveCard, filterFromSelected } from './card-overrides.ts';
import { cardFilter } from './global-filter-rules.ts';
import { pageScopeOf } from './owned-pages.ts';

/** What the dashboard view filters every card by: its global filter and its connected pages. */
export interface DashboardFilterScope {
  globalFilter: Filter;
  pages: readonly ConnectedPage[];
}

/**
 * The filter a card's request carries (spec §5): the global filter narrowed to the keys the card supports,
 * the card's own filters over it (its definition's, then its config's), an owned card's connected pages and
 * what it counts of them (owned-pages.ts; an owned+earned card asks its parts itself), TikTok
 * left out when sentiment, themes or tags are chosen, and the channels the card hides removed. The web's
 * requests, the server's exports and its guest checks all merge this way.
 */
export function cardRequestFilter(
  definition: Pick<CardDefinition, 'control' | 'props' | 'supportedFilters' | 'dataType'> &
    Parameters<typeof effectiveCard>[0],
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
    pageScope: pageScopeOf(definition),
  });
}

/** The request's `filter` parameter (inline JSON), or null when nothing narrows the card. */
export function cardRequestFilterParam(
  definition: Parameters<typeof cardRequestFilter>[0],
  config: CardConfig | null,
  scope: DashboardFilterScope,
): string | null {
  const filter = cardRequestFilter(definition, config, scope);
  return Object.keys(filter).length > 0 ? JSON.stringify(filter) : null;
}
