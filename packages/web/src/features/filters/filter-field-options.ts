import {
  CHANNELS,
  codesOf,
  type Filter,
  type FilterKey,
  GENDER_INFO,
  GENDERS,
  genderOf,
  LOVERS_AND_HATERS_VALUES,
  type MessageKey,
  SAC_LAST_STATUS_VALUES,
  SAC_STATUS_VALUES,
  SAC_TYPE_ALL,
  SAC_TYPE_LABELS,
  SAC_TYPE_VALUES,
  SENTIMENT_INFO,
  SENTIMENTS,
  sentimentOf,
} from '@mirante/core';

type Translate = (key: MessageKey) => string;

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * A filter key chosen from a fixed list: how the list reads, and how the chosen options map to and from the
 * filter's stored value (codes for polarity and gender, where one option may stand for several codes).
 */
export interface ChoiceField {
  options(t: Translate): FieldOption[];
  read(filter: Filter): string[];
  write(filter: Filter, chosen: string[]): Filter;
}

/** Sets a key, or removes it when nothing is chosen, so an empty choice never narrows anything. */
export function withKey<K extends FilterKey>(filter: Filter, key: K, value: Filter[K] | undefined): Filter {
  const next: Filter = { ...filter };
  const empty = value === undefined || (Array.isArray(value) && value.length === 0) || value === '';
  if (empty) delete next[key];
  else next[key] = value;
  return next;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

const channelField = (key: 'channels' | 'channels_listening'): ChoiceField => ({
  options: () => CHANNELS.map((channel) => ({ value: channel.id, label: channel.name })),
  read: (filter) => filter[key] ?? [],
  write: (filter, chosen) => withKey(filter, key, chosen),
});

const literalField = (
  key: 'sac_status' | 'sac_last_status',
  values: readonly string[],
  write: (filter: Filter, chosen: string[]) => Filter,
): ChoiceField => ({
  // The spec's values are already the Portuguese words the operators use.
  options: () => values.map((value) => ({ value, label: value })),
  read: (filter) => filter[key] ?? [],
  write,
});

/** Adding All clears the specific types; adding a specific type drops All. */
function sacTypeChoice(previous: readonly string[], chosen: string[]): string[] {
  const addedAll = chosen.includes(SAC_TYPE_ALL) && !previous.includes(SAC_TYPE_ALL);
  if (addedAll) return [SAC_TYPE_ALL];
  return chosen.length > 1 ? chosen.filter((value) => value !== SAC_TYPE_ALL) : chosen;
}

const RATING_SCORES = Array.from({ length: 11 }, (_, score) => score);

export const CHOICE_FIELDS: Partial<Record<FilterKey, ChoiceField>> = {
  channels: channelField('channels'),
  channels_listening: channelField('channels_listening'),
  polarities: {
    options: (t) => SENTIMENTS.map((s) => ({ value: s, label: t(SENTIMENT_INFO[s].label) })),
    read: (filter) => unique((filter.polarities ?? []).map(sentimentOf)),
    write: (filter, chosen) =>
      withKey(
        filter,
        'polarities',
        SENTIMENTS.filter((s) => chosen.includes(s)).flatMap((s) => codesOf(s)),
      ),
  },
  genders: {
    options: (t) => GENDERS.map((g) => ({ value: g, label: t(GENDER_INFO[g].label) })),
    read: (filter) => unique((filter.genders ?? []).map(genderOf)),
    write: (filter, chosen) =>
      withKey(
        filter,
        'genders',
        GENDERS.filter((g) => chosen.includes(g)).flatMap((g) => [...GENDER_INFO[g].codes]),
      ),
  },
  sac_type: {
    options: (t) => [
      { value: SAC_TYPE_ALL, label: t('filters.sacType.all') },
      ...SAC_TYPE_VALUES.map((value) => ({ value, label: t(SAC_TYPE_LABELS[value]) })),
    ],
    read: (filter) => filter.sac_type ?? [],
    write: (filter, chosen) =>
      withKey(
        filter,
        'sac_type',
        sacTypeChoice(filter.sac_type ?? [], chosen).filter(
          (value): value is (typeof SAC_TYPE_VALUES)[number] | typeof SAC_TYPE_ALL =>
            value === SAC_TYPE_ALL || (SAC_TYPE_VALUES as readonly string[]).includes(value),
        ),
      ),
  },
  sac_status: literalField('sac_status', SAC_STATUS_VALUES, (filter, chosen) =>
    withKey(
      filter,
      'sac_status',
      SAC_STATUS_VALUES.filter((value) => chosen.includes(value)),
    ),
  ),
  sac_last_status: literalField('sac_last_status', SAC_LAST_STATUS_VALUES, (filter, chosen) =>
    withKey(
      filter,
      'sac_last_status',
      SAC_LAST_STATUS_VALUES.filter((value) => chosen.includes(value)),
    ),
  ),
  lovers_and_haters: {
    options: (t) =>
      LOVERS_AND_HATERS_VALUES.map((value) => ({
        value,
        label: t(value === 'lovers' ? 'filterValue.lovers' : 'filterValue.haters'),
      })),
    read: (filter) => filter.lovers_and_haters ?? [],
    write: (filter, chosen) =>
      withKey(
        filter,
        'lovers_and_haters',
        LOVERS_AND_HATERS_VALUES.filter((value) => chosen.includes(value)),
      ),
  },
  rating: {
    options: () => RATING_SCORES.map((score) => ({ value: String(score), label: String(score) })),
    read: (filter) => (filter.rating ?? []).map(String),
    write: (filter, chosen) =>
      withKey(
        filter,
        'rating',
        RATING_SCORES.filter((score) => chosen.includes(String(score))),
      ),
  },
};
