import { type ChatbotContract, MAX_CHATBOT_CONTRACTS } from '../contracts/dashboard.ts';
import type { Filter } from '../contracts/filter.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import { fail, ok, type Result } from './result.ts';

/** One chatbot-analytics or desk request: the bot and its contract's command URL. */
export interface BotRequestTarget {
  botKey: string;
  commandUrl: string;
}

export interface ChatbotSelectionInput {
  /** The card's own filter; its choice wins over the global filter's. */
  cardFilter: Filter | null;
  globalFilter: Filter;
  /**
   * The dashboard's contracts; a selected contract (the filter's `contracts` name them by command URL: the key
   * is write-only, never sent to a browser) must be one of them.
   */
  contracts: readonly ChatbotContract[];
  /** The card shows one bot at a time (spec §8 supportsOnlyOneBot). */
  singleBot: boolean;
}

function chosen(card: readonly string[] | undefined, global: readonly string[] | undefined): string[] {
  if (card && card.length > 0) return [...card];
  return global ? [...global] : [];
}

/**
 * The contract a bot is asked through, among the selected ones: its own (the first selected contract of that
 * botKey), else a selected contract that names no bot (stored before contracts named their bot).
 */
function contractOf(botKey: string, selected: readonly ChatbotContract[]): ChatbotContract | undefined {
  return (
    selected.find((contract) => contract.botKey === botKey) ??
    // A contract read from an older document may lack the field altogether.
    selected.find((contract) => !contract.botKey)
  );
}

/**
 * The requests a chatbot card makes: one per selected bot, through that bot's own selected contract (the bots
 * and contracts come from the card filter, else the global filter, each key on its own). Without a bot, or
 * when a selected bot has no selected contract of its own, the card shows emptyBot ('Selecione um bot e um
 * contrato para ver este componente.'); a single-bot card with more than one bot shows supportsOnlyOneBot
 * ('Esse componente só suporta a seleção de um bot por vez.').
 */
export function selectChatbotTargets(input: ChatbotSelectionInput): Result<BotRequestTarget[]> {
  const bots = [...new Set(chosen(input.cardFilter?.bots, input.globalFilter.bots))];
  const chosenUrls = chosen(input.cardFilter?.contracts, input.globalFilter.contracts);
  const selected = input.contracts.filter((contract) => chosenUrls.includes(contract.commandUrl));
  if (bots.length === 0 || selected.length === 0) return fail('chatbot.emptyBot');
  if (input.singleBot && bots.length > 1) return fail('chatbot.supportsOnlyOneBot');
  const targets: BotRequestTarget[] = [];
  for (const botKey of bots) {
    const contract = contractOf(botKey, selected);
    if (!contract) return fail('chatbot.emptyBot');
    targets.push({ botKey, commandUrl: contract.commandUrl });
  }
  return ok(targets);
}

/** The longest command URL a contract may have (the card requests carry it: contracts/chatbot-analytics.ts). */
export const MAX_COMMAND_URL = 2048;

/** Whether a text is an https URL a contract may name: a host, no user or password in it. */
export function isContractCommandUrl(text: string): boolean {
  if (text.length > MAX_COMMAND_URL) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The longest bot key a contract may have (the card requests carry it). */
export const MAX_BOT_KEY = 200;
const MAX_CONTRACT_KEY = 2000;

/**
 * The contracts a save writes, checked: each names its bot (a botKey without spaces), an https command URL
 * that no other contract of the list has, and a key. The key is write-only, so browsers send it blank for
 * the contracts they only read: a blank key keeps the stored key of the contract with that command URL and
 * bot (or with that command URL and no bot, from before contracts named one). A new contract, or one whose
 * command URL or bot changed, needs its key: a stored key is never moved to another URL or bot.
 * Field messages are keyed `contracts.{index}.{field}`; a repeated command URL is named on each contract that has it.
 */
export function keepContractKeys(
  stored: readonly ChatbotContract[],
  next: readonly { botKey?: string | undefined; commandUrl: string; key: string }[],
): Result<ChatbotContract[]> {
  if (next.length > MAX_CHATBOT_CONTRACTS) {
    return fail('dashboardContracts.errors.tooMany', { contracts: 'dashboardContracts.errors.tooMany' });
  }
  const fields: Record<string, MessageKey> = {};
  const uses = new Map<string, number>();
  for (const contract of next) {
    const url = contract.commandUrl.trim();
    uses.set(url, (uses.get(url) ?? 0) + 1);
  }
  const contracts = next.map((contract, index): ChatbotContract => {
    const at = (field: string, message: MessageKey) => {
      fields[`contracts.${index}.${field}`] ??= message;
    };
    const botKey = (contract.botKey ?? '').trim();
    const commandUrl = contract.commandUrl.trim();
    let key = contract.key.trim();
    if (botKey === '') at('botKey', 'dashboardContracts.errors.botRequired');
    else if (/\s/.test(botKey) || botKey.length > MAX_BOT_KEY)
      at('botKey', 'dashboardContracts.errors.botInvalid');
    if (!isContractCommandUrl(commandUrl)) at('commandUrl', 'dashboardContracts.errors.commandUrlInvalid');
    else if ((uses.get(commandUrl) ?? 0) > 1)
      at('commandUrl', 'dashboardContracts.errors.commandUrlDuplicate');
    if (key.length > MAX_CONTRACT_KEY) at('key', 'dashboardContracts.errors.keyInvalid');
    if (key === '') {
      const same = stored.find(
        (old) => old.commandUrl === commandUrl && (old.botKey === botKey || !old.botKey),
      );
      if (same) key = same.key;
      else at('key', 'dashboardContracts.errors.keyRequired');
    }
    return { botKey, commandUrl, key };
  });
  const first = Object.values(fields)[0];
  return first === undefined ? ok(contracts) : fail(first, fields);
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
