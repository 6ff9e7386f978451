import {
  CARD_AREAS,
  type CardArea,
  type CardDefinition,
  type ConnectedPage,
  type CustomComponent,
  cardRegistry,
  customCardDefinition,
  type FeatureFlags,
  type MessageKey,
  type NewCardTexts,
} from '@mirante/core';
import { visibleInLibrary } from './library-visibility.ts';

/** One card the drawer offers, with the texts shown and searched. */
export interface LibraryEntry {
  definition: CardDefinition;
  title: string;
  description: string;
  /** What the placed card carries: a custom component's own texts; null for library cards. */
  texts: NewCardTexts;
  /** Title and description folded for search (no accents, lower case). */
  searchText: string;
}

export interface LibraryGroup {
  area: CardArea;
  entries: LibraryEntry[];
}

export const AREA_LABELS: Record<CardArea, MessageKey> = {
  listening: 'library.area.listening',
  sac: 'library.area.sac',
  chatbot: 'library.area.chatbot',
  'owned-earned': 'library.area.owned-earned',
  static: 'library.area.static',
  custom: 'library.area.custom',
};

/** Folds text for accent- and case-insensitive search: 'Reações' and 'reacoes' match. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
}

const LIBRARY_TEXTS: NewCardTexts = { title: null, description: null };

function entry(definition: CardDefinition, title: string, description: string, texts: NewCardTexts) {
  return { definition, title, description, texts, searchText: foldForSearch(`${title} ${description}`) };
}

interface LibraryInput {
  flags: FeatureFlags;
  components: readonly CustomComponent[];
  pages: readonly ConnectedPage[];
  t: (key: MessageKey) => string;
}

/** Every card the drawer may offer this dashboard, library cards and the universe's custom components. */
export function libraryEntries({ flags, components, pages, t }: LibraryInput): LibraryEntry[] {
  const custom = new Map(components.map((component) => [customCardDefinition(component).id, component]));
  const definitions = visibleInLibrary(cardRegistry, components.map(customCardDefinition), flags, pages);
  return definitions.map((definition) => {
    const component = custom.get(definition.id);
    if (!component) {
      return entry(definition, t(definition.props.title), t(definition.props.description), LIBRARY_TEXTS);
    }
    const description = component.description || t(definition.props.description);
    return entry(definition, component.title, description, {
      title: component.title,
      description: component.description || null,
    });
  });
}

/** The entries whose title or description holds every word of the query (accents and case ignored). */
export function searchEntries(entries: readonly LibraryEntry[], query: string): LibraryEntry[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((candidate) => words.every((word) => candidate.searchText.includes(word)));
}

/** The entries by area, in the library's order of areas; areas with nothing to offer are left out. */
export function groupByArea(entries: readonly LibraryEntry[]): LibraryGroup[] {
  return CARD_AREAS.map((area) => ({
    area,
    entries: entries.filter((candidate) => candidate.definition.area === area),
  })).filter((group) => group.entries.length > 0);
}
