import type { ChatbotContract, FilterKey } from '@mirante/core';
import { use } from 'react';
import { DashboardEditorContext } from '../dashboard-grid/editor/editor-context.ts';
import type { FieldOption } from './filter-field-options.ts';

const NO_CONTRACTS: readonly ChatbotContract[] = [];

/**
 * What the `bots` and `contracts` filter fields offer: the bots (botKeys) of the dashboard's contracts and the
 * contracts' command URLs (filters name contracts by command URL: their keys never leave the server). Each
 * value once, in the contracts' order.
 */
export function contractSuggestions(
  contracts: readonly ChatbotContract[],
): Pick<Record<FilterKey, FieldOption[]>, 'bots' | 'contracts'> {
  const bots = [...new Set(contracts.map((contract) => contract.botKey).filter((botKey) => botKey !== ''))];
  // A contract's option names its bot too; the chosen value is its command URL.
  const urls = new Map<string, string>();
  for (const { botKey, commandUrl } of contracts) {
    if (!urls.has(commandUrl)) urls.set(commandUrl, botKey ? `${botKey} · ${commandUrl}` : commandUrl);
  }
  return {
    bots: bots.map((botKey) => ({ value: botKey, label: botKey })),
    contracts: [...urls].map(([value, label]) => ({ value, label })),
  };
}

/** The contracts of the dashboard being edited; none outside an editor. */
export function useDashboardContracts(): readonly ChatbotContract[] {
  return use(DashboardEditorContext)?.dashboard.contracts ?? NO_CONTRACTS;
}
