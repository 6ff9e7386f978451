import type { CardDefinition } from '../cards/card-definition.ts';
import { NO_SHORT_VIDEO } from '../cards/define-card.ts';
import type { ChangeLog, ChangeLogChange, ChangeLogMatch } from '../contracts/change-log.ts';
import type { CardConfig } from '../contracts/dashboard.ts';
import { SHORT_VIDEO_CHANNEL } from '../domain/channels.ts';

/** What the engine needs to know of a card's definition. */
export type ChangeLogFacts = Pick<
  CardDefinition,
  'component' | 'dataType' | 'subDataType' | 'desk' | 'audience'
>;

/** The definition of a card id, or null when the id is not in the library (such cards match only by id). */
export type DefinitionLookup = (id: string) => ChangeLogFacts | null;

/** A lookup over a card registry (or anything with has/get). */
export function lookupIn(registry: {
  has(id: string): boolean;
  get(id: string): ChangeLogFacts;
}): DefinitionLookup {
  return (id) => (registry.has(id) ? registry.get(id) : null);
}

export interface ChangeLogTarget {
  cards: readonly CardConfig[];
  changeControl: number;
}

export interface ChangeLogOutcome {
  cards: CardConfig[];
  changeControl: number;
  /** Control numbers of the logs applied, in order. */
  applied: number[];
  /** Whether any card matched a log (else only the changeControl needs saving). */
  changed: boolean;
}

export function matchesCard(match: ChangeLogMatch, card: CardConfig, facts: ChangeLogFacts | null): boolean {
  if (match.ids !== null && !match.ids.includes(card.id)) return false;
  const needsFacts = match.components !== null || match.dataTypes !== null || match.subDataTypes !== null;
  if (!needsFacts) return true;
  if (facts === null) return false;
  if (match.components !== null && !match.components.includes(facts.component)) return false;
  if (match.dataTypes !== null && !match.dataTypes.includes(facts.dataType)) return false;
  if (match.subDataTypes !== null) {
    const subDataType = card.subDataType ?? facts.subDataType;
    if (subDataType === null || !match.subDataTypes.includes(subDataType)) return false;
  }
  return true;
}

/** Merges one change into a card config (a new object; the input is not modified). */
export function mergeChange(
  card: CardConfig,
  change: ChangeLogChange,
  facts: ChangeLogFacts | null,
): CardConfig {
  const next: CardConfig = { ...card };
  if (change.shareable !== undefined) next.shareable = change.shareable;
  if (change.title !== undefined) next.title = change.title;
  if (change.description !== undefined) next.description = change.description;
  if (change.subDataType !== undefined) next.subDataType = change.subDataType;
  if (change.selectedFilters !== undefined) {
    next.selectedFilters = { ...card.selectedFilters, ...change.selectedFilters };
  }
  if (change.disableShortVideo === true) {
    next.control = { ...card.control, [SHORT_VIDEO_CHANNEL]: { ...NO_SHORT_VIDEO.tiktok } };
  } else if (change.disableShortVideo === false && card.control !== null) {
    const { [SHORT_VIDEO_CHANNEL]: _removed, ...rest } = card.control;
    next.control = Object.keys(rest).length > 0 ? rest : null;
  }
  if (change.notSupportDeskFilters !== undefined) {
    const operators = card.desk?.notSupportedOperators ?? facts?.desk?.notSupportedOperators ?? [];
    next.desk = {
      notSupportDeskFilters: change.notSupportDeskFilters,
      notSupportedOperators: [...operators],
    };
  }
  if (change.suportScheduledFilters !== undefined) {
    next.audience = { suportScheduledFilters: change.suportScheduledFilters };
  }
  return next;
}

/**
 * Applies the change logs whose control number is above the dashboard's changeControl, once each and in
 * control order, to the cards they match (spec §4). Returns the new cards and the new changeControl (the
 * highest control applied, or the old one when none was pending).
 */
export function applyChangeLogs(
  target: ChangeLogTarget,
  logs: readonly ChangeLog[],
  lookup: DefinitionLookup,
): ChangeLogOutcome {
  const pending = [...logs]
    .filter((log) => log.control > target.changeControl)
    .sort((a, b) => a.control - b.control)
    .filter((log, index, sorted) => index === 0 || sorted[index - 1]?.control !== log.control);
  let cards = [...target.cards];
  let changed = false;
  for (const log of pending) {
    cards = cards.map((card) => {
      const facts = lookup(card.id);
      if (!matchesCard(log.match, card, facts)) return card;
      changed = true;
      return mergeChange(card, log.change, facts);
    });
  }
  const last = pending.at(-1);
  return {
    cards,
    changeControl: last ? last.control : target.changeControl,
    applied: pending.map((log) => log.control),
    changed,
  };
}
