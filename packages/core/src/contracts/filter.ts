import { z } from 'zod';
import {
  type FilterKey,
  LOVERS_AND_HATERS_VALUES,
  PAGE_SCOPES,
  SAC_LAST_STATUS_VALUES,
  SAC_STATUS_VALUES,
  SAC_TYPE_ALL,
  SAC_TYPE_VALUES,
} from '../domain/filters.ts';
import { GENDER_CODES } from '../domain/gender.ts';
import { POLARITY_CODES } from '../domain/polarity.ts';

const texts = z.array(z.string().min(1));
const codesOf = (codes: readonly number[]) =>
  z.array(
    z
      .number()
      .int()
      .refine((code) => codes.includes(code), { error: 'form.invalidValues' }),
  );

/** The value schema of every filter key (spec §3 "Filter keys" and "Filter values"). */
export const FILTER_VALUE_SCHEMAS = {
  channels: texts,
  dark_post: z.boolean(),
  favorite: z.boolean(),
  names: texts,
  genders: codesOf(GENDER_CODES),
  pages: texts,
  pids: texts,
  polarities: codesOf(POLARITY_CODES),
  sac_type: z.array(z.enum([...SAC_TYPE_VALUES, SAC_TYPE_ALL])),
  sac_status: z.array(z.enum(SAC_STATUS_VALUES)),
  sac_last_status: z.array(z.enum(SAC_LAST_STATUS_VALUES)),
  sac_replier: texts,
  rating: z.array(z.number().int().min(0).max(10)),
  query: z.string(),
  tags: texts,
  themes: texts,
  uids: texts,
  contracts: texts,
  bots: texts,
  category: z.string(),
  channels_listening: texts,
  domains: texts,
  operators: texts,
  teams: texts,
  lovers_and_haters: z.array(z.enum(LOVERS_AND_HATERS_VALUES)),
  replied: z.boolean(),
  scheduled: z.boolean(),
  campaign_name: z.string(),
  tags_view: texts,
} as const satisfies Record<FilterKey, z.ZodType>;

/** The filter keys and the internal page_scope (domain/filters.ts PAGE_SCOPES), which only requests carry. */
const FILTER_SHAPE = { ...FILTER_VALUE_SCHEMAS, page_scope: z.enum(PAGE_SCOPES) };

/** A global filter or a card's filter: every key optional; an absent key does not filter. */
export const Filter = z.object(FILTER_SHAPE).partial();
export type Filter = z.infer<typeof Filter>;
export type FilterValue<K extends FilterKey> = z.infer<(typeof FILTER_VALUE_SCHEMAS)[K]>;

/** A card's selectedFilters: the same keys, fixed by the card (or a change log) instead of the user. */
export const SelectedFilters = Filter;
export type SelectedFilters = Filter;

/** Body of `POST /war-room/encode-filter` (spec §7). A missing filter is refused with 'Invalid filter'. */
export const EncodeFilterRequest = z.object({
  account_id: z.string().min(1),
  is_staging: z.boolean(),
  filter: z.object(FILTER_SHAPE, { error: 'errors.invalidFilter' }).partial(),
});
export type EncodeFilterRequest = z.infer<typeof EncodeFilterRequest>;

export const EncodeFilterQuery = z.object({ is_staging: z.enum(['true', 'false']).default('false') });
export type EncodeFilterQuery = z.infer<typeof EncodeFilterQuery>;

/** The filter id a card request sends instead of the filter; `hash` is the local-storage cache key. */
export const EncodeFilterResponse = z.object({
  status: z.literal('ok'),
  filterId: z.string().min(1),
  hash: z.string().min(1),
});
export type EncodeFilterResponse = z.infer<typeof EncodeFilterResponse>;
