import type { CardDefinition, DataType } from '../cards/card-definition.ts';
import type { ConnectedPage } from '../contracts/dashboard.ts';
import type { Filter } from '../contracts/filter.ts';
import type { PageScope } from '../domain/filters.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * What a card counts of the dashboard's connected pages (issue 27, docs/sac-and-pages.md), by its data type:
 * - PAGE (own-page cards): the pages' own publications, and their profiles;
 * - SAC, SAC_STATUS (customer service): the conversations on the pages, their status changes and surveys.
 * The other cards count the whole universe: null.
 */
const PAGE_SCOPE_OF: Partial<Record<DataType, PageScope>> = {
  PAGE: 'publications',
  SAC: 'conversations',
  SAC_STATUS: 'conversations',
};

export function pageScopeOf(definition: Pick<CardDefinition, 'dataType'>): PageScope | null {
  return PAGE_SCOPE_OF[definition.dataType] ?? null;
}

/**
 * The parts an owned+earned card (SAC_LISTENING) draws side by side: the connected pages' own publications and
 * what was earned (every other post). Its filter counts the whole universe; each part is asked with its
 * page_scope (withPagePart). None for the other cards.
 */
export function pagePartsOf(definition: Pick<CardDefinition, 'dataType'>): readonly PageScope[] {
  return definition.dataType === 'SAC_LISTENING' ? ['publications', 'earned'] : [];
}

/**
 * Why a card that counts only the connected pages cannot ask yet: the dashboard has none (an owned+earned card
 * still shows what was earned).
 */
export function ownedCardBlockedBy(
  definition: Pick<CardDefinition, 'dataType'>,
  pages: readonly ConnectedPage[],
): MessageKey | null {
  return pageScopeOf(definition) !== null && pages.length === 0 ? 'ownedPages.noPages' : null;
}

/** A part of an owned+earned card: its filter over the connected pages (those chosen in it, else all). */
export const withPagePart = (filter: Filter, pages: readonly ConnectedPage[], part: PageScope): Filter => ({
  ...filter,
  pages: filter.pages ?? pages.map((page) => page.id),
  page_scope: part,
});

/**
 * The part of an owned+earned card a guest's request asks (its page_scope), when the card has it and the
 * published filter counts the whole universe (no pages, no scope), so that the part only narrows it; else null.
 */
export function askedPagePart(
  definition: Pick<CardDefinition, 'dataType'>,
  published: Filter,
  asked: Filter,
): PageScope | null {
  const part = asked.page_scope;
  if (part === undefined || !pagePartsOf(definition).includes(part)) return null;
  return published.pages === undefined && published.page_scope === undefined ? part : null;
}
