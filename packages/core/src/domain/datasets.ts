import { ANALYTICS_DATASETS, ANALYTICS_SCHEMA, type AnalyticsDataset } from './analytics-schema.ts';

/** Chart entities and the kind of each of their fields (spec §3 "Datasets"). */
export type FieldKind = 'discrete' | 'continuous' | 'date';

export const CHART_ENTITIES = ['posts', 'users', 'sac-status', 'sac-surveys'] as const;
export type ChartEntity = (typeof CHART_ENTITIES)[number];

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
