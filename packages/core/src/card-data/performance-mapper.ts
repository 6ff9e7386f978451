import type { CardDefinition } from '../cards/card-definition.ts';
import {
  type ActivityColaborator,
  type AvgTimeDistribution,
  type CallsQuantity,
  type EngagedUsers,
  type FanEvolution,
  type KeyMetrics,
  type PageOverview,
  type PageTotals,
  type PerformanceAnswer,
  type PerformanceEndpoint,
  RESPONSE_TIME_RANGES,
  type ResponseTimeRange,
  type SacFeed,
  type UserPosts,
} from '../contracts/performance.ts';
import { channelInfo } from '../domain/channels.ts';
import { SENTIMENT_INFO } from '../domain/polarity.ts';
import { fillMessage } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import type { CardData, NamedValue } from './card-data.ts';
import { durationSeconds } from './duration-seconds.ts';
import type { Translate } from './endpoints/card-endpoint.ts';
import { tableColumn } from './table-column.ts';
import { namedValue, valueData } from './value-data.ts';

/** Any performance answer, as its endpoint's schema checked it. */
export type PerformanceCardAnswer = PerformanceAnswer<PerformanceEndpoint>;

/** Performance days are São Paulo days. */
const DAY_GRAIN = 'dayOfMonth';

/** The pages' totals in the order the cards show them. */
const TOTALS: readonly [keyof PageTotals, MessageKey][] = [
  ['publications', 'performance.metric.publications'],
  ['interactions', 'performance.metric.interactions'],
  ['reach', 'performance.metric.reach'],
  ['impressions', 'performance.metric.impressions'],
  ['followers', 'performance.metric.followers'],
];

const RANGE_LABELS: Record<ResponseTimeRange, MessageKey> = {
  upTo15m: 'performance.timeRange.upTo15m',
  from15mTo1h: 'performance.timeRange.from15mTo1h',
  from1hTo4h: 'performance.timeRange.from1hTo4h',
  from4hTo12h: 'performance.timeRange.from4hTo12h',
  from12hTo24h: 'performance.timeRange.from12hTo24h',
  over24h: 'performance.timeRange.over24h',
};

/** The overview's totals side by side; nothing posted and no follower measured is the empty state. */
function overviewData(answer: PageOverview | undefined, t: Translate): CardData {
  if (!answer || TOTALS.every(([key]) => answer[key] === 0))
    return { kind: 'values', items: [], format: 'count' };
  return {
    kind: 'values',
    items: TOTALS.map(([key, label]) => namedValue(key, t(label), answer[key])),
    format: 'count',
  };
}

/** The Facebook pages' key metrics: this period, the previous one and the variation (in percent). */
function keyMetricsData(answer: KeyMetrics | undefined, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('metric', 'performance.column.metric', 'text', t),
      tableColumn('current', 'performance.column.current', 'count', t),
      tableColumn('previous', 'performance.column.previous', 'count', t),
      tableColumn('variation', 'performance.column.variation', 'percent', t),
    ],
    rows: answer
      ? TOTALS.map(([key, label]) => ({
          metric: t(label),
          current: answer.current[key],
          previous: answer.previous[key],
          variation: answer.variation[key],
        }))
      : [],
  };
}

/** Conversations received per day, one line per channel. */
function callsData(answer: CallsQuantity | undefined, t: Translate): CardData {
  return {
    kind: 'series',
    series: (answer?.channels ?? []).map((item) => {
      const channel = channelInfo(item.channel);
      return { key: item.channel, name: t(channel.label), color: channel.color, data: item.points };
    }),
    grain: DAY_GRAIN,
    format: 'count',
  };
}

/** Followers per day, one line per page, named by its name. */
function fanData(answer: FanEvolution | undefined): CardData {
  return {
    kind: 'series',
    series: (answer?.pages ?? []).map((page) => ({
      key: page.page,
      name: page.name,
      color: null,
      data: page.points,
    })),
    grain: DAY_GRAIN,
    format: 'count',
  };
}

/** Average response times: one number, one bar per operator or page, or the conversations per time range. */
function timesData(answer: AvgTimeDistribution | undefined, t: Translate): CardData {
  if (!answer || answer.group === 'total')
    return valueData(durationSeconds(answer?.averageMs ?? null), 'duration');
  if (answer.group === 'timeRange') {
    if (answer.measured === 0) return { kind: 'values', items: [], format: 'count' };
    const counts = new Map(answer.items.map((item) => [item.key, item.count]));
    return {
      kind: 'values',
      items: RESPONSE_TIME_RANGES.map((range) =>
        namedValue(range.key, t(RANGE_LABELS[range.key]), counts.get(range.key) ?? 0),
      ),
      format: 'count',
    };
  }
  return {
    kind: 'values',
    items: answer.items
      .filter((item) => item.averageMs !== null)
      .map((item) => namedValue(item.key, item.name, durationSeconds(item.averageMs) ?? 0)),
    format: 'duration',
  };
}

