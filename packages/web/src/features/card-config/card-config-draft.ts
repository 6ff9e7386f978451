import {
  type CardConfig,
  type CardDefinition,
  type CardHeight,
  type CardWidth,
  type ConnectedPage,
  effectiveCard,
  Filter,
  type FilterKey,
  type MessageKey,
  withoutHiddenChannels,
  withoutShortVideo,
} from '@mirante/core';

/** What the config panel edits, as its fields hold it (texts never null). */
export interface CardConfigDraft {
  title: string;
  description: string;
  width: CardWidth;
  height: CardHeight;
  /** The card's own filter, without its tags view. */
  filters: Filter;
  tagsView: string[];
  annotation: string;
  /** A text card's markdown. */
  text: string;
}

export type DraftField = 'title' | 'description' | 'annotation' | 'filters';
export type DraftErrors = Partial<Record<DraftField, MessageKey>>;

/** The spec's limits of a component's texts (§9), and the annotation's own. */
export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 200;
export const ANNOTATION_MAX = 500;

export function draftOf(config: CardConfig): CardConfigDraft {
  const { tags_view: tagsView = [], ...filters } = config.selectedFilters ?? {};
  return {
    title: config.title ?? '',
    description: config.description ?? '',
    width: config.width,
    height: config.height,
    filters,
    tagsView,
    annotation: config.annotation ?? '',
    text: config.text ?? '',
  };
}

/** The filter keys the panel offers for a card: what it honours (none when it takes no filter), but its tags view. */
export function cardFilterKeys(definition: CardDefinition): FilterKey[] {
  if (definition.notSupportFilter) return [];
  return definition.supportedFilters.filter((key) => key !== 'tags_view');
}

/** Whether the card has a tags view to choose. */
export function hasTagsView(definition: CardDefinition): boolean {
  return (
    definition.tagsView || (!definition.notSupportFilter && definition.supportedFilters.includes('tags_view'))
  );
}

export function validateDraft(draft: CardConfigDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.title.trim().length > TITLE_MAX) errors.title = 'component.errors.titleTooLong';
  if (draft.description.trim().length > DESCRIPTION_MAX)
    errors.description = 'component.errors.descriptionTooLong';
  if (draft.annotation.trim().length > ANNOTATION_MAX)
    errors.annotation = 'cardConfig.errors.annotationTooLong';
  if (!Filter.safeParse(draft.filters).success) errors.filters = 'form.invalidValues';
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Keys with nothing chosen do not filter: an empty list or text is left out. */
function withoutEmptyKeys(filter: Filter): Filter {
  return Object.fromEntries(
    Object.entries(filter).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as Filter;
}

/**
 * The card config a valid draft saves: the offered keys under the global-filter rules (TikTok out when
 * sentiment, themes or tags are chosen; the channels the card hides removed), the keys the panel does not offer
 * (fixed by change logs) kept as they were, empty texts as "as the definition".
 */
export function configOf(
  config: CardConfig,
  definition: CardDefinition,
  draft: CardConfigDraft,
  pages: readonly ConnectedPage[],
): CardConfig {
  const offered = new Set<string>(cardFilterKeys(definition));
  const pick = (filter: Filter, keep: (key: string) => boolean) =>
    Object.fromEntries(Object.entries(filter).filter(([key]) => keep(key))) as Filter;
  const { control } = effectiveCard(definition, config);
  const chosen = withoutEmptyKeys(pick(draft.filters, (key) => offered.has(key)));
  const ruled = withoutEmptyKeys(withoutHiddenChannels(withoutShortVideo(chosen, pages), control));
  const kept = pick(config.selectedFilters ?? {}, (key) => !offered.has(key) && key !== 'tags_view');
  const tagsView = hasTagsView(definition)
    ? draft.tagsView.map((tag) => tag.trim()).filter((tag) => tag !== '')
    : (config.selectedFilters?.tags_view ?? []);
  const selectedFilters: Filter = {
    ...kept,
    ...ruled,
    ...(tagsView.length > 0 ? { tags_view: tagsView } : {}),
  };
  return {
    ...config,
    title: orNull(draft.title),
    description: orNull(draft.description),
    width: draft.width,
    height: draft.height,
    selectedFilters: Object.keys(selectedFilters).length > 0 ? selectedFilters : null,
    annotation: orNull(draft.annotation),
    // Markdown keeps its own spacing; only a blank text goes back to the definition's.
    text: definition.componentType === 'text' ? (draft.text.trim() === '' ? null : draft.text) : config.text,
  };
}
