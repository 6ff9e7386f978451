import { z } from 'zod';
import { DATA_TYPES, SUB_DATA_TYPES } from '../cards/card-definition.ts';
import { Filter } from './filter.ts';

/**
 * Which cards a change log touches. Every criterion given must hold (a card matches all of them); at least one
 * is required, so a log never rewrites every card by accident. subDataTypes compares the card's effective sub
 * data type (its override, else its definition's).
 */
export const ChangeLogMatch = z
  .object({
    ids: z.array(z.string()).min(1).nullable().default(null),
    components: z.array(z.string()).min(1).nullable().default(null),
    dataTypes: z.array(z.enum(DATA_TYPES)).min(1).nullable().default(null),
    subDataTypes: z.array(z.enum(SUB_DATA_TYPES)).min(1).nullable().default(null),
  })
  .refine(
    (match) =>
      match.ids !== null ||
      match.components !== null ||
      match.dataTypes !== null ||
      match.subDataTypes !== null,
    { error: 'errors.invalidChangeLog' },
  );
export type ChangeLogMatch = z.infer<typeof ChangeLogMatch>;

/**
 * What a change log merges into matching cards (spec §3 "Change log"). Only the fields present change:
 * shareable (false makes a card non-shareable), title and description, subDataType, selectedFilters (merged key
 * by key: operator status, text query, themes, groups, channels, replied, lovers/haters, uids, pages),
 * disableShortVideo (true hides TikTok and its tags, themes and polarity; false restores the definition),
 * notSupportDeskFilters and suportScheduledFilters (desk and audience filter support).
 */
export const ChangeLogChange = z
  .object({
    shareable: z.boolean(),
    title: z.string().min(1),
    description: z.string(),
    subDataType: z.enum(SUB_DATA_TYPES),
    selectedFilters: Filter,
    disableShortVideo: z.boolean(),
    notSupportDeskFilters: z.boolean(),
    suportScheduledFilters: z.boolean(),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { error: 'errors.invalidChangeLog' });
export type ChangeLogChange = z.infer<typeof ChangeLogChange>;

export const ChangeLog = z.object({
  /** Ordered, unique control number; a dashboard's changeControl is the last one applied to it. */
  control: z.number().int().min(1),
  description: z.string().default(''),
  match: ChangeLogMatch,
  change: ChangeLogChange,
});
export type ChangeLog = z.infer<typeof ChangeLog>;
export type ChangeLogInput = z.input<typeof ChangeLog>;
