import type { DeskAnswer, DeskEndpoint, TicketType, TimingType } from '@mirante/core';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';
import { periodScopeOf } from '../card-data-ask.ts';
import type { BotAsk } from '../chatbot/bot-ask.ts';
import { type AnalyticsEndpoint, createDeskAnalytics } from './analytics-service.ts';
import { createDeskMonitoring, type MonitoringEndpoint } from './monitoring-service.ts';
import { createStatements, type DeskScope } from './statements.ts';

/*
 * The desk endpoints (spec §7 "desk/…"), counted from the desk-tickets and attendant-status datasets through
 * the analytics compiler (internal entities, computed durations: no SQL here). What each counts is core's
 * contract (contracts/desk.ts): the period counts, times and filter lists in analytics-service.ts (its tables
 * per attendant, team and tag and the attendants' availability in period-tables.ts), the present state in
 * monitoring-service.ts; statements.ts turns what each asks into compiled statements. Every count is of one bot (the request's botKey, within the filter's bots when it
 * names any), within the scope's filter (teams, operators, tags) and staging flag.
 */

/** One request as the service takes it: the handler's query, the filter, period and staging flag of the scope. */
export interface DeskAsk extends BotAsk {
  ticketType?: readonly TicketType[];
  timingType?: TimingType;
}

export interface DeskDeps {
  /** Shared with the charts, the war-room and the chatbot; one is made when none is given. */
  cache?: ResultCache;
  /** The present instant (monitoring, availability up to now). */
  now?: () => number;
}

export interface DeskResult<E extends DeskEndpoint> {
  answer: DeskAnswer<E>;
  /** Every statement came from the result cache. */
  cached: boolean;
}

const isMonitoring = (endpoint: DeskEndpoint): endpoint is MonitoringEndpoint =>
  endpoint.startsWith('desk/monitoring/');

export function createDeskService(engine: AnalyticsEngine, deps: DeskDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  const now = deps.now ?? Date.now;
  const run = createStatements(cache);
  const analytics = createDeskAnalytics(run);
  const monitoring = createDeskMonitoring(run);

  const scopeOf = (ask: DeskAsk): DeskScope => ({ botKey: ask.botKey, ...periodScopeOf(ask), now: now() });

  return {
    /** Answers one endpoint for one bot (spec §7): its contract's answer, and whether it was all cached. */
    async answer<E extends DeskEndpoint>(endpoint: E, ask: DeskAsk): Promise<DeskResult<E>> {
      const scope = scopeOf(ask);
      const take = ask.take === undefined ? {} : { take: ask.take };
      const result = isMonitoring(endpoint)
        ? await monitoring[endpoint](scope, take)
        : await analytics[endpoint as AnalyticsEndpoint](scope, {
            interval: ask.interval,
            ...take,
            ...(ask.ticketType === undefined ? {} : { ticketType: ask.ticketType }),
            ...(ask.timingType === undefined ? {} : { timingType: ask.timingType }),
          });
      return result as DeskResult<E>;
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