const hourLabel = (hour: string, t: Translate) =>
  fillMessage(t('performance.hourOfDay'), { hour: hour.padStart(2, '0') });

/**
 * The operators' actions: per hour of the day (every hour a column, one stack per operator), or per operator
 * (a bar each, one stack per channel). A missing combination is null.
 */
function activityData(answer: ActivityColaborator | undefined, t: Translate): CardData {
  const items = answer?.items ?? [];
  if (items.length === 0) return { kind: 'categories', categories: [], series: [], format: 'count' };
  const counts = new Map(items.map((item) => [`${item.operator}\u0000${item.key}`, item.count]));
  const countOf = (operator: string, key: string) => counts.get(`${operator}\u0000${key}`) ?? null;
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.operator, (totals.get(item.operator) ?? 0) + item.count);
  // Operators with the most actions first, then by name.
  const operators = [...totals.keys()].sort(
    (a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b, 'pt-BR'),
  );
  if (answer?.group === 'channel') {
    const channelTotals = new Map<string, number>();
    for (const item of items) channelTotals.set(item.key, (channelTotals.get(item.key) ?? 0) + item.count);
    const channels = [...channelTotals.keys()].sort(
      (a, b) => (channelTotals.get(b) ?? 0) - (channelTotals.get(a) ?? 0) || a.localeCompare(b),
    );
    return {
      kind: 'categories',
      categories: operators.map((operator) => ({ key: operator, name: operator, channel: null })),
      series: channels.map((key) => {
        const channel = channelInfo(key);
        return {
          key,
          name: t(channel.label),
          color: channel.color,
          values: operators.map((operator) => countOf(operator, key)),
        };
      }),
      format: 'count',
    };
  }
  const hours = Array.from({ length: 24 }, (_, hour) => String(hour));
  return {
    kind: 'categories',
    categories: hours.map((hour) => ({ key: hour, name: hourLabel(hour, t), channel: null })),
    series: operators.map((operator) => ({
      key: operator,
      name: operator,
      color: null,
      values: hours.map((hour) => countOf(operator, hour)),
    })),
    format: 'count',
  };
}

/** The authors as a table: conversations, positive and negative ones, and the main sentiment. */
function engagedData(answer: EngagedUsers | undefined, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('author', 'performance.column.author', 'text', t),
      tableColumn('channel', 'performance.column.channel', 'text', t),
      tableColumn('posts', 'performance.column.posts', 'count', t),
      tableColumn('positive', 'performance.column.positive', 'count', t),
      tableColumn('negative', 'performance.column.negative', 'count', t),
      tableColumn('sentiment', 'performance.column.sentiment', 'text', t),
    ],
    rows: (answer?.items ?? []).map((item) => ({
      author: item.username ?? item.uid,
      channel: t(channelInfo(item.channel).label),
      posts: item.posts,
      positive: item.positive,
      negative: item.negative,
      sentiment: t(SENTIMENT_INFO[item.sentiment].label),
    })),
  };
}

/** Themes or tags of the conversations: a word cloud weighs them, a ranking lists them. */
function userPostsData(definition: CardDefinition, answer: UserPosts | undefined): CardData {
  const items = answer?.items ?? [];
  if (definition.componentType === 'wordCloud')
    return {
      kind: 'terms',
      terms: items.map((item) => ({ term: item.key, weight: item.count, color: null })),
    };
  const values: NamedValue[] = items.map((item) => namedValue(item.key, item.key, item.count));
  return { kind: 'values', items: values, format: 'count' };
}

/**
 * A performance card's answer (one request per card) as the data its component type draws. Durations are in
 * seconds; pages are named by their names; every label comes from the catalogue.
 */
export function performanceCardData(
  endpoint: PerformanceEndpoint,
  definition: CardDefinition,
  answers: readonly PerformanceCardAnswer[],
  t: Translate,
): CardData {
  const [answer] = answers;
  switch (endpoint) {
    case 'facebook/comparison/keymetrics':
      return keyMetricsData(answer as KeyMetrics | undefined, t);
    case 'report/calls_quantity':
      return callsData(answer as CallsQuantity | undefined, t);
    case 'page/overview':
      return overviewData(answer as PageOverview | undefined, t);
    case 'page/fan_evolution':
      return fanData(answer as FanEvolution | undefined);
    case 'sac/feed':
      return { kind: 'posts', posts: (answer as SacFeed | undefined)?.posts ?? [] };
    case 'engaged-users':
      return engagedData(answer as EngagedUsers | undefined, t);
    case 'user-posts':
      return userPostsData(definition, answer as UserPosts | undefined);
    case 'report/avg_time_distribution':
      return timesData(answer as AvgTimeDistribution | undefined, t);
    case 'report/activity_colaborator':
      return activityData(answer as ActivityColaborator | undefined, t);
    default:
      return endpoint satisfies never;
  }
}
