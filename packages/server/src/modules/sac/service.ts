// Until core's index exports contracts/studio-sac.ts (the integrator's), its contract is read by path.
import {
  type AttendantStatus,
  type BacklogSort,
  type BacklogTable,
  type ConversationStatus,
  DAY_MS,
  type DateRange,
  type Filter,
  isAttendantStatus,
  type OperatorStatusTable,
  type PostCount,
  ratingColor,
  ratingLevel,
  STATUS_OF_FILTER_NAME,
  STUDIO_SAC_DEFAULT_TAKE,
  type StudioSacAnswer,
  type StudioSacEndpoint,
  type StudioSacInterval,
  SURVEY_MAX_SCORE,
  SURVEY_MIN_SCORE,
  type SurveyAnswers,
  type SurveyKind,
  type SurveyScores,
  startOfZonedDay,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';
import { num, text, textOrNull } from '../../stores/analytics/row-values.ts';
import { allHit } from '../../stores/analytics/scoped-statements.ts';
import { type CardDataAsk, periodScopeOf } from '../card-data-ask.ts';
import { createSacStatements, pageNames, type SacScope } from './statements.ts';

/*
 * The studio SAC endpoints (spec §7 "studio"), counted through the analytics compiler (no SQL here). What each
 * answers is core's contract (contracts/studio-sac.ts, docs/sac-and-pages.md). Every count is within the scope's
 * filter (an owned card's carries the connected pages and page_scope) and staging flag.
 */

export interface StudioSacDeps {
  /** Shared with the charts and the other services; one is made when none is given. */
  cache?: ResultCache;
  /** The instant backlog waits are measured at. */
  now?: () => number;
  /**
   * The universe's collected share of each channel (channel → share in (0, 1]; a channel left out is 1):
   * projection divides each channel's count by it. By default every channel is 1.
   */
  collectedShares?: (universeId: string) => Promise<Readonly<Record<string, number>>>;
}

/** One request as the service takes it: the handler's options and the scope's period, staging flag and filter. */
export interface StudioSacAsk extends CardDataAsk {
  take?: number;
  sort?: BacklogSort;
  /** post/count: the current statuses counted (filter names: Aberto, Pendente, …). */
  sacLastStatus?: readonly (keyof typeof STATUS_OF_FILTER_NAME)[];
  projection?: boolean;
  interval?: StudioSacInterval;
  surveyType?: SurveyKind;
  maxScore?: number;
  group?: 'score';
}

export interface StudioSacResult<E extends StudioSacEndpoint> {
  answer: StudioSacAnswer<E>;
  /** Every statement came from the result cache. */
  cached: boolean;
}

/** The backlog: conversations whose current status is one of these. */
const BACKLOG_STATUSES: readonly ConversationStatus[] = ['opened', 'pending'];

/** A collected share in (0, 1]; anything else (unset, 0, negative, above 1, not a number) counts as 1. */
export const shareOf = (shares: Readonly<Record<string, number>>, channel: string): number => {
  const share = shares[channel];
  return share !== undefined && Number.isFinite(share) && share > 0 && share <= 1 ? share : 1;
};

/** Every São Paulo day the period touches, by its first ms. */
export function periodDays(period: DateRange): number[] {
  const days: number[] = [];
  for (let day = startOfZonedDay(period.start); day <= period.end; ) {
    days.push(day);
    // The next day's start: a day is 23 to 25 hours long.
    day = startOfZonedDay(day + DAY_MS + DAY_MS / 4);
  }
  return days;
}

const withoutKey = (filter: Filter, key: keyof Filter): Filter => {
  const { [key]: _left, ...rest } = filter;
  return rest as Filter;
};

/** The kind's score over its answers per score value (contracts/studio-sac.ts); null without answers. */
export function surveyScore(kind: SurveyKind, counts: ReadonlyMap<number, number>): number | null {
  const answers = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (answers === 0) return null;
  const share = (test: (score: number) => boolean) =>
    ([...counts.entries()].reduce((sum, [score, n]) => (test(score) ? sum + n : sum), 0) / answers) * 100;
  if (kind === 'NPS') return share((score) => score >= 9) - share((score) => score <= 6);
  if (kind === 'CES') return share((score) => score >= 5);
  return share((score) => score >= 4);
}

export function createStudioSacService(engine: AnalyticsEngine, deps: StudioSacDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  const now = deps.now ?? Date.now;
  const collectedShares = deps.collectedShares ?? (async () => ({}));
  const run = createSacStatements(cache);

  const scopeOf = (ask: StudioSacAsk): SacScope => periodScopeOf(ask);

  const endpoints: {
    [E in StudioSacEndpoint]: (scope: SacScope, ask: StudioSacAsk) => Promise<StudioSacResult<E>>;
  } = {
    /**
     * The posts the filter selects in the period, per channel (and per day with interval D); with projection
     * each channel's count divided by its collected share. sac_last_status names the current statuses counted
     * (the backlog), replacing the filter's own key of that name.
     */
    async 'post/count'(scope, ask) {
      const statuses = ask.sacLastStatus?.map((name) => STATUS_OF_FILTER_NAME[name]);
      const interval = ask.interval ?? 'NI';
      const projection = ask.projection ?? false;
      const [counted, shares] = await Promise.all([
        run(scope, {
          entity: 'posts',
          groups: ['channel'],
          metrics: [['id', 'count']],
          sortBy: 'groups',
          ascending: true,
          daily: interval === 'D',
          ...(statuses
            ? {
                where: [{ field: 'sacStatus', oneOf: [...new Set(statuses)].sort() }],
                filter: withoutKey(scope.filter, 'sac_last_status'),
              }
            : {}),
        }),
        projection ? collectedShares(scope.universeId) : Promise.resolve({}),
      ]);
      const shareOfChannel = (channel: string) => (projection ? shareOf(shares, channel) : 1);
      const perChannel = new Map<string, number>();
      const perDay = new Map<number, number>();
      for (const row of counted.rows) {
        const channel = text(row.s0);
        const posts = num(row.m0);
        if (channel === '' || posts === 0) continue;
        perChannel.set(channel, (perChannel.get(channel) ?? 0) + posts);
        if (interval === 'D') {
          const day = num(row.ts);
          perDay.set(day, (perDay.get(day) ?? 0) + posts / shareOfChannel(channel));
        }
      }
      const channels = [...perChannel.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([channel, posts]) => {
          const share = shareOfChannel(channel);
          return { channel, posts, share, projected: posts / share };
        });
      const answer: PostCount = {
        status: 'ok',
        interval,
        projection,
        total: channels.reduce((sum, channel) => sum + channel.projected, 0),
        points: interval === 'D' ? periodDays(scope.period).map((day) => [day, perDay.get(day) ?? 0]) : [],
        channels,
      };
      return { answer, cached: counted.hit };
    },

    /** The backlog: conversations that arrived in the period and are opened or pending now, oldest first. */
    async 'feed/backlog-table'(scope, ask) {
      const asOf = now();
      const ascending = (ask.sort ?? 'date_asc') === 'date_asc';
      const where = [{ field: 'sacStatus', oneOf: [...BACKLOG_STATUSES].sort() }];
      const picked = await run(scope, {
        entity: 'posts',
        groups: ['id'],
        metrics: [['postedAt', 'max']],
        where,
        ascending,
        take: ask.take ?? STUDIO_SAC_DEFAULT_TAKE,
      });
      const ids = picked.rows.map((row) => text(row.s0));
      if (ids.length === 0) {
        return { answer: { status: 'ok', now: asOf, items: [] }, cached: picked.hit };
      }
      const details = await run(scope, {
        entity: 'posts',
        groups: ['id', 'channel', 'pid', 'username', 'text', 'url', 'sacType', 'sacStatus'],
        metrics: [['postedAt', 'max']],
        where: [...where, { field: 'id', oneOf: [...ids].sort() }],
      });
      const names = await pageNames(
        run,
        scope,
        details.rows.map((row) => text(row.s2)),
      );
      const byId = new Map(details.rows.map((row) => [text(row.s0), row]));
      const items: BacklogTable['items'] = ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const postedAt = num(row.m0);
        const pageId = text(row.s2);
        return [
          {
            id,
            postedAt,
            channel: text(row.s1),
            pageId,
            page: names.names.get(pageId) ?? pageId,
            username: text(row.s3),
            text: text(row.s4),
            url: textOrNull(row.s5),
            sacType: textOrNull(row.s6),
            status: text(row.s7),
            waitMs: Math.max(0, asOf - postedAt),
          },
        ];
      });
      return {
        answer: { status: 'ok', now: asOf, items },
        cached: allHit([picked, details]) && names.hit,
      };
    },

    /**
     * Per SAC operator (those with a status change up to the period's end, or an answer in it): the latest
     * status change at or before the period's end, and the open_to_answer changes in the period.
     */
    async 'status-table'(scope) {
      const [latest, answered] = await Promise.all([
        run(scope, {
          entity: 'operator-status',
          groups: ['operator', 'status'],
          metrics: [['changedAt', 'max']],
          latestPer: 'operator',
          over: 'upToEnd',
        }),
        run(scope, {
          entity: 'sac-status',
          groups: ['operator'],
          metrics: [['id', 'count']],
          where: [
            { field: 'event', equals: 'open_to_answer' },
            { field: 'operator', isNull: false },
          ],
        }),
      ]);
      const statusOf = new Map<string, { status: AttendantStatus; at: number }>();
      for (const row of latest.rows) {
        const status = text(row.s1);
        if (isAttendantStatus(status)) statusOf.set(text(row.s0), { status, at: num(row.m0) });
      }
      const answers = new Map(answered.rows.map((row) => [text(row.s0), num(row.m0)]));
      const operators = [...new Set([...statusOf.keys(), ...answers.keys()])]
        .filter((operator) => operator !== '')
        .sort((a, b) => a.localeCompare(b, 'pt-BR'));
      const answer: OperatorStatusTable = {
        status: 'ok',
        items: operators.map((operator) => ({
          operator,
          status: statusOf.get(operator)?.status ?? null,
          statusChangeTime: statusOf.get(operator)?.at ?? null,
          answered: answers.get(operator) ?? 0,
        })),
      };
      return { answer, cached: latest.hit && answered.hit };
    },

    /** The survey answers of the period (of one kind when asked), newest first. */
    async 'sac-surveys'(scope, ask) {
      const surveys = await run(scope, {
        entity: 'sac-surveys',
        groups: ['id', 'username', 'channel', 'pid', 'operator', 'surveyType'],
        metrics: [
          ['surveyDate', 'max'],
          ['surveyScore', 'max'],
        ],
        ...(ask.surveyType === undefined ? {} : { where: [{ field: 'surveyType', equals: ask.surveyType }] }),
        take: ask.take ?? STUDIO_SAC_DEFAULT_TAKE,
      });
      const names = await pageNames(
        run,
        scope,
        surveys.rows.map((row) => text(row.s3)),
      );
      const items: SurveyAnswers['items'] = surveys.rows.flatMap((row) => {
        const kind = text(row.s5) as SurveyKind;
        if (!(kind in SURVEY_MAX_SCORE)) return [];
        const score = num(row.m1);
        const [max, min] = [SURVEY_MAX_SCORE[kind], SURVEY_MIN_SCORE[kind]];
        const pageId = text(row.s3);
        return [
          {
            id: text(row.s0),
            username: text(row.s1),
            channel: text(row.s2),
            pageId,
            page: names.names.get(pageId) ?? pageId,
            operator: textOrNull(row.s4),
            surveyType: kind,
            score,
            level: ratingLevel(score, max, min),
            color: ratingColor(score, max, min),
            surveyDate: num(row.m0),
          },
        ];
      });
      return { answer: { status: 'ok', items }, cached: surveys.hit && names.hit };
    },

    /** The kind's score over the period's answers, and with group=score the answers per score value. */
    async 'sac-surveys/scores'(scope, ask) {
      const kind = ask.surveyType ?? 'CSAT';
      const [min, max] = [SURVEY_MIN_SCORE[kind], SURVEY_MAX_SCORE[kind]];
      if (ask.maxScore !== undefined && ask.maxScore !== max)
        throw new AppError(400, 'VALIDATION', 'studioSac.errors.maxScore', {
          maxScore: 'studioSac.errors.maxScore',
        });
      const counted = await run(scope, {
        entity: 'sac-surveys',
        groups: ['surveyScore'],
        metrics: [['id', 'count']],
        where: [{ field: 'surveyType', equals: kind }],
      });
      const counts = new Map<number, number>();
      for (const row of counted.rows) {
        const score = Number(text(row.s0));
        if (text(row.s0) === '' || !Number.isFinite(score)) continue;
        counts.set(score, (counts.get(score) ?? 0) + num(row.m0));
      }
      const score = surveyScore(kind, counts);
      // A score in points: 0–100, NPS −100–100.
      const floor = kind === 'NPS' ? -100 : 0;
      const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      const answer: SurveyScores = {
        status: 'ok',
        surveyType: kind,
        minScore: min,
        maxScore: max,
        answers: [...counts.values()].reduce((sum, n) => sum + n, 0),
        score,
        level: score === null ? null : ratingLevel(score, 100, floor),
        color: score === null ? null : ratingColor(score, 100, floor),
        distribution:
          ask.group === 'score'
            ? values.map((value) => ({
                score: value,
                answers: counts.get(value) ?? 0,
                level: ratingLevel(value, max, min),
                color: ratingColor(value, max, min),
              }))
            : [],
      };
      return { answer, cached: counted.hit };
    },
  };

  return {
    cache,
    /** Answers one endpoint (spec §7): its contract's answer, and whether it was all cached. */
    answer<E extends StudioSacEndpoint>(endpoint: E, ask: StudioSacAsk): Promise<StudioSacResult<E>> {
      const scope = scopeOf(ask);
      return (endpoints[endpoint] as (scope: SacScope, ask: StudioSacAsk) => Promise<StudioSacResult<E>>)(
        scope,
        ask,
      );
    },
  };
}

export type StudioSacService = ReturnType<typeof createStudioSacService>;
