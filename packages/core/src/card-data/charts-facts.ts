import type { ChartsCardQuery } from '../cards/card-definition.ts';
import type { SeriesResponse } from '../contracts/chart-template.ts';
import { ENTITY_FIELDS } from '../domain/datasets.ts';
import { canonicalGroupValue } from './group-labels.ts';

/** One number of a charts-service answer: its grouping values, its metric field and its time. */
export interface Fact {
  dims: string[];
  metric: string;
  time: number;
  value: number;
}

/** An answer as facts, with the names of its grouping fields (dims) and metric fields, in template order. */
export interface Facts {
  dimFields: string[];
  metrics: string[];
  facts: Fact[];
  /** How the answer's page ids read ('Facebook · marcademo'), when it groups by a page. */
  pageNames?: Readonly<Record<string, string>>;
}

/** An answer's series as facts; grouping values are made canonical. */
export function factsOf(response: SeriesResponse, query: ChartsCardQuery): Facts {
  const fields = ENTITY_FIELDS[query.entity];
  const dimFields = query.template.grouping.filter((field) => fields[field] !== 'date');
  const metrics = query.template.metricsMetadata.fields;
  const facts: Fact[] = [];
  for (const series of response.series) {
    const dims = dimFields.map((field, index) => canonicalGroupValue(field, series.group[index] ?? ''));
    for (const [time, value] of series.data) facts.push({ dims, metric: series.metric, time, value });
  }
  return {
    dimFields,
    metrics,
    facts: mergeFacts(facts),
    ...(response.pageNames ? { pageNames: response.pageNames } : {}),
  };
}

const factKey = (fact: Fact) => JSON.stringify([fact.dims, fact.metric, fact.time]);

/** Sums facts that became equal (canonical values, removed dims). */
export function mergeFacts(facts: readonly Fact[]): Fact[] {
  const merged = new Map<string, Fact>();
  for (const fact of facts) {
    const key = factKey(fact);
    const known = merged.get(key);
    if (known) known.value += fact.value;
    else merged.set(key, { ...fact, dims: [...fact.dims] });
  }
  return [...merged.values()];
}

/** Keeps the facts whose value of `field` passes, and drops that field. */
export function selectDim(source: Facts, field: string, keep: (value: string) => boolean): Facts {
  const index = source.dimFields.indexOf(field);
  if (index < 0) return source;
  return {
    ...source,
    dimFields: source.dimFields.filter((_, i) => i !== index),
    metrics: source.metrics,
    facts: mergeFacts(
      source.facts
        .filter((fact) => keep(fact.dims[index] ?? ''))
        .map((fact) => ({ ...fact, dims: fact.dims.filter((_, i) => i !== index) })),
    ),
  };
}

/** Facts grouped by a key, in first-seen order. */
export function groupFacts<K>(facts: readonly Fact[], keyOf: (fact: Fact) => K): Map<K, Fact[]> {
  const groups = new Map<K, Fact[]>();
  for (const fact of facts) {
    const key = keyOf(fact);
    const list = groups.get(key);
    if (list) list.push(fact);
    else groups.set(key, [fact]);
  }
  return groups;
}

export const sumOf = (facts: readonly Fact[]) => facts.reduce((total, fact) => total + fact.value, 0);
