import type { z } from 'zod';
import type { CardDefinition } from '../cards/card-definition.ts';
import type {
  MultibarDocs,
  OverviewDocs,
  OverviewTotals,
  WAR_ROOM_ANSWERS,
  WarRoomEndpoint,
} from '../contracts/war-room.ts';
import { channelInfo } from '../domain/channels.ts';
import { polarityInfo, SENTIMENT_INFO, type Sentiment } from '../domain/polarity.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import type { CardData, ValueFormat } from './card-data.ts';
import { metricLabel } from './charts-service-mapper.ts';
import { groupLabel } from './group-labels.ts';
import { tableColumn } from './table-column.ts';
import { namedValue } from './value-data.ts';

type Translate = (key: MessageKey) => string;

/** The docs of one war-room endpoint's answer. */
export type WarRoomDocs<E extends WarRoomEndpoint> = z.output<(typeof WAR_ROOM_ANSWERS)[E]>['docs'];

/** Any war-room answer, tagged with the endpoint it came from. */
export type WarRoomAnswer = {
  [E in WarRoomEndpoint]: { endpoint: E; docs: WarRoomDocs<E> };
}[WarRoomEndpoint];

/** Overview metrics a card can show, with how each is written and the scale of a gauge. */
const OVERVIEW_METRICS = {
  posts: { read: (totals: OverviewTotals) => totals.posts, format: 'count', range: null },
  users: { read: (totals: OverviewTotals) => totals.users, format: 'count', range: null },
  interactions: { read: (totals: OverviewTotals) => totals.interactions, format: 'count', range: null },
  potentialReach: { read: (totals: OverviewTotals) => totals.potentialReach, format: 'count', range: null },
  nps: { read: (totals: OverviewTotals) => totals.nps, format: 'decimal', range: [-100, 100] },
  // The index runs from -1 to 1; cards show it in percentage points.
  sentimentIndex: {
    read: (totals: OverviewTotals) => totals.sentimentIndex * 100,
    format: 'percent',
    range: [-100, 100],
  },
  brandHealth: { read: (totals: OverviewTotals) => totals.brandHealth, format: 'percent', range: [0, 100] },
} as const satisfies Record<
  string,
  { read: (totals: OverviewTotals) => number; format: ValueFormat; range: readonly [number, number] | null }
>;

function overviewValue(definition: CardDefinition, docs: OverviewDocs): CardData {
  const metric = definition.props.metric ?? 'posts';
  const info = Object.hasOwn(OVERVIEW_METRICS, metric)
    ? OVERVIEW_METRICS[metric as keyof typeof OVERVIEW_METRICS]
    : OVERVIEW_METRICS.posts;
  return {
    kind: 'value',
    value: info.read(docs.current),
    previous: docs.previous ? info.read(docs.previous) : null,
    min: info.range?.[0] ?? null,
    max: info.range?.[1] ?? null,
    format: info.format,
  };
}

/** Sentiments drawn as stacks, in reading order; no-polarity and unclassified posts are left out. */
const STACKED_SENTIMENTS: Sentiment[] = ['positive', 'neutral', 'negative'];

function multibarCategories(docs: MultibarDocs, t: Translate): CardData {
  return {
    kind: 'categories',
    categories: docs.bars.map((bar) => {
      const label = groupLabel(docs.group, bar.key, t);
      return { key: bar.key, name: label.name, channel: label.channel };
    }),
    series: STACKED_SENTIMENTS.map((sentiment) => ({
      key: sentiment,
      name: t(SENTIMENT_INFO[sentiment].label),
      color: SENTIMENT_INFO[sentiment].color,
      values: docs.bars.map((bar) => bar[sentiment]),
    })),
    format: 'count',
  };
}

function authorsTable(docs: WarRoomDocs<'top-influencers'>, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('author', 'chart.table.author', 'text', t),
      tableColumn('channel', 'field.channel', 'text', t),
      tableColumn('followers', 'field.followers', 'count', t),
      tableColumn('posts', 'field.id', 'count', t),
      tableColumn('interactions', 'field.interactions', 'count', t),
      tableColumn('lastPostAt', 'chart.table.date', 'date', t),
    ],
    rows: docs.map((author) => ({
      author: author.username ?? author.uid,
      channel: t(channelInfo(author.channel).label),
      followers: author.followers,
      posts: author.posts,
      interactions: author.interactions,
      lastPostAt: author.lastPostAt,
    })),
  };
}

/** Influencers ranked by the card's metric: their interactions, or their reach (followers). */
function authorsRanking(definition: CardDefinition, docs: WarRoomDocs<'top-influencers'>): CardData {
  const byInteractions = definition.props.metric === 'interactions';
  return {
    kind: 'values',
    items: docs.map((author) => ({
      key: `${author.channel}:${author.uid}`,
      name: author.username ?? author.uid,
      value: byInteractions ? author.interactions : author.followers,
      color: null,
      channel: author.channel,
    })),
    format: 'count',
  };
}

/** A war-room answer as the data shape the card's component type draws. */
export function warRoomCardData(definition: CardDefinition, answer: WarRoomAnswer, t: Translate): CardData {
  const { componentType } = definition;
  switch (answer.endpoint) {
    case 'monitoring-overview':
      return overviewValue(definition, answer.docs);
    case 'top-influencers':
      if (componentType === 'dataTable') return authorsTable(answer.docs, t);
      if (componentType === 'ranking') return authorsRanking(definition, answer.docs);
      return { kind: 'authors', authors: answer.docs };
    case 'search-user':
      return { kind: 'authors', authors: answer.docs };
    case 'top-posts':
    case 'press-posts':
      return { kind: 'posts', posts: answer.docs };
    case 'term-graph': {
      const { nodes, edges } = answer.docs;
      if (componentType === 'network') return { kind: 'graph', graph: { nodes, edges } };
      if (componentType === 'ranking') {
        return {
          kind: 'values',
          items: nodes.map((node) => namedValue(node.term, node.term, node.count)),
          format: 'count',
        };
      }
      // Word clouds of one sentiment take its colour.
      const { polarity } = definition.props;
      const color = polarity === undefined ? null : polarityInfo(polarity).color;
      return { kind: 'terms', terms: nodes.map((node) => ({ term: node.term, weight: node.count, color })) };
    }
    case 'post-in-time':
      return {
        kind: 'series',
        series: [{ key: 'posts', name: metricLabel('id', t), color: null, data: answer.docs.points }],
        grain: answer.docs.grain,
        format: 'count',
      };
    case 'monitoring-multibar':
      return multibarCategories(answer.docs, t);
    default:
      return answer satisfies never;
  }
}
