import {
  type ActiveIdentity,
  type AudienceSummary,
  type ChatbotAnalyticsAnswer,
  type ChatbotAnalyticsEndpoint,
  type ChatbotCount,
  type DomainCounts,
  EVENT_TRACK_MAX_TAKE,
  type EventActions,
  type EventCategories,
  type Filter,
  type InternalEntity,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import { type BotStatement, createBotStatements } from '../../stores/analytics/bot-statements.ts';
import type { RowCondition } from '../../stores/analytics/compiler/compile-series.ts';
import type { AnalyticsEngine, AnalyticsRow } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';
import { askedPeriod } from '../card-data-ask.ts';
import type { BotAsk } from './bot-ask.ts';

/*
 * The chatbot-analytics endpoints (spec §7), counted from the chatbot datasets through the analytics compiler
 * (internal entities: no SQL here). What each endpoint counts is core's contract (contracts/chatbot-analytics.ts).
 * Every count is of one bot (the request's botKey, within the filter's bots when it names any), over the
 * period (the scope's date_range, its end inclusive to the last ms of its last minute), São Paulo days.
 */

/** One request as the service takes it: what every per-bot request asks, and the campaigns' and events' own. */
export interface ChatbotAsk extends BotAsk {
  scheduled?: 'true' | 'false';
  category?: string;
}

export interface ChatbotDeps {
  /** Shared with the charts and the war-room; one is made when none is given. */
  cache?: ResultCache;
}

export interface ChatbotResult<E extends ChatbotAnalyticsEndpoint> {
  answer: ChatbotAnalyticsAnswer<E>;
  /** Every statement came from the result cache. */
  cached: boolean;
}

/** A chatbot statement: of a chatbot dataset. */
type Spec = BotStatement & { entity: InternalEntity };

const RECEIVED: RowCondition = { field: 'direction', equals: 'received' };
const SENT: RowCondition = { field: 'direction', equals: 'sent' };
const ACTIVE: RowCondition = { field: 'active', equals: true };

const num = (value: unknown) => Number(value ?? 0);
const dayPoints = (rows: readonly AnalyticsRow[]): [number, number][] =>
  rows.map((row) => [num(row.ts), num(row.m0)]);

export function createChatbotService(engine: AnalyticsEngine, deps: ChatbotDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);

  const statement = createBotStatements(cache);

  /** Runs one statement for the ask's bot, period and filter; `hit` when the result cache served it. */
  const run = (ask: ChatbotAsk, spec: Spec, filter: Filter = ask.filter) =>
    statement(
      {
        botKey: ask.botKey,
        universeId: ask.universeId,
        isStaging: ask.isStaging,
        filter,
        range: askedPeriod(ask.dateRange),
      },
      spec,
    );

  /** The period's statement, and the per-day one with interval D. */
  async function periodAndDays(ask: ChatbotAsk, spec: Spec, filter?: Filter) {
    const [period, days] = await Promise.all([
      run(ask, spec, filter),
      ask.interval === 'D' ? run(ask, { ...spec, daily: true }, filter) : Promise.resolve(null),
    ]);
    return { period: period.rows, days: days?.rows ?? [], cached: period.hit && (days?.hit ?? true) };
  }

  /**
   * One count over the period (distinct counts distinct over it), and per day with interval D. Counts and sums
   * add up over the days, which cover the period: with interval D their total is the days' sum, one statement
   * instead of two (a distinct count is not: a contact of two days is one contact of the period).
   */
  async function count(
    ask: ChatbotAsk,
    spec: Spec,
    filter?: Filter,
  ): Promise<{ answer: ChatbotCount; cached: boolean }> {
    const additive = spec.metrics.every(([, operator]) => operator === 'count' || operator === 'sum');
    const answer = (total: number, days: readonly AnalyticsRow[]): ChatbotCount => ({
      status: 'ok',
      botKey: ask.botKey,
      interval: ask.interval,
      total,
      points: dayPoints(days),
    });
    if (ask.interval === 'D' && additive) {
      const days = await run(ask, { ...spec, daily: true }, filter);
      const total = days.rows.reduce((sum, row) => sum + num(row.m0), 0);
      return { answer: answer(total, days.rows), cached: days.hit };
    }
    const { period, days, cached } = await periodAndDays(ask, spec, filter);
    return { answer: answer(num(period[0]?.m0), days), cached };
  }

  /** The request's category wins over the filter's; either narrows the events. */
  const eventScope = (ask: ChatbotAsk) => {
    const { category: _ignored, ...filter } = ask.filter;
    const category = [ask.category, ask.filter.category]
      .map((value) => value?.trim())
      .find((value): value is string => value !== undefined && value !== '');
    const where: RowCondition[] = category === undefined ? [] : [{ field: 'category', equals: category }];
    return { category: category ?? null, filter, where };
  };

  const messages = (where: readonly RowCondition[]): Spec => ({
    entity: 'chatbot-messages',
    metrics: [['id', 'count']],
    where,
  });
  const contacts = (where: readonly RowCondition[]): Spec => ({
    entity: 'chatbot-messages',
    metrics: [['contactId', 'size']],
    where,
  });

  const endpoints: { [E in ChatbotAnalyticsEndpoint]: (ask: ChatbotAsk) => Promise<ChatbotResult<E>> } = {
    'analytics/received-messages': (ask) => count(ask, messages([RECEIVED])),
    'analytics/sent-messages': (ask) => count(ask, messages([SENT])),
    'analytics/active-messages': (ask) => count(ask, messages([SENT, ACTIVE])),
    'analytics/contacts': (ask) => count(ask, contacts([])),
    'analytics/engaged-identity': (ask) => count(ask, contacts([RECEIVED])),

    async 'analytics/active-identity'(ask) {
      // Per contact (within the period, or the day): active messages sent to it, messages it sent; then the
      // contacts with the first (active) and those with both (engaged).
      const { period, days, cached } = await periodAndDays(ask, {
        entity: 'chatbot-messages',
        metrics: [
          ['id', 'count'],
          ['id', 'count'],
        ],
        metricWhere: [[SENT, ACTIVE], [RECEIVED]],
        perKey: { field: 'contactId', counts: [[0], [0, 1]] },
      });
      const answer: ActiveIdentity = {
        status: 'ok',
        botKey: ask.botKey,
        interval: ask.interval,
        total: num(period[0]?.m0),
        engaged: num(period[0]?.m1),
        points: days.map((row) => [num(row.ts), num(row.m0), num(row.m1)]),
      };
      return { answer, cached };
    },

    async 'analytics/active-messages-per-domain'(ask) {
      const { rows, hit } = await run(ask, {
        ...messages([SENT, ACTIVE]),
        groups: ['domain'],
      });
      const answer: DomainCounts = {
        status: 'ok',
        botKey: ask.botKey,
        items: rows.map((row) => ({ domain: String(row.s0 ?? ''), value: num(row.m0) })),
      };
      return { answer, cached: hit };
    },

    'analytics/event-track-count'(ask) {
      const { filter, where } = eventScope(ask);
      return count(ask, { entity: 'chatbot-events', metrics: [['count', 'sum']], where }, filter);
    },

    async 'analytics/event-track'(ask) {
      const { category, filter, where } = eventScope(ask);
      if (category === null) throw new AppError(400, 'VALIDATION', 'chatbot.categoryRequired');
      const { period, days, cached } = await periodAndDays(
        ask,
        {
          entity: 'chatbot-events',
          groups: ['action'],
          metrics: [['count', 'sum']],
          where,
          take: ask.take ?? EVENT_TRACK_MAX_TAKE,
        },
        filter,
      );
      const pointsOf = new Map<string, [number, number][]>();
      for (const row of days) {
        const action = String(row.s0 ?? '');
        const points = pointsOf.get(action) ?? [];
        points.push([num(row.ts), num(row.m0)]);
        pointsOf.set(action, points);
      }
      const answer: EventActions = {
        status: 'ok',
        botKey: ask.botKey,
        interval: ask.interval,
        category,
        actions: period.map((row) => {
          const action = String(row.s0 ?? '');
          return { action, total: num(row.m0), points: pointsOf.get(action) ?? [] };
        }),
      };
      return { answer, cached };
    },

    async 'analytics/event-track-categories'(ask) {
      const { filter, where } = eventScope(ask);
      const { rows, hit } = await run(
        ask,
        { entity: 'chatbot-events', groups: ['category'], metrics: [['count', 'sum']], where },
        filter,
      );
      const answer: EventCategories = {
        status: 'ok',
        botKey: ask.botKey,
        items: rows.map((row) => ({ category: String(row.s0 ?? ''), total: num(row.m0) })),
      };
      return { answer, cached: hit };
    },

    async 'activecampaign/audience-summary'(ask) {
      // One group per campaign (its id), newest first.
      const { rows, hit } = await run(ask, {
        entity: 'campaigns',
        groups: ['id', 'campaignName', 'scheduled'],
        metrics: [
          ['sentAt', 'max'],
          ['audience', 'sum'],
          ['sent', 'sum'],
          ['delivered', 'sum'],
          ['read', 'sum'],
          ['replied', 'sum'],
          ['failed', 'sum'],
        ],
        where: ask.scheduled === undefined ? [] : [{ field: 'scheduled', equals: ask.scheduled === 'true' }],
      });
      const answer: AudienceSummary = {
        status: 'ok',
        botKey: ask.botKey,
        campaigns: rows.map((row) => ({
          id: String(row.s0 ?? ''),
          campaignName: String(row.s1 ?? ''),
          scheduled: row.s2 === 'true',
          sentAt: num(row.m0),
          audience: num(row.m1),
          sent: num(row.m2),
          delivered: num(row.m3),
          read: num(row.m4),
          replied: num(row.m5),
          failed: num(row.m6),
        })),
      };
      return { answer, cached: hit };
    },
  };

  return {
    /** Answers one endpoint for one bot (spec §7): its contract's answer, and whether it was all cached. */
    answer<E extends ChatbotAnalyticsEndpoint>(endpoint: E, ask: ChatbotAsk): Promise<ChatbotResult<E>> {
      return endpoints[endpoint](ask);
    },
  };
}

export type ChatbotService = ReturnType<typeof createChatbotService>;
