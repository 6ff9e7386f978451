import { ANALYTICS_DATASETS, ANALYTICS_SCHEMA, type AnalyticsDataset } from './analytics-schema.ts';

/** Chart entities and the kind of each of their fields (spec §3 "Datasets"). */
export type FieldKind = 'discrete' | 'continuous' | 'date';

/** The entities charts (and POST /charts-service/:entity) may ask: the public list. */
export const CHART_ENTITIES = ['posts', 'users', 'sac-status', 'sac-surveys'] as const;
export type ChartEntity = (typeof CHART_ENTITIES)[number];

/**
 * Datasets the server's own endpoints query through its compiler although no chart may ask them (chatbot
 * analytics, the desk, the stock quotes): each is an entity named as its dataset, offering every field of its
 * records. Never part of CHART_ENTITIES: the charts service refuses them.
 */
export const INTERNAL_ENTITIES = [
  'chatbot-messages',
  'chatbot-contacts',
  'chatbot-events',
  'campaigns',
  'desk-tickets',
  'attendant-status',
  'operator-status',
  'stock-prices',
] as const satisfies readonly AnalyticsDataset[];
export type InternalEntity = (typeof INTERNAL_ENTITIES)[number];

/** Every entity the server's compiler queries: the chart entities and the internal ones. */
export type QueryEntity = ChartEntity | InternalEntity;
export const QUERY_ENTITIES: readonly QueryEntity[] = [...CHART_ENTITIES, ...INTERNAL_ENTITIES];

export function isChartEntity(entity: string): entity is ChartEntity {
  return (CHART_ENTITIES as readonly string[]).includes(entity);
}

function datasetOf(entity: ChartEntity): AnalyticsDataset {
  const [dataset, ...others] = ANALYTICS_DATASETS.filter((d) => ANALYTICS_SCHEMA[d].entity?.name === entity);
  if (dataset === undefined || others.length > 0) throw new Error(`One dataset is the ${entity} entity's`);
  return dataset;
}

const byEntity = <T>(value: (entity: ChartEntity) => T) =>
  Object.fromEntries(CHART_ENTITIES.map((entity) => [entity, value(entity)])) as Record<ChartEntity, T>;

/** The dataset behind each chart entity (users are the collected profiles), from the analytics schema. */
export const ENTITY_DATASET: Record<ChartEntity, AnalyticsDataset> = byEntity(datasetOf);

const entityFields = (entity: ChartEntity): Readonly<Record<string, FieldKind>> =>
  Object.fromEntries(
    (ANALYTICS_SCHEMA[ENTITY_DATASET[entity]].entity?.fields ?? []).map((f) => [f.field, f.kind]),
  );

/** Each entity's chart fields and their kinds, in the order charts list them (analytics-schema.ts). */
export const ENTITY_FIELDS: Record<ChartEntity, Readonly<Record<string, FieldKind>>> = byEntity(entityFields);

/** The date field each entity's time series are bucketed on: its dataset's time field. */
export const ENTITY_TIME_FIELD: Record<ChartEntity, string> = byEntity(
  (entity) => ANALYTICS_SCHEMA[ENTITY_DATASET[entity]].timeField,
);

const byQueryEntity = <T>(chart: Record<ChartEntity, T>, internal: (entity: InternalEntity) => T) =>
  Object.fromEntries([
    ...CHART_ENTITIES.map((entity) => [entity, chart[entity]]),
    ...INTERNAL_ENTITIES.map((entity) => [entity, internal(entity)]),
  ]) as Record<QueryEntity, T>;

/** The dataset behind every entity the compiler queries (an internal entity is its own dataset). */
export const QUERY_ENTITY_DATASET: Record<QueryEntity, AnalyticsDataset> = byQueryEntity(
  ENTITY_DATASET,
  (entity) => entity,
);

/**
 * Every queried entity's fields: every record field of its dataset. The server's own endpoints read record
 * views (a post's text and url, a status change's operator); charts are validated against ENTITY_FIELDS, so they
 * still see the chart fields only.
 */
export const QUERY_ENTITY_FIELDS: Record<
  QueryEntity,
  Readonly<Record<string, FieldKind>>
> = Object.fromEntries(
  QUERY_ENTITIES.map((entity) => [
    entity,
    Object.fromEntries(ANALYTICS_SCHEMA[QUERY_ENTITY_DATASET[entity]].fields.map((f) => [f.field, f.kind])),
  ]),
) as Record<QueryEntity, Readonly<Record<string, FieldKind>>>;

/** The time field ranges and buckets use for every queried entity: its dataset's. */
export const QUERY_ENTITY_TIME_FIELD: Record<QueryEntity, string> = byQueryEntity(
  ENTITY_TIME_FIELD,
  (entity) => ANALYTICS_SCHEMA[entity].timeField,
);
