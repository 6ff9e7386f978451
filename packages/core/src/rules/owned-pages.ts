import type { CardDefinition, DataType } from '../cards/card-definition.ts';
import type { ConnectedPage } from '../contracts/dashboard.ts';
import type { Filter } from '../contracts/filter.ts';
import type { PageScope } from '../domain/filters.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * What a card counts of the dashboard's connected pages (issue 27, docs/sac-and-pages.md), by its data type:
 * - PAGE (own-page cards): the pages' own publications, and their profiles;
 * - SAC, SAC_STATUS (customer service): the conversations on the pages, their status changes and surveys;
 * - SAC_LISTENING (owned + earned): two parts, the pages' own publications and what was earned (everything else),
 *   each asked on its own and drawn side by side.
 * The other cards count the whole universe: none.
 */
const PAGE_SCOPES_OF: Partial<Record<DataType, readonly PageScope[]>> = {
  PAGE: ['publications'],
  SAC: ['conversations'],
  SAC_STATUS: ['conversations'],
  SAC_LISTENING: ['publications', 'earned'],
};

export function pageScopesOf(definition: Pick<CardDefinition, 'dataType'>): readonly PageScope[] {
  return PAGE_SCOPES_OF[definition.dataType] ?? [];
}

/**
 * Why a card that counts only the connected pages cannot ask yet: the dashboard has none (an owned+earned card
 * still shows what was earned).
 */
export function ownedCardBlockedBy(
  definition: Pick<CardDefinition, 'dataType'>,
  pages: readonly ConnectedPage[],
): MessageKey | null {
  const scopes = pageScopesOf(definition);
  return scopes.length > 0 && !scopes.includes('earned') && pages.length === 0 ? 'ownedPages.noPages' : null;
}

/** The same filter for another part of an owned+earned card (its earned posts, say). */
export const withPagePart = (filter: Filter, part: PageScope): Filter => ({ ...filter, page_scope: part });
