import type { CardDefinition, ChartsCardQuery } from '../cards/card-definition.ts';
import { PAGE_GROUP_FIELDS, type SeriesResponse } from '../contracts/chart-template.ts';
import { CONVERSATION_EVENT_INFO, type ConversationEvent } from '../domain/conversation-statuses.ts';
import {
  brandHealth,
  nps,
  percentage,
  potentialReach,
  type SentimentCounts,
  sentimentIndex,
} from '../domain/formulas.ts';
import { sentimentOf } from '../domain/polarity.ts';
import { isSurveyKind } from '../domain/surveys.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import type { CardData, NamedValue, ValueFormat } from './card-data.ts';
import { type Fact, type Facts, factsOf, groupFacts, selectDim, sumOf } from './charts-facts.ts';
import type { DisplaySeries } from './display-series.ts';
import { type GroupLabel, groupLabel } from './group-labels.ts';

type Translate = (key: MessageKey) => string;

/** A charts-service answer of a card, and the previous period's when the card compares with it. */
export interface ChartsAnswer {
  current: SeriesResponse;
  previous: SeriesResponse | null;
}

/** Metrics computed from the sentiment split (the polarity grouping) of each group. */
const SENTIMENT_METRICS = {
  nps: { compute: nps, scale: 1, format: 'decimal', min: -100, max: 100 },
  sentimentIndex: { compute: sentimentIndex, scale: 100, format: 'percent', min: -100, max: 100 },
  brandHealth: { compute: brandHealth, scale: 1, format: 'percent', min: 0, max: 100 },
} as const satisfies Record<
  string,
  {
    compute: (counts: SentimentCounts) => number;
    scale: number;
    format: ValueFormat;
    min: number;
    max: number;
  }
>;
type SentimentMetric = keyof typeof SENTIMENT_METRICS;

const isSentimentMetric = (metric: string | undefined): metric is SentimentMetric =>
  metric !== undefined && Object.hasOwn(SENTIMENT_METRICS, metric);

const isConversationEvent = (metric: string | undefined): metric is ConversationEvent =>
  metric !== undefined && Object.hasOwn(CONVERSATION_EVENT_INFO, metric);

function countsOf(facts: readonly Fact[], polarityIndex: number): SentimentCounts {
  const counts = { positive: 0, negative: 0, neutral: 0, total: 0 };
  for (const fact of facts) {
    const sentiment = fact.dims[polarityIndex];
    if (sentiment === 'positive' || sentiment === 'negative' || sentiment === 'neutral') {
      counts[sentiment] += fact.value;
    }
    counts.total += fact.value;
  }
  return counts;
}

/** Replaces the polarity grouping by the sentiment metric of each remaining group (and time). */
function deriveSentimentMetric(source: Facts, metric: SentimentMetric): Facts {
  const index = source.dimFields.indexOf('polarity');
  const { compute, scale } = SENTIMENT_METRICS[metric];
  const firstMetric = source.metrics[0];
  const counted = source.facts.filter((fact) => fact.metric === firstMetric);
  const groups = groupFacts(counted, (fact) =>
    JSON.stringify([fact.dims.filter((_, i) => i !== index), fact.time]),
  );
  return {
    ...source,
    dimFields: source.dimFields.filter((_, i) => i !== index),
    metrics: [metric],
    facts: [...groups.values()].map((facts) => {
      const [first] = facts as [Fact];
      return {
        dims: first.dims.filter((_, i) => i !== index),
        metric,
        time: first.time,
        value: compute(countsOf(facts, index)) * scale,
      };
    }),
  };
}

const CONVERSATION_FIELDS = ['sacType', 'sacStatus'];

