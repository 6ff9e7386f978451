import type { Operator } from '../contracts/chart-template.ts';
import { type ChartEntity, ENTITY_FIELDS, ENTITY_TIME_FIELD } from '../domain/datasets.ts';
import type { CardDefinition, ChartsCardQuery } from './card-definition.ts';

type Required = Pick<
  CardDefinition,
  'id' | 'area' | 'catalogueItem' | 'component' | 'componentType' | 'dataType' | 'props' | 'query'
>;

/** TikTok (the short-video channel) switched off for a card: hidden in its channel list, no tags/themes/polarity. */
export const NO_SHORT_VIDEO = {
  tiktok: { hideInChannel: true, disableTag: true, disableTheme: true, disablePolarity: true },
} as const;

/** A definition with the usual defaults: half width, medium height, visible, shareable, no flags. */
export function defineCard(card: Required & Partial<CardDefinition>): CardDefinition {
  return {
    aliasIds: [],
    width: 6,
    height: 'MID',
    visible: true,
    notSupportFilter: false,
    subDataType: null,
    hideInLibrary: [],
    hideMenu: false,
    isEvent: false,
    shareable: true,
    lgpd: false,
    tagsView: false,
    type: null,
    control: {},
    supportedFilters: [],
    desk: null,
    audience: null,
    ...card,
  };
}

export interface ChartSpec {
  grouping: string[];
  fields: string[];
  operators: Operator[];
  label: string;
  sorting?: 'asc' | 'desc';
}

/**
 * A charts-service query: a grouping that holds the entity's date field is a time series (datePortion
 * 'auto', sorted by date); any other grouping is a distribution over the whole range (datePortion null).
 */
export function chartQuery(entity: ChartEntity, spec: ChartSpec): ChartsCardQuery {
  const timeField = ENTITY_TIME_FIELD[entity];
  const isSeries = spec.grouping.some((field) => ENTITY_FIELDS[entity][field] === 'date');
  return {
    service: 'charts-service',
    entity,
    template: {
      grouping: spec.grouping,
      datePortion: isSeries ? 'auto' : null,
      sorting: spec.sorting ?? 'asc',
      sortFields: isSeries ? [timeField] : [],
      metricsMetadata: {
        fields: spec.fields,
        label: spec.label,
        groupingForTotal: [],
        operators: spec.operators,
      },
      method: spec.operators[0] ?? 'count',
      defaultTimeSeriesValue: 0,
    },
  };
}
