import { z } from 'zod';
import { defaultDateRangeParam } from '../domain/dates.ts';
import { TIME_GRAINS } from '../domain/time-grains.ts';

export const OPERATORS = ['sum', 'count', 'last', 'avg', 'min', 'max', 'first', 'size'] as const;
export type Operator = (typeof OPERATORS)[number];

/** The body of `POST /charts-service/{entity}` (spec §3 "Chart template"). */
export const ChartTemplate = z.object({
  grouping: z.array(z.string()),
  datePortion: z.string().nullable().default(null),
  sorting: z.enum(['asc', 'desc']).default('asc'),
  sortFields: z.array(z.string()).default([]),
  metricsMetadata: z.object({
    fields: z.array(z.string()).min(1),
    label: z.string(),
    groupingForTotal: z.array(z.string()).default([]),
    operators: z.array(z.enum(OPERATORS)).min(1),
  }),
  method: z.enum(OPERATORS),
  defaultTimeSeriesValue: z.number().default(0),
});
export type ChartTemplate = z.infer<typeof ChartTemplate>;
export type ChartTemplateInput = z.input<typeof ChartTemplate>;

/** Query parameters of the charts service (spec §3 "Card data request parameters"). */
export const ChartsQuery = z.object({
  points_parser: z.literal('series'),
  hash: z.string().max(128).optional(),
  /** `start:end` in ms; the default period (last 7 days) when left out. */
  date_range: z.string().max(40).default(defaultDateRangeParam),
  account_id: z.string().min(1),
  universe_id: z.string().min(1),
  is_staging: z.enum(['true', 'false']).default('false'),
  /** The card's filter: encoded by POST /war-room/encode-filter, or as JSON text (spec §3 "filter or filter_id"). */
  filter_id: z.string().min(1).max(128).optional(),
  filter: z.string().max(100_000).optional(),
});
export type ChartsQuery = z.infer<typeof ChartsQuery>;

/** Template fields whose values are page ids: posts' and surveys' pid, status changes' pageId. */
export const PAGE_GROUP_FIELDS: readonly string[] = ['pid', 'pageId'];

export const SeriesPoint = z.tuple([z.number(), z.number()]);

export const Series = z.object({
  /** The values of the non-date grouping fields, in template order ('' for a missing value); [] without any. */
  group: z.array(z.string()),
  /** The metric field the points measure (one series per group and metric). */
  metric: z.string(),
  data: z.array(SeriesPoint),
});
export type Series = z.infer<typeof Series>;

export const SeriesResponse = z.object({
  status: z.literal('ok'),
  grain: z.enum(TIME_GRAINS).nullable(),
  label: z.string(),
  series: z.array(Series),
  /** The metrics per groupingForTotal, when the template lists any (the denominators of shares). */
  totals: z.array(Series).nullable().default(null),
  /**
   * How the universe's pages read ('Facebook · marcademo'), by page id, when the template groups by a page
   * (PAGE_GROUP_FIELDS): a page is shown by its channel and name, never by its raw id.
   */
  pageNames: z.record(z.string(), z.string()).optional(),
});
export type SeriesResponse = z.infer<typeof SeriesResponse>;
