import type { ChatbotInterval } from '@mirante/core';
import { type CardDataAsk, cardDataAskOf } from '../card-data-ask.ts';
import type { CardDataScope } from '../publishing/guest-service.ts';

/**
 * What every per-bot request asks its service (the chatbot and desk endpoints): the handler's bot, universe,
 * interval and take, and the scope's period, staging flag and filter.
 */
export interface BotAsk extends CardDataAsk {
  botKey: string;
  interval: ChatbotInterval;
  take?: number;
}

/** The common part of a per-bot request's ask, from its query and scope. */
export function botAskOf(
  query: { botKey: string; universe_id: string; interval: ChatbotInterval; take?: number | undefined },
  scope: CardDataScope,
): BotAsk {
  return {
    botKey: query.botKey,
    ...cardDataAskOf(query, scope),
    interval: query.interval,
    ...(query.take === undefined ? {} : { take: query.take }),
  };
}
