import type { CardDefinition } from '../cards/card-definition.ts';
import type {
  ActiveIdentity,
  AudienceSummary,
  ChatbotAnalyticsAnswer,
  ChatbotAnalyticsEndpoint,
  ChatbotCount,
  DomainCounts,
  EventActions,
  EventCategories,
} from '../contracts/chatbot-analytics.ts';
import { chatbotChannelName } from '../domain/chatbot-channels.ts';
import { percentage } from '../domain/formulas.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import type { CardData, TableColumn } from './card-data.ts';
import { chatbotCardEndpoints } from './chatbot-card-endpoints.ts';
import type { DisplaySeries } from './display-series.ts';
import { namedValue, valueData } from './value-data.ts';

type Translate = (key: MessageKey) => string;

/** Any chatbot-analytics answer (one bot's, as its endpoint's schema checked it). */
export type ChatbotAnswer = ChatbotAnalyticsAnswer<ChatbotAnalyticsEndpoint>;

type Point = [time: number, value: number];

/** Chatbot counts come per São Paulo day (interval D). */
const DAY_GRAIN = 'dayOfMonth';

/** Each endpoint's answers, one per bot: bot 1 [own, second?], bot 2 [own, second?], … */
function answersByEndpoint(
  endpoints: readonly ChatbotAnalyticsEndpoint[],
  answers: readonly ChatbotAnswer[],
): Map<ChatbotAnalyticsEndpoint, ChatbotAnswer[]> {
  const grouped = new Map(
    endpoints.map((endpoint): [ChatbotAnalyticsEndpoint, ChatbotAnswer[]] => [endpoint, []]),
  );
  answers.forEach((answer, index) => {
    const endpoint = endpoints[index % endpoints.length];
    if (endpoint !== undefined) grouped.get(endpoint)?.push(answer);
  });
  return grouped;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Points of several answers added day by day, in time order. */
function sumPoints(lists: readonly (readonly Point[])[]): Point[] {
  const byDay = new Map<number, number>();
  for (const points of lists)
    for (const [time, value] of points) byDay.set(time, (byDay.get(time) ?? 0) + value);
  return [...byDay.entries()].sort(([a], [b]) => a - b);
}

/** Component types that draw named quantities (slices, bars, stages) rather than days. */
const NAMED_TYPES: ReadonlySet<string> = new Set([
  'donut',
  'barHorizontal',
  'barVertical',
  'ranking',
  'funnel',
  'card',
]);
const isSingleValue = (definition: CardDefinition) =>
  definition.componentType === 'singleValue' || definition.componentType === 'gauge';
const isNamed = (definition: CardDefinition) => NAMED_TYPES.has(definition.componentType);

const daySeries = (series: DisplaySeries[]): CardData => ({
  kind: 'series',
  series,
  grain: DAY_GRAIN,
  format: 'count',
});

/** What each count is called on a chart: a line, a slice, a column. */
const COUNT_LABELS: Partial<Record<ChatbotAnalyticsEndpoint, MessageKey>> = {
  'analytics/received-messages': 'chatbot.series.received',
  'analytics/sent-messages': 'chatbot.series.sent',
  'analytics/active-messages': 'chatbot.series.active',
  'analytics/engaged-identity': 'chatbot.series.engaged',
  'analytics/contacts': 'chatbot.series.contacts',
  'analytics/event-track-count': 'chatbot.series.events',
};

/** The short key of an endpoint's series: `received` for analytics/received-messages. */
const seriesKey = (endpoint: ChatbotAnalyticsEndpoint) =>
  endpoint.replace(/^.*\//, '').replace(/-messages$/, '');

const isCount = (answer: ChatbotAnswer): answer is ChatbotCount =>
  'total' in answer && 'points' in answer && !('engaged' in answer);

/**
 * Counts (messages, contacts, events): the bots' totals added together. A single value adds every count the
 * card asks (received + sent for the total of messages); a chart draws one series (or slice) per count.
 */
function countData(
  definition: CardDefinition,
  parts: readonly { endpoint: ChatbotAnalyticsEndpoint; answers: ChatbotCount[] }[],
  t: Translate,
): CardData {
  const totals = parts.map((part) => sum(part.answers.map((answer) => answer.total)));
  const label = (endpoint: ChatbotAnalyticsEndpoint) => {
    const key = COUNT_LABELS[endpoint];
    return key ? t(key) : endpoint;
  };
  if (isSingleValue(definition)) {
    const total = sum(totals);
    return valueData(totals.every((value) => value === 0) ? null : total, 'count');
  }
  if (isNamed(definition)) {
    return {
      kind: 'values',
      items: parts.map((part, index) =>
        namedValue(seriesKey(part.endpoint), label(part.endpoint), totals[index] ?? 0),
      ),
      format: 'count',
    };
  }
  return daySeries(
    parts.map((part) => ({
      key: seriesKey(part.endpoint),
      name: label(part.endpoint),
      color: null,
      data: sumPoints(part.answers.map((answer) => answer.points)),
    })),
  );
}

/**
 * Active contacts and the engaged among them: non-engaged = active − engaged, engagement rate = engaged /
 * active, rejection rate = non-engaged / active (percentages). No active contact is no data, never NaN.
 */
function identityData(
  definition: CardDefinition,
  answers: readonly ActiveIdentity[],
  t: Translate,
): CardData {
  const active = sum(answers.map((answer) => answer.total));
  const engaged = sum(answers.map((answer) => answer.engaged));
  const nonEngaged = Math.max(0, active - engaged);
  if (isSingleValue(definition)) {
    if (active === 0)
      return valueData(null, definition.props.valueType === 'percentage' ? 'percent' : 'count');
    switch (definition.props.metric) {
      case 'nonEngaged':
        return valueData(nonEngaged, 'count');
      case 'engagementRate':
        return valueData(percentage(engaged, active), 'percent');
      case 'rejectionRate':
        return valueData(percentage(nonEngaged, active), 'percent');
      case 'engaged':
        return valueData(engaged, 'count');
      default:
        return valueData(active, 'count');
    }
  }
  if (isNamed(definition)) {
    return {
      kind: 'values',
      items: [
        namedValue('engaged', t('chatbot.series.engaged'), engaged),
        namedValue('nonEngaged', t('chatbot.series.nonEngaged'), nonEngaged),
      ],
      format: 'count',
    };
  }
  const points = answers.flatMap((answer) => answer.points);
  const activeByDay = sumPoints([points.map(([time, count]): Point => [time, count])]);
  const engagedByDay = new Map(sumPoints([points.map(([time, , count]): Point => [time, count])]));
  return daySeries([
    {
      key: 'engaged',
      name: t('chatbot.series.engaged'),
      color: null,
      data: activeByDay.map(([time]) => [time, engagedByDay.get(time) ?? 0]),
    },
    {
      key: 'nonEngaged',
      name: t('chatbot.series.nonEngaged'),
      color: null,
      data: activeByDay.map(([time, count]) => [time, Math.max(0, count - (engagedByDay.get(time) ?? 0))]),
    },
  ]);
}

interface Ranked {
  key: string;
  name: string;
  value: number;
  points: Point[];
}

/** Totals by key added over the bots, largest first (then by name); zero totals are left out. */
function ranked(
  entries: readonly { key: string; name: string; value: number; points?: readonly Point[] }[],
): Ranked[] {
  const byKey = new Map<string, { name: string; value: number; points: Point[][] }>();
  for (const entry of entries) {
    const known = byKey.get(entry.key) ?? { name: entry.name, value: 0, points: [] };
    known.value += entry.value;
    if (entry.points) known.points.push([...entry.points]);
    byKey.set(entry.key, known);
  }
  return [...byKey.entries()]
    .map(([key, item]) => ({ key, name: item.name, value: item.value, points: sumPoints(item.points) }))
    .filter((item) => item.value !== 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name, 'pt-BR'));
}

/** Named totals as the card draws them: a table (name and count), lines per day, or named values. */
function rankedData(
  definition: CardDefinition,
  items: readonly Ranked[],
  columns: { name: MessageKey; value: MessageKey },
  t: Translate,
): CardData {
  if (definition.componentType === 'dataTable') {
    return {
      kind: 'table',
      columns: [
        { key: 'name', label: t(columns.name), format: 'text' },
        { key: 'value', label: t(columns.value), format: 'count' },
      ],
      rows: items.map((item) => ({ name: item.name, value: item.value })),
    };
  }
  if (isSingleValue(definition)) {
    const total = sum(items.map((item) => item.value));
    return valueData(total === 0 ? null : total, 'count');
  }
  if (isNamed(definition)) {
    return {
      kind: 'values',
      items: items.map((item) => namedValue(item.key, item.name, item.value)),
      format: 'count',
    };
  }
  return daySeries(items.map((item) => ({ key: item.key, name: item.name, color: null, data: item.points })));
}

/** Active messages per channel domain, named as the spec names the channel (an unknown domain as it is). */
function domainData(definition: CardDefinition, answers: readonly DomainCounts[], t: Translate): CardData {
  const items = ranked(
    answers.flatMap((answer) =>
      answer.items.map((item) => ({
        key: item.domain,
        name: chatbotChannelName(item.domain),
        value: item.value,
      })),
    ),
  );
  return rankedData(definition, items, { name: 'chatbot.table.channel', value: 'chatbot.series.active' }, t);
}

/** Events per action of the category, with their days. */
function actionData(definition: CardDefinition, answers: readonly EventActions[], t: Translate): CardData {
  const items = ranked(
    answers.flatMap((answer) =>
      answer.actions.map((action) => ({
        key: action.action,
        name: action.action,
        value: action.total,
        points: action.points,
      })),
    ),
  );
  return rankedData(definition, items, { name: 'chatbot.table.action', value: 'chatbot.series.events' }, t);
}

/** Events per category. */
function categoryData(
  definition: CardDefinition,
  answers: readonly EventCategories[],
  t: Translate,
): CardData {
  const items = ranked(
    answers.flatMap((answer) =>
      answer.items.map((item) => ({ key: item.category, name: item.category, value: item.total })),
    ),
  );
  return rankedData(definition, items, { name: 'chatbot.table.category', value: 'chatbot.series.events' }, t);
}

/** The steps of a campaign, in funnel order. */
const FUNNEL_STEPS = ['audience', 'sent', 'delivered', 'read', 'replied'] as const;

const CAMPAIGN_LABELS = {
  audience: 'chatbot.campaign.audience',
  sent: 'chatbot.campaign.sent',
  delivered: 'chatbot.campaign.delivered',
  read: 'chatbot.campaign.read',
  replied: 'chatbot.campaign.replied',
  failed: 'chatbot.campaign.failed',
} as const satisfies Record<string, MessageKey>;

/**
 * The bots' campaigns listed together, newest first: a table of each campaign, or a funnel of the steps added
 * over the campaigns (audience → sent → delivered → read → replied).
 */
function campaignData(
  definition: CardDefinition,
  answers: readonly AudienceSummary[],
  t: Translate,
): CardData {
  const campaigns = answers.flatMap((answer) => answer.campaigns).sort((a, b) => b.sentAt - a.sentAt);
  if (isNamed(definition)) {
    return {
      kind: 'values',
      items: FUNNEL_STEPS.map((step) =>
        namedValue(step, t(CAMPAIGN_LABELS[step]), sum(campaigns.map((campaign) => campaign[step]))),
      ),
      format: 'count',
    };
  }
  const count = (key: keyof typeof CAMPAIGN_LABELS): TableColumn => ({
    key,
    label: t(CAMPAIGN_LABELS[key]),
    format: 'count',
  });
  return {
    kind: 'table',
    columns: [
      { key: 'campaignName', label: t('chatbot.campaign.name'), format: 'text' },
      { key: 'sentAt', label: t('chatbot.campaign.sentAt'), format: 'date' },
      { key: 'scheduled', label: t('chatbot.campaign.scheduled'), format: 'text' },
      count('audience'),
      count('sent'),
      count('delivered'),
      count('read'),
      count('replied'),
      count('failed'),
    ],
    rows: campaigns.map((campaign) => ({
      campaignName: campaign.campaignName,
      sentAt: campaign.sentAt,
      scheduled: t(campaign.scheduled ? 'filterValue.yes' : 'filterValue.no'),
      audience: campaign.audience,
      sent: campaign.sent,
      delivered: campaign.delivered,
      read: campaign.read,
      replied: campaign.replied,
      failed: campaign.failed,
    })),
  };
}

/**
 * A chatbot card's answers as the data its component type draws. The answers come one per bot and endpoint,
 * in the order of the card's requests (bot 1 [own, second?], bot 2 …), each checked by its endpoint's schema;
 * the bots' answers are added together (totals, days, channels, actions), campaigns listed together.
 */
export function chatbotCardData(
  definition: CardDefinition,
  answers: readonly ChatbotAnswer[],
  t: Translate,
): CardData {
  const endpoints = chatbotCardEndpoints(definition);
  const grouped = answersByEndpoint(endpoints, answers);
  const [own] = endpoints as [ChatbotAnalyticsEndpoint];
  const ownAnswers = grouped.get(own) ?? [];
  switch (own) {
    case 'analytics/active-identity':
      return identityData(definition, ownAnswers as ActiveIdentity[], t);
    case 'analytics/active-messages-per-domain':
      return domainData(definition, ownAnswers as DomainCounts[], t);
    case 'analytics/event-track':
      return actionData(definition, ownAnswers as EventActions[], t);
    case 'analytics/event-track-categories':
      return categoryData(definition, ownAnswers as EventCategories[], t);
    case 'activecampaign/audience-summary':
      return campaignData(definition, ownAnswers as AudienceSummary[], t);
    case 'analytics/received-messages':
    case 'analytics/sent-messages':
    case 'analytics/active-messages':
    case 'analytics/engaged-identity':
    case 'analytics/contacts':
    case 'analytics/event-track-count':
      return countData(
        definition,
        endpoints.map((endpoint) => ({
          endpoint,
          answers: (grouped.get(endpoint) ?? []).filter(isCount),
        })),
        t,
      );
    default:
      return own satisfies never;
  }
}
