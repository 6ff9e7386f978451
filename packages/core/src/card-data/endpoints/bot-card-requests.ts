import type { CardDefinition } from '../../cards/card-definition.ts';
import type { Filter } from '../../contracts/filter.ts';
import { zonedDateKey } from '../../domain/dates.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { eventCategoryFilter, selectChatbotTargets } from '../../rules/chatbot-selection.ts';
import { type CardDataContext, type CardRequest, cardDataParams } from './card-request.ts';

/** The requests of a chatbot or desk card, or why it cannot ask (spec §5, §8). */
export type BotCardPlan = { ok: true; requests: CardRequest[] } | { ok: false; message: MessageKey };

export interface BotCardOptions {
  service: 'chatbot-analytics' | 'desk';
  /** An endpoint's route (the entry's `route`). */
  routeOf(endpoint: string): string;
  /** The endpoints asked for each bot, in the order the card's mapper reads their answers. */
  endpoints: readonly string[];
  /** The card shows one bot at a time (spec §8 supportsOnlyOneBot). */
  singleBot: boolean;
  /** The card needs an event category (spec §5). */
  needsCategory: boolean;
}

const parsedFilter = (filter: string | null): Filter =>
  filter === null ? {} : (JSON.parse(filter) as Filter);

/**
 * One request per selected bot and endpoint (spec §7): the bot and its contract's command URL, the period as
 * date_range and as the platform's startDate and endDate, the card's fixed params and its merged filter. The
 * bots and contracts come from that filter (the card's choice over the global one); without them the card
 * shows emptyBot, and a single-bot card given several shows supportsOnlyOneBot.
 */
export function botCardPlan(
  definition: CardDefinition,
  context: CardDataContext,
  filter: string | null,
  options: BotCardOptions,
): BotCardPlan {
  const merged = parsedFilter(filter);
  const targets = selectChatbotTargets({
    cardFilter: merged,
    globalFilter: {},
    contracts: context.contracts,
    singleBot: options.singleBot,
  });
  if (!targets.ok) return { ok: false, message: targets.error };
  let category: string | null = null;
  if (options.needsCategory) {
    const chosen = eventCategoryFilter(null, merged, {});
    if (!chosen.ok) return { ok: false, message: chosen.error };
    category = chosen.value;
  }
  const { query } = definition;
  const params = query.service === options.service ? query.params : {};
  const fixed = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
  );
  // One request per bot, whatever the number of contracts selected for it: the answer is the bot's.
  const bots = [...new Map(targets.value.map((target) => [target.botKey, target])).values()];
  const requests = bots.flatMap((target) =>
    options.endpoints.map(
      (endpoint): CardRequest => ({
        endpoint: `${options.service}/${endpoint}`,
        method: 'GET',
        path: options.routeOf(endpoint),
        query: {
          ...fixed,
          ...(category === null ? {} : { category }),
          botKey: target.botKey,
          commandUrl: target.commandUrl,
          startDate: zonedDateKey(context.dateRange.start),
          endDate: zonedDateKey(context.dateRange.end),
          ...cardDataParams(context, filter),
        },
        body: null,
      }),
    ),
  );
  return { ok: true, requests };
}

export const botCardBlockedBy = (plan: BotCardPlan): MessageKey | null => (plan.ok ? null : plan.message);
export const botCardRequests = (plan: BotCardPlan): CardRequest[] => (plan.ok ? plan.requests : []);