/** Narrows an answer to what the card's props ask for (one survey, one transition, no empty values). */
function selectFacts(definition: CardDefinition, source: Facts): Facts {
  const { metric, hideNull } = definition.props;
  let facts = source;
  // Posts without a conversation type or status are not customer-service conversations.
  const required = source.dimFields.flatMap((field, i) =>
    hideNull || CONVERSATION_FIELDS.includes(field) ? [i] : [],
  );
  if (required.length > 0) {
    facts = { ...facts, facts: facts.facts.filter((fact) => required.every((i) => fact.dims[i] !== '')) };
  }
  if (metric !== undefined && isSurveyKind(metric))
    facts = selectDim(facts, 'surveyType', (v) => v === metric);
  if (isConversationEvent(metric)) {
    facts = selectDim(facts, 'value', (v) => v === CONVERSATION_EVENT_INFO[metric].to);
  }
  // A transition reads as the status it leads to.
  if (facts.dimFields.includes('value')) facts = selectDim(facts, 'lastValue', () => true);
  if (metric === 'potentialReach') {
    facts = { ...facts, facts: facts.facts.map((fact) => ({ ...fact, value: potentialReach(fact.value) })) };
  }
  return facts;
}

interface Prepared {
  facts: Facts;
  format: ValueFormat;
  range: { min: number; max: number } | null;
}

function prepare(definition: CardDefinition, query: ChartsCardQuery, response: SeriesResponse): Prepared {
  const selected = selectFacts(definition, factsOf(response, query));
  const { metric, valueType, polarity } = definition.props;
  if (isSentimentMetric(metric) && selected.dimFields.includes('polarity')) {
    const { format, min, max } = SENTIMENT_METRICS[metric];
    return { facts: deriveSentimentMetric(selected, metric), format, range: { min, max } };
  }
  if (polarity !== undefined && definition.componentType === 'singleValue') {
    // The share of one sentiment among all posts (positive share, negative share).
    const index = selected.dimFields.indexOf('polarity');
    const total = sumOf(selected.facts);
    const part = sumOf(selected.facts.filter((fact) => fact.dims[index] === sentimentOf(polarity)));
    return {
      facts: {
        dimFields: [],
        metrics: ['share'],
        facts: [{ dims: [], metric: 'share', time: 0, value: percentage(part, total) }],
      },
      format: 'percent',
      range: { min: 0, max: 100 },
    };
  }
  const operator = query.template.metricsMetadata.operators[0];
  return {
    facts: selected,
    format: operator === 'avg' ? 'decimal' : 'count',
    range: valueType === 'percentage' ? { min: 0, max: 100 } : null,
  };
}

/** How a group value of an answer reads: a page by its name (the answer names its pages), else groupLabel. */
function dimLabel(facts: Facts, field: string, value: string, t: Translate): GroupLabel {
  const page = PAGE_GROUP_FIELDS.includes(field) ? facts.pageNames?.[value] : undefined;
  return page === undefined ? groupLabel(field, value, t) : { name: page, color: null, channel: null };
}

interface Labelled {
  key: string;
  name: string;
  color: string | null;
  channel: string | null;
}

/** A drawn item's key: its one value, or its values as JSON (no separator a value could contain). */
const keyOf = (parts: readonly string[]) =>
  parts.length === 0 ? null : parts.length === 1 ? parts[0] : JSON.stringify(parts);

/** The label of a fact's group: its dims' names joined, or the metric's name when it has no dims. */
function labelOf(fact: Fact, facts: Facts, t: Translate, withMetric: boolean): Labelled {
  const labels = fact.dims.map((value, i) => dimLabel(facts, facts.dimFields[i] ?? '', value, t));
  const metricName = metricLabel(fact.metric, t);
  const names = labels.map((label) => label.name);
  if (withMetric || labels.length === 0) names.push(metricName);
  const [only] = labels;
  return {
    key: keyOf([...fact.dims, ...(withMetric ? [fact.metric] : [])]) ?? fact.metric,
    name: names.join(' · '),
    color: labels.length === 1 && !withMetric && only ? only.color : null,
    channel: labels.length === 1 && only ? only.channel : null,
  };
}

const METRIC_LABELS: Record<string, MessageKey> = {
  id: 'field.id',
  uid: 'field.uid',
  interactions: 'field.interactions',
  likes: 'field.likes',
  comments: 'field.comments',
  shares: 'field.shares',
  views: 'field.views',
  impressions: 'field.impressions',
  reach: 'field.reach',
  followers: 'field.followers',
  surveyScore: 'field.surveyScore',
  nps: 'metric.nps',
  sentimentIndex: 'metric.sentimentIndex',
  brandHealth: 'metric.brandHealth',
  potentialReach: 'metric.potentialReach',
};

