import type { OperatorsAnswer, OperatorsKey, SlaScore, StatusChangeSort, StudioPage } from '@mirante/core';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';
import { type CardDataAsk, periodScopeOf } from '../card-data-ask.ts';
import { createStudioRepository } from '../studio/repository.ts';
import { incomingAttended, productivityDaily, productivityOverall, repliesByChannel, sla } from './counts.ts';
import { operatorOptions, operatorsTable, statusChanges } from './logs.ts';
import { createStatements, type OperatorsScope } from './statements.ts';

/*
 * The card data of operators-logs, productivity, total-calls and sac-reports (spec §7), counted through the
 * compiler from the conversations' status changes (sac-status) and the operators' (operator-status). What
 * each answers is core's contract (contracts/operators.ts): the operators' logs in logs.ts, the counts of
 * cases, attendances, SLA and replies in counts.ts, the statements they describe in statements.ts.
 */

/** One request as the service takes it: the handler's options and the scope's filter, period and staging flag. */
export interface OperatorsAsk extends CardDataAsk {
  take?: number;
  sort?: StatusChangeSort;
  hours?: number;
  score?: SlaScore;
  variation?: boolean;
}

export interface OperatorsDeps {
  /** Shared with the other card data; one is made when none is given. */
  cache?: ResultCache;
  /** The present instant (time in each status up to now, the options). */
  now?: () => number;
  /** The universe's pages with their names (studio's lookup by default). */
  pages?: (universeId: string) => Promise<StudioPage[]>;
}

export interface OperatorsResult<K extends OperatorsKey> {
  answer: OperatorsAnswer<K>;
  /** Every statement came from the result cache. */
  cached: boolean;
}

export function createOperatorsService(engine: AnalyticsEngine, deps: OperatorsDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  const now = deps.now ?? Date.now;
  const run = createStatements(cache);
  const pages = deps.pages ?? createStudioRepository(engine).pages;

  const scopeOf = (ask: OperatorsAsk): OperatorsScope => ({
    ...periodScopeOf(ask, 'operators.errors.badPeriod'),
    now: now(),
  });

  const take = (ask: OperatorsAsk) => (ask.take === undefined ? {} : { take: ask.take });

  const endpoints: {
    [K in OperatorsKey]: (scope: OperatorsScope, ask: OperatorsAsk) => Promise<OperatorsResult<K>>;
  } = {
    'operators-logs/operators-table': (scope, ask) => operatorsTable(run, scope, take(ask)),
    'operators-logs/get-options': (scope) => operatorOptions(run, scope, pages),
    'operators-logs/status-change': (scope, ask) =>
      statusChanges(run, scope, { ...take(ask), ...(ask.sort ? { sort: ask.sort } : {}) }),
    'operators-logs/sla': (scope, ask) =>
      sla(run, scope, {
        ...(ask.hours === undefined ? {} : { hours: ask.hours }),
        ...(ask.score === undefined ? {} : { score: ask.score }),
      }),
    'productivity/overall': (scope, ask) =>
      productivityOverall(run, scope, { variation: ask.variation === true }),
    'productivity/daily': (scope) => productivityDaily(run, scope),
    'total-calls/incoming-attended/daily': (scope) => incomingAttended(run, scope),
    'sac-reports/charts/replier-by-channel': (scope, ask) => repliesByChannel(run, scope, take(ask)),
  };

  return {
    cache,
    /** Answers one endpoint (spec §7): its contract's answer, and whether it was all cached. */
    answer<K extends OperatorsKey>(key: K, ask: OperatorsAsk): Promise<OperatorsResult<K>> {
      return endpoints[key](scopeOf(ask), ask) as Promise<OperatorsResult<K>>;
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
