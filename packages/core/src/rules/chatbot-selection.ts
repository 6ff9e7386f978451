import type { ChatbotContract } from '../contracts/dashboard.ts';
import type { Filter } from '../contracts/filter.ts';
import { fail, ok, type Result } from './result.ts';

/** One chatbot-analytics or desk request: the bot and the contract (command URL and its key) to ask. */
export interface BotRequestTarget {
  botKey: string;
  commandUrl: string;
  contractKey: string;
}

export interface ChatbotSelectionInput {
  /** The card's own filter; its choice wins over the global filter's. */
  cardFilter: Filter | null;
  globalFilter: Filter;
  /** The dashboard's contracts; a selected contract key must be one of them. */
  contracts: readonly ChatbotContract[];
  /** The card shows one bot at a time (spec §8 supportsOnlyOneBot). */
  singleBot: boolean;
}

function chosen(card: readonly string[] | undefined, global: readonly string[] | undefined): string[] {
  if (card && card.length > 0) return [...card];
  return global ? [...global] : [];
}

/**
 * The requests a chatbot card makes: one per selected bot (and per selected contract). Without a bot or a
 * contract (from the card filter or the global filter) the card shows emptyBot; a single-bot card with more
 * than one bot shows supportsOnlyOneBot ('Esse componente só suporta a seleção de um bot por vez.').
 */
export function selectChatbotTargets(input: ChatbotSelectionInput): Result<BotRequestTarget[]> {
  const bots = chosen(input.cardFilter?.bots, input.globalFilter.bots);
  const contractKeys = chosen(input.cardFilter?.contracts, input.globalFilter.contracts);
  const contracts = input.contracts.filter((contract) => contractKeys.includes(contract.key));
  if (bots.length === 0 || contracts.length === 0) return fail('chatbot.emptyBot');
  if (input.singleBot && bots.length > 1) return fail('chatbot.supportsOnlyOneBot');
  return ok(
    bots.flatMap((botKey) =>
      contracts.map((contract) => ({ botKey, commandUrl: contract.commandUrl, contractKey: contract.key })),
    ),
  );
}

/**
 * Event-category requests need a category filter: the one the request already provides, else the card's
 * category, else the global filter's; without any the card asks for one.
 */
export function eventCategoryFilter(
  provided: string | null,
  cardFilter: Filter | null,
  globalFilter: Filter,
): Result<string> {
  const category = [provided, cardFilter?.category, globalFilter.category].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return category === undefined ? fail('chatbot.categoryRequired') : ok(category.trim());
}
