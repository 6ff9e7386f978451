import {
  type ActivityGroup,
  type AvgTimeGroup,
  codesOf,
  type DateRange,
  KEY_METRICS_CHANNEL,
  type LoversOrHaters,
  type PageTotals,
  type PerformanceAnswer,
  type PerformanceEndpoint,
  previousDateRange,
  RESPONSE_TIME_RANGES,
  type SortOption,
  type UserPostsGroup,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import type { RowCondition } from '../../stores/analytics/compiler/compile-series.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache, type ResultCache } from '../../stores/analytics/result-cache.ts';
import { averageOf, byName, num, text, textOrNull } from '../../stores/analytics/row-values.ts';
import { allHit } from '../../stores/analytics/scoped-statements.ts';
import { type CardDataAsk, periodScopeOf } from '../card-data-ask.ts';
import { createStatements, type PerformanceScope, pageNames, type RunStatement } from './statements.ts';

/*
 * The performance endpoints (spec §7 "Performance service"), counted through the analytics compiler over the
 * posts, the collected profiles (entity users) and the conversations' status changes (sac-status). What each
 * answers is core's contract (contracts/performance.ts). Every count is within the scope's filter and staging
 * flag, of the connected pages the filter names (page_scope: their own publications and profiles, or the
 * conversations on them: without pages, nothing).
 */

/** One request as the service takes it: the handler's options, and the scope's period, filter and staging flag. */
export interface PerformanceAsk extends CardDataAsk {
  take?: number;
  sort?: SortOption;
  group?: string;
  loversAndHaters?: LoversOrHaters;
}

export interface PerformanceDeps {
  /** Shared with the charts, the war-room and the other services; one is made when none is given. */
  cache?: ResultCache;
}

export interface PerformanceResult<E extends PerformanceEndpoint> {
  answer: PerformanceAnswer<E>;
  /** Every statement came from the result cache. */
  cached: boolean;
}

type Result<E extends PerformanceEndpoint> = Promise<PerformanceResult<E>>;

const badRequest = (field: string) =>
  new AppError(400, 'VALIDATION', 'errors.badRequest', { [field]: 'errors.badRequest' });

/** Operator actions: an attendance (open_to_answer) and a conclusion (answer_to_finished). */
const OPERATOR_EVENTS = ['open_to_answer', 'answer_to_finished'];
const ANSWERED: RowCondition = { field: 'event', equals: 'open_to_answer' };
const RECEIVED: RowCondition = { field: 'event', equals: 'posted_to_open' };
const TIMED: RowCondition = { field: 'responseMs', isNull: false };
const HAS_OPERATOR: RowCondition = { field: 'operator', isNull: false };

/** The feed's orders: the metric ranked first (its direction); ties by post id. */
const FEED_ORDER: Record<SortOption, { metric: readonly [string, 'max' | 'sum']; ascending: boolean }> = {
  date_desc: { metric: ['postedAt', 'max'], ascending: false },
  date_asc: { metric: ['postedAt', 'max'], ascending: true },
  likes: { metric: ['likes', 'sum'], ascending: false },
  comments: { metric: ['comments', 'sum'], ascending: false },
  shares: { metric: ['shares', 'sum'], ascending: false },
  interactions: { metric: ['interactions', 'sum'], ascending: false },
  // The feed weighs nothing by recency: hot ranks by interactions.
  hot: { metric: ['interactions', 'sum'], ascending: false },
  influence: { metric: ['followers', 'max'], ascending: false },
};

/** Percent change from the previous value; null when it was 0. */
const change = (current: number, previous: number) =>
  previous === 0 ? null : ((current - previous) / previous) * 100;

/** Counts per sentiment of the polarity codes (negative: 2 and -1). */
const SENTIMENT_COUNTS = (['positive', 'negative', 'neutral'] as const).map((sentiment) => ({
  sentiment,
  codes: codesOf(sentiment),
}));

export function createPerformanceService(engine: AnalyticsEngine, deps: PerformanceDeps = {}) {
  const cache = deps.cache ?? createResultCache(engine);
  const run: RunStatement = createStatements(cache);

  const scopeOf = (ask: PerformanceAsk): PerformanceScope => periodScopeOf(ask);

  /**
   * The pages' own publications in a range (count, Σ interactions, reach, impressions) and their followers: each
   * profile at its latest measure up to the range's end, added up.
   */
  async function pageTotals(scope: PerformanceScope, range: DateRange, where: readonly RowCondition[]) {
    const [posts, profiles] = await Promise.all([
      run(scope, {
        entity: 'posts',
        part: 'publications',
        range,
        where,
        metrics: [
          ['id', 'count'],
          ['interactions', 'sum'],
          ['reach', 'sum'],
          ['impressions', 'sum'],
        ],
      }),
      run(scope, {
        entity: 'users',
        part: 'publications',
        range: { start: 0, end: range.end },
        where,
        metrics: [['followers', 'sum']],
      }),
    ]);
    const row = posts.rows[0];
    const totals: PageTotals = {
      publications: num(row?.m0),
      interactions: num(row?.m1),
      reach: num(row?.m2),
      impressions: num(row?.m3),
      followers: num(profiles.rows[0]?.m0),
    };
    return { totals, hit: allHit([posts, profiles]) };
  }

  async function overview(scope: PerformanceScope): Result<'page/overview'> {
    const { totals, hit } = await pageTotals(scope, scope.period, []);
    return { answer: { status: 'ok', ...totals }, cached: hit };
  }

  /** The Facebook pages this period and the one of equal length before it. */
  async function keyMetrics(scope: PerformanceScope): Result<'facebook/comparison/keymetrics'> {
    const facebook: RowCondition[] = [{ field: 'channel', equals: KEY_METRICS_CHANNEL }];
    const before = previousDateRange(scope.period);
    const [current, previous] = await Promise.all([
      pageTotals(scope, scope.period, facebook),
      pageTotals(scope, before, facebook),
    ]);
    const c = current.totals;
    const p = previous.totals;
    return {
      answer: {
        status: 'ok',
        channel: KEY_METRICS_CHANNEL,
        current: { start: scope.period.start, end: scope.period.end, ...c },
        previous: { start: before.start, end: before.end, ...p },
        variation: {
          publications: change(c.publications, p.publications),
          interactions: change(c.interactions, p.interactions),
          reach: change(c.reach, p.reach),
          impressions: change(c.impressions, p.impressions),
          followers: change(c.followers, p.followers),
        },
      },
      cached: current.hit && previous.hit,
    };
  }

  /** Conversations received (posted_to_open changes) per São Paulo day and channel. */
  async function callsQuantity(scope: PerformanceScope): Result<'report/calls_quantity'> {
    const { rows, hit } = await run(scope, {
      entity: 'sac-status',
      part: 'conversations',
      groups: ['channel'],
      metrics: [['id', 'count']],
      where: [RECEIVED],
      daily: true,
      sortBy: 'groups',
      ascending: true,
    });
    const byChannel = new Map<string, [number, number][]>();
    for (const row of rows) {
      const points = byChannel.get(text(row.s0)) ?? [];
      points.push([num(row.ts), num(row.m0)]);
      byChannel.set(text(row.s0), points);
    }
    const channels = [...byChannel.entries()]
      .map(([channel, points]) => ({
        channel,
        total: points.reduce((sum, [, value]) => sum + value, 0),
        points,
      }))
      .sort((a, b) => b.total - a.total || a.channel.localeCompare(b.channel));
    return {
      answer: { status: 'ok', total: channels.reduce((sum, item) => sum + item.total, 0), channels },
      cached: hit,
    };
  }

  /** Each connected page's followers on each São Paulo day it was measured (its latest measure that day). */
  async function fanEvolution(scope: PerformanceScope): Result<'page/fan_evolution'> {
    const days = await run(scope, {
      entity: 'users',
      part: 'publications',
      groups: ['uid', 'channel'],
      metrics: [
        ['followers', 'sum'],
        ['id', 'count'],
      ],
      daily: true,
      sortBy: 'groups',
      ascending: true,
    });
    const pages = new Map<string, { channel: string; points: [number, number][] }>();
    for (const row of days.rows) {
      const page = pages.get(text(row.s0)) ?? { channel: text(row.s1), points: [] };
      if (num(row.m1) > 0) page.points.push([num(row.ts), num(row.m0)]);
      pages.set(text(row.s0), page);
    }
    const { names, hit } = await pageNames(run, scope, [...pages.keys()]);
    const items = [...pages.entries()]
      .filter(([, page]) => page.points.length > 0)
      .map(([id, page]) => ({
        page: id,
        name: names.get(id) ?? id,
        channel: page.channel,
        points: page.points,
      }))
      .sort((a, b) => byName(a.name, b.name) || byName(a.page, b.page));
    return { answer: { status: 'ok', pages: items }, cached: days.hit && hit };
  }

  /** The pages' own publications in the feed's order, with their tags, themes and groups. */
  async function feed(scope: PerformanceScope, ask: PerformanceAsk): Result<'sac/feed'> {
    const order = FEED_ORDER[ask.sort ?? 'date_desc'];
    const posts = await run(scope, {
      entity: 'posts',
      part: 'publications',
      groups: ['id', 'channel', 'text', 'url', 'uid', 'username'],
      metrics: [
        order.metric,
        ['postedAt', 'max'],
        ['likes', 'sum'],
        ['comments', 'sum'],
        ['shares', 'sum'],
        ['interactions', 'sum'],
        ['views', 'sum'],
        ['followers', 'max'],
        ['polarity', 'max'],
        ['gender', 'max'],
      ],
      ascending: order.ascending,
      ...(ask.take === undefined ? {} : { take: ask.take }),
    });
    const ids = posts.rows.map((row) => text(row.s0));
    const lists = ids.length
      ? await Promise.all(
          (['tag', 'theme', 'group'] as const).map((field) =>
            run(scope, {
              entity: 'posts',
              part: 'publications',
              groups: ['id', field],
              metrics: [['id', 'count']],
              where: [{ field: 'id', oneOf: ids }],
              sortBy: 'groups',
              ascending: true,
            }),
          ),
        )
      : [];
    const listOf = (index: number, id: string) =>
      (lists[index]?.rows ?? [])
        .filter((row) => text(row.s0) === id && text(row.s1) !== '')
        .map((row) => text(row.s1))
        .sort(byName);
    const items = posts.rows.map((row) => {
      const id = text(row.s0);
      return {
        id,
        channel: text(row.s1),
        postedAt: num(row.m1),
        text: text(row.s2),
        url: textOrNull(row.s3),
        uid: textOrNull(row.s4),
        username: textOrNull(row.s5),
        followers: num(row.m7),
        likes: num(row.m2),
        comments: num(row.m3),
        shares: num(row.m4),
        interactions: num(row.m5),
        views: num(row.m6),
        polarity: num(row.m8),
        gender: num(row.m9),
        tags: listOf(0, id),
        themes: listOf(1, id),
        groups: listOf(2, id),
        hot: num(row.m5),
      };
    });
    return { answer: { status: 'ok', posts: items }, cached: allHit([posts, ...lists]) };
  }

  /**
   * The lovers' or haters' choice a request counts: the asked one, within the filter's own choice (asking
   * lovers of a filter choosing only haters counts nobody: `[]`).
   */
  const loversChoice = (scope: PerformanceScope, asked: LoversOrHaters | undefined) => {
    const chosen = scope.filter.lovers_and_haters ?? [];
    if (asked === undefined) return null;
    return chosen.length === 0 || chosen.includes(asked) ? [asked] : [];
  };

  /** The authors of conversations on the pages, most conversations first, with their sentiment counts. */
  async function engagedUsers(scope: PerformanceScope, ask: PerformanceAsk): Result<'engaged-users'> {
    const choice = loversChoice(scope, ask.loversAndHaters);
    const loversAndHaters = ask.loversAndHaters ?? null;
    if (choice?.length === 0) return { answer: { status: 'ok', loversAndHaters, items: [] }, cached: true };
    const narrow = choice ? { lovers_and_haters: choice } : {};
    const sentiments = SENTIMENT_COUNTS.flatMap(({ codes }) => codes);
    const authors = await run(scope, {
      entity: 'posts',
      part: 'conversations',
      narrow,
      groups: ['uid', 'channel'],
      metrics: [['id', 'count'], ...sentiments.map(() => ['id', 'count'] as const)],
      metricWhere: [undefined, ...sentiments.map((code) => [{ field: 'polarity', equals: code }])],
      where: [{ field: 'uid', isNull: false }],
      ...(ask.take === undefined ? {} : { take: ask.take }),
    });
    const uids = [...new Set(authors.rows.map((row) => text(row.s0)))];
    const usernames = uids.length
      ? await run(scope, {
          entity: 'posts',
          part: 'conversations',
          narrow,
          groups: ['uid', 'username'],
          metrics: [['postedAt', 'max']],
          where: [
            { field: 'uid', oneOf: uids },
            { field: 'username', isNull: false },
          ],
        })
      : null;
    const latest = new Map<string, { name: string; at: number }>();
    for (const row of usernames?.rows ?? []) {
      const known = latest.get(text(row.s0));
      if (text(row.s1) !== '' && (!known || num(row.m0) > known.at))
        latest.set(text(row.s0), { name: text(row.s1), at: num(row.m0) });
    }
    const items = authors.rows.map((row) => {
      // m1… are the sentiments' codes in SENTIMENT_COUNTS order.
      let m = 1;
      const counts = Object.fromEntries(
        SENTIMENT_COUNTS.map(({ sentiment, codes }) => {
          let total = 0;
          for (const _ of codes) total += num(row[`m${m++}`]);
          return [sentiment, total];
        }),
      ) as Record<'positive' | 'negative' | 'neutral', number>;
      const sentiment =
        counts.positive > counts.negative
          ? ('positive' as const)
          : counts.negative > counts.positive
            ? ('negative' as const)
            : ('neutral' as const);
      return {
        uid: text(row.s0),
        username: latest.get(text(row.s0))?.name ?? null,
        channel: text(row.s1),
        posts: num(row.m0),
        ...counts,
        sentiment,
      };
    });
    return {
      answer: { status: 'ok', loversAndHaters, items },
      cached: allHit([authors, ...(usernames ? [usernames] : [])]),
    };
  }

  /** The themes or tags of the (lovers' or haters') conversations on the pages, most frequent first. */
  async function userPosts(scope: PerformanceScope, ask: PerformanceAsk): Result<'user-posts'> {
    const group = (ask.group ?? 'theme') as UserPostsGroup;
    if (group !== 'theme' && group !== 'tag') throw badRequest('group');
    const choice = loversChoice(scope, ask.loversAndHaters);
    const loversAndHaters = ask.loversAndHaters ?? null;
    if (choice?.length === 0)
      return { answer: { status: 'ok', group, loversAndHaters, items: [] }, cached: true };
    const take = ask.take;
    const { rows, hit } = await run(scope, {
      entity: 'posts',
      part: 'conversations',
      narrow: choice ? { lovers_and_haters: choice } : {},
      groups: [group],
      metrics: [['id', 'count']],
      // One more: a post without any is counted under '' and left out.
      ...(take === undefined ? {} : { take: take + 1 }),
    });
    const items = rows
      .filter((row) => text(row.s0) !== '')
      .map((row) => ({ key: text(row.s0), count: num(row.m0) }))
      .slice(0, take);
    return { answer: { status: 'ok', group, loversAndHaters, items }, cached: hit };
  }

  /**
   * Response times of the open_to_answer changes in the period: the average over all and, per operator, page or
   * time range, each group's count and average.
   */
  async function avgTimes(
    scope: PerformanceScope,
    ask: PerformanceAsk,
  ): Result<'report/avg_time_distribution'> {
    const group = (ask.group ?? 'total') as AvgTimeGroup;
    const timed = { entity: 'sac-status', part: 'conversations', where: [ANSWERED, TIMED] } as const;
    const average = [
      ['responseMs', 'avg'],
      ['responseMs', 'count'],
    ] as const;
    const all = await run(scope, { ...timed, metrics: average });
    const averageMs = averageOf(all.rows[0]?.m0, all.rows[0]?.m1);
    const measured = num(all.rows[0]?.m1);
    const answer = (items: PerformanceAnswer<'report/avg_time_distribution'>['items']) => ({
      status: 'ok' as const,
      group,
      averageMs,
      measured,
      items,
    });
    if (group === 'total') return { answer: answer([]), cached: all.hit };
    if (group === 'timeRange') {
      const bounds = RESPONSE_TIME_RANGES.map((range) => [
        ...(range.fromMs === null ? [] : [{ field: 'responseMs', atLeast: range.fromMs }]),
        ...(range.toMs === null ? [] : [{ field: 'responseMs', atMost: range.toMs - 1 }]),
      ]);
      const ranges = await run(scope, {
        ...timed,
        metrics: RESPONSE_TIME_RANGES.flatMap(() => average),
        metricWhere: bounds.flatMap((bound) => [bound, bound]),
      });
      const row = ranges.rows[0];
      const items = RESPONSE_TIME_RANGES.map((range, i) => ({
        key: range.key,
        name: range.key,
        count: num(row?.[`m${2 * i + 1}`]),
        averageMs: averageOf(row?.[`m${2 * i}`], row?.[`m${2 * i + 1}`]),
      }));
      return { answer: answer(items), cached: all.hit && ranges.hit };
    }
    if (group !== 'operator' && group !== 'page') throw badRequest('group');
    const field = group === 'operator' ? 'operator' : 'pageId';
    const grouped = await run(scope, {
      ...timed,
      where: [...timed.where, { field, isNull: false }],
      groups: [field],
      metrics: average,
    });
    const rows = grouped.rows.filter((row) => text(row.s0) !== '');
    const names =
      group === 'page'
        ? await pageNames(
            run,
            scope,
            rows.map((row) => text(row.s0)),
          )
        : { names: new Map<string, string>(), hit: true };
    const items = rows.map((row) => ({
      key: text(row.s0),
      name: names.names.get(text(row.s0)) ?? text(row.s0),
      count: num(row.m1),
      averageMs: averageOf(row.m0, row.m1),
    }));
    return { answer: answer(items), cached: allHit([all, grouped]) && names.hit };
  }

  /** Operator actions per operator and hour of the day (São Paulo) or channel. */
  async function activity(
    scope: PerformanceScope,
    ask: PerformanceAsk,
  ): Result<'report/activity_colaborator'> {
    const group = (ask.group ?? 'hour') as ActivityGroup;
    if (group !== 'hour' && group !== 'channel') throw badRequest('group');
    const { rows, hit } = await run(scope, {
      entity: 'sac-status',
      part: 'conversations',
      groups: ['operator', group === 'hour' ? 'hourOfDay' : 'channel'],
      metrics: [['id', 'count']],
      where: [{ field: 'event', oneOf: OPERATOR_EVENTS }, HAS_OPERATOR],
    });
    const items = rows
      .filter((row) => text(row.s0) !== '' && text(row.s1) !== '')
      .map((row) => ({ operator: text(row.s0), key: text(row.s1), count: num(row.m0) }));
    return { answer: { status: 'ok', group, items }, cached: hit };
  }

  const endpoints: {
    [E in PerformanceEndpoint]: (scope: PerformanceScope, ask: PerformanceAsk) => Result<E>;
  } = {
    'facebook/comparison/keymetrics': keyMetrics,
    'report/calls_quantity': callsQuantity,
    'page/overview': overview,
    'page/fan_evolution': fanEvolution,
    'sac/feed': feed,
    'engaged-users': engagedUsers,
    'user-posts': userPosts,
    'report/avg_time_distribution': avgTimes,
    'report/activity_colaborator': activity,
  };

  return {
    cache,
    /** Answers one endpoint (spec §7): its contract's answer, and whether it was all cached. */
    async answer<E extends PerformanceEndpoint>(
      endpoint: E,
      ask: PerformanceAsk,
    ): Promise<PerformanceResult<E>> {
      return endpoints[endpoint](scopeOf(ask), ask);
    },
  };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
