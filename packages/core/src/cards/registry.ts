import type { FeatureFlags } from '../domain/feature-flags.ts';
import type { CardArea, CardDefinition, DataType } from './card-definition.ts';
import { chatbotCards } from './chatbot.ts';
import { listeningCards } from './listening.ts';
import { ownedEarnedCards } from './owned-earned.ts';
import { sacCards } from './sac.ts';
import { staticCards } from './static.ts';

export interface CardRegistry {
  /** The definition for an id or a former id; throws listing the valid ids. */
  get(id: string): CardDefinition;
  has(id: string): boolean;
  all(): readonly CardDefinition[];
  byArea(area: CardArea): readonly CardDefinition[];
  byDataType(dataType: DataType): readonly CardDefinition[];
  /** The cards the add-card drawer may offer: visible, and every hideInLibrary flag enabled. */
  inLibrary(flags: FeatureFlags): readonly CardDefinition[];
}

/** Indexes definitions by id and alias; a duplicate id fails here, at load. */
export function createCardRegistry(definitions: readonly CardDefinition[]): CardRegistry {
  const byId = new Map<string, CardDefinition>();
  for (const definition of definitions) {
    for (const id of [definition.id, ...definition.aliasIds]) {
      if (byId.has(id)) throw new Error(`Duplicate card id ${id}`);
      byId.set(id, definition);
    }
  }
  return {
    get(id) {
      const definition = byId.get(id);
      if (!definition) {
        throw new Error(`Unknown card id ${id}; valid ids: ${definitions.map((d) => d.id).join(', ')}`);
      }
      return definition;
    },
    has: (id) => byId.has(id),
    all: () => definitions,
    byArea: (area) => definitions.filter((d) => d.area === area),
    byDataType: (dataType) => definitions.filter((d) => d.dataType === dataType),
    inLibrary: (flags) =>
      definitions.filter((d) => d.visible && d.hideInLibrary.every((flag) => flags[flag])),
  };
}

export const cardRegistry = createCardRegistry([
  ...listeningCards,
  ...sacCards,
  ...chatbotCards,
  ...ownedEarnedCards,
  ...staticCards,
]);