export function metricLabel(metric: string, t: Translate): string {
  const key = METRIC_LABELS[metric];
  return key ? t(key) : metric;
}

function toSeries(prepared: Prepared, t: Translate): DisplaySeries[] {
  const { facts } = prepared;
  const withMetric = facts.metrics.length > 1;
  const groups = groupFacts(facts.facts, (fact) => labelOf(fact, facts, t, withMetric).key);
  return [...groups.values()].map((list) => {
    const label = labelOf(list[0] as Fact, facts, t, withMetric);
    const data = list.map((fact) => [fact.time, fact.value] as [number, number]).sort(([a], [b]) => a - b);
    return { key: label.key, name: label.name, color: label.color, data };
  });
}

/** Named totals, largest first: one per group of a single grouping, or one per metric. */
function toValues(prepared: Prepared, t: Translate): NamedValue[] {
  const { facts } = prepared;
  const withMetric = facts.metrics.length > 1 && facts.dimFields.length === 0;
  const groups = groupFacts(facts.facts, (fact) => labelOf(fact, facts, t, withMetric).key);
  const items = [...groups.values()].map((list) => {
    const label = labelOf(list[0] as Fact, facts, t, withMetric);
    return {
      key: label.key,
      name: label.name,
      value: sumOf(list),
      color: label.color,
      channel: label.channel,
    };
  });
  return withMetric ? items : items.sort((a, b) => b.value - a.value);
}

/** First grouping as categories (largest total first), second grouping or the metrics as series. */
function toCategories(
  prepared: Prepared,
  t: Translate,
  percent: boolean,
): Extract<CardData, { kind: 'categories' }> {
  const { facts } = prepared;
  const byMetric = facts.dimFields.length < 2;
  const totals = groupFacts(facts.facts, (fact) => fact.dims[0] ?? '');
  const categoryKeys = [...totals.entries()].sort(([, a], [, b]) => sumOf(b) - sumOf(a)).map(([key]) => key);
  const seriesKeyOf = (fact: Fact) => (byMetric ? fact.metric : (fact.dims[1] ?? ''));
  const seriesGroups = groupFacts(facts.facts, seriesKeyOf);
  const field0 = facts.dimFields[0] ?? '';
  const field1 = facts.dimFields[1] ?? '';
  const categoryTotal = new Map(categoryKeys.map((key) => [key, sumOf(totals.get(key) ?? [])]));
  return {
    kind: 'categories',
    categories: categoryKeys.map((key) => {
      const label = dimLabel(facts, field0, key, t);
      return { key, name: label.name, channel: label.channel };
    }),
    series: [...seriesGroups.entries()].map(([key, list]) => {
      const label = byMetric ? { name: metricLabel(key, t), color: null } : dimLabel(facts, field1, key, t);
      const byCategory = new Map(groupFacts(list, (fact) => fact.dims[0] ?? ''));
      return {
        key,
        name: label.name,
        color: label.color,
        values: categoryKeys.map((category) => {
          const group = byCategory.get(category);
          if (!group) return null;
          const value = sumOf(group);
          return percent ? percentage(value, categoryTotal.get(category) ?? 0) : value;
        }),
      };
    }),
    format: percent ? 'percent' : prepared.format,
  };
}

function toTable(prepared: Prepared, t: Translate): Extract<CardData, { kind: 'table' }> {
  const { facts } = prepared;
  const rows = groupFacts(facts.facts, (fact) => JSON.stringify(fact.dims));
  return {
    kind: 'table',
    columns: [
      ...facts.dimFields.map((field) => ({
        key: field,
        label: t(`field.${field}` as MessageKey),
        format: 'text' as const,
      })),
      ...facts.metrics.map((metric) => ({
        key: `m:${metric}`,
        label: metricLabel(metric, t),
        format: prepared.format,
      })),
    ],
    rows: [...rows.values()].map((list) => {
      const [first] = list as [Fact];
      const row: Record<string, string | number | null> = {};
      facts.dimFields.forEach((field, i) => {
        row[field] = dimLabel(facts, field, first.dims[i] ?? '', t).name;
      });
      for (const metric of facts.metrics)
        row[`m:${metric}`] = sumOf(list.filter((fact) => fact.metric === metric));
      return row;
    }),
  };
}

