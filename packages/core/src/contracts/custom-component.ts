import { z } from 'zod';
import { CHART_TYPES } from '../domain/chart-types.ts';
import { DATA_SOURCES } from '../domain/data-sources.ts';
import { CHART_ENTITIES } from '../domain/datasets.ts';
import { FEATURE_FLAGS } from '../domain/feature-flags.ts';
import { ChartTemplate } from './chart-template.ts';

export const COMPONENT_TITLE_MAX = 50;
export const COMPONENT_DESCRIPTION_MAX = 200;

/** What the create-component form sends (spec §3 "Create-component options", §5 limits). */
export const CreateCustomComponentRequest = z.object({
  title: z
    .string({ error: 'form.required' })
    .trim()
    .min(1, { error: 'form.required' })
    .max(COMPONENT_TITLE_MAX, { error: 'component.errors.titleTooLong' }),
  description: z
    .string()
    .trim()
    .max(COMPONENT_DESCRIPTION_MAX, { error: 'component.errors.descriptionTooLong' })
    .default(''),
  /** Shows post authors: hidden from guests (LGPD). */
  lgpd: z.boolean().default(false),
  /** The component shows in the library only while this flag is on; null for everyone. */
  featureFlag: z.enum(FEATURE_FLAGS, { error: 'form.invalidValues' }).nullable().default(null),
  dataSource: z.enum(DATA_SOURCES, { error: 'form.required' }),
  chartType: z.enum(CHART_TYPES, { error: 'form.required' }),
  entity: z.enum(CHART_ENTITIES, { error: 'form.required' }),
  chartTemplate: ChartTemplate,
});
export type CreateCustomComponentRequest = z.infer<typeof CreateCustomComponentRequest>;
export type CreateCustomComponentInput = z.input<typeof CreateCustomComponentRequest>;

/** A stored custom component (the universe's cards/custom document holds a list of them). */
export const CustomComponent = CreateCustomComponentRequest.extend({
  id: z.string(),
  createdAt: z.number().int(),
  createdBy: z.string(),
});
export type CustomComponent = z.infer<typeof CustomComponent>;

export const CustomComponentsResponse = z.object({
  status: z.literal('ok'),
  components: z.array(CustomComponent),
});
export type CustomComponentsResponse = z.infer<typeof CustomComponentsResponse>;

export const CustomComponentResponse = z.object({ status: z.literal('ok'), component: CustomComponent });
export type CustomComponentResponse = z.infer<typeof CustomComponentResponse>;
