import type { CardDefinition } from './card-definition.ts';
import { listeningCards } from './listening.ts';

export interface CardRegistry {
  get(id: string): CardDefinition;
  has(id: string): boolean;
  all(): readonly CardDefinition[];
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
  };
}

export const cardRegistry = createCardRegistry([...listeningCards]);