/** Tags (or any grouping) by volume, sentiment and a second measure: x the count, y the sentiment metric. */
function toPoints(
  definition: CardDefinition,
  query: ChartsCardQuery,
  response: SeriesResponse,
  t: Translate,
): CardData {
  const selected = selectFacts(definition, factsOf(response, query));
  const [countMetric = 'id', sizeMetric = countMetric] = selected.metrics;
  const metric = isSentimentMetric(definition.props.metric) ? definition.props.metric : 'sentimentIndex';
  const { compute, scale, format } = SENTIMENT_METRICS[metric];
  const polarityIndex = selected.dimFields.indexOf('polarity');
  const groupIndex = polarityIndex === 0 ? 1 : 0;
  const groupField = selected.dimFields[groupIndex] ?? '';
  const groups = groupFacts(selected.facts, (fact) => fact.dims[groupIndex] ?? '');
  return {
    kind: 'points',
    points: [...groups.entries()].map(([key, facts]) => {
      const counted = facts.filter((fact) => fact.metric === countMetric);
      const label = dimLabel(selected, groupField, key, t);
      return {
        key,
        name: label.name,
        x: sumOf(counted),
        y: compute(countsOf(counted, polarityIndex)) * scale,
        size: sumOf(facts.filter((fact) => fact.metric === sizeMetric)),
        color: label.color,
      };
    }),
    xLabel: metricLabel(countMetric, t),
    yLabel: metricLabel(metric, t),
    sizeLabel: metricLabel(sizeMetric, t),
    xFormat: 'count',
    yFormat: format,
    sizeFormat: 'count',
  };
}

/** One total per metric, in template order (total posts, shares, comments). */
function metricTotals(prepared: Prepared, t: Translate): NamedValue[] {
  const { metrics, facts } = prepared.facts;
  return metrics.map((metric) => ({
    key: metric,
    name: metricLabel(metric, t),
    value: sumOf(facts.filter((fact) => fact.metric === metric)),
    color: null,
    channel: null,
  }));
}

function singleValue(prepared: Prepared): number | null {
  return prepared.facts.facts.length === 0 ? null : sumOf(prepared.facts.facts);
}

/** A charts-service answer as the data shape the card's component type draws. */
export function chartsCardData(
  definition: CardDefinition,
  query: ChartsCardQuery,
  answer: ChartsAnswer,
  t: Translate,
): CardData {
  const { componentType } = definition;
  if (componentType === 'bubble') return toPoints(definition, query, answer.current, t);
  const prepared = prepare(definition, query, answer.current);
  const percent = definition.props.valueType === 'percentage';
  switch (componentType) {
    case 'singleValue':
    case 'gauge': {
      const previous = answer.previous ? singleValue(prepare(definition, query, answer.previous)) : null;
      const format = prepared.format === 'count' && percent ? 'percent' : prepared.format;
      return {
        kind: 'value',
        value: singleValue(prepared),
        previous,
        min: prepared.range?.min ?? null,
        max: prepared.range?.max ?? null,
        format,
      };
    }
    case 'dataTable':
      return toTable(prepared, t);
    case 'card':
      return { kind: 'values', items: metricTotals(prepared, t), format: prepared.format };
    default:
      break;
  }
  if (answer.current.grain !== null) {
    return {
      kind: 'series',
      series: toSeries(prepared, t),
      grain: answer.current.grain,
      format: prepared.format,
    };
  }
  const stacked = componentType === 'barHorizontalStacked' || componentType === 'barVerticalStacked';
  if (stacked || prepared.facts.dimFields.length > 1) {
    return toCategories(prepared, t, stacked && percent);
  }
  return { kind: 'values', items: toValues(prepared, t), format: prepared.format };
}
