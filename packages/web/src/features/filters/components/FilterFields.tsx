import { MultiSelect, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { FILTER_VALUE_KINDS, type Filter, type FilterKey, type MessageKey } from '@mirante/core';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { filterFieldErrors } from '../filter-field-errors.ts';
import { CHOICE_FIELDS, type FieldOption, withKey } from '../filter-field-options.ts';

type FlagKey = 'dark_post' | 'favorite' | 'replied' | 'scheduled';
type TextKey = 'query' | 'category' | 'campaign_name';
type FreeTextsKey = Exclude<
  FilterKey,
  | FlagKey
  | TextKey
  | 'genders'
  | 'lovers_and_haters'
  | 'polarities'
  | 'rating'
  | 'sac_type'
  | 'sac_status'
  | 'sac_last_status'
>;

export interface FilterFieldsProps {
  /** The filter keys to edit, in the order they are shown. */
  keys: readonly FilterKey[];
  value: Filter;
  onChange(next: Filter): void;
  /** Known values offered for free-value keys (the connected pages for `pages`, …); others can be typed. */
  suggestions?: Partial<Record<FilterKey, FieldOption[]>>;
  /** A line of help under a free-value field (where its values come from). */
  hints?: Partial<Record<FilterKey, string>>;
  disabled?: boolean;
}

/**
 * Edits a core Filter over the given keys: fixed lists (channels, polarity, gender, SAC values, rating) as
 * multi-selects, free values (groups, tags, themes, profiles, pages…) as tag inputs, yes/no keys as a select
 * and the text search with its two-character rule. An emptied field removes its key from the filter.
 */
export function FilterFields({
  keys,
  value,
  onChange,
  suggestions = {},
  hints = {},
  disabled = false,
}: FilterFieldsProps) {
  const { t } = useI18n();
  const [touched, setTouched] = useState<ReadonlySet<FilterKey>>(new Set());
  const errors = filterFieldErrors(value);
  const errorOf = (key: FilterKey) => {
    const error = errors[key];
    return error && touched.has(key) ? t(error) : null;
  };
  const touch = (key: FilterKey) => setTouched((current) => new Set(current).add(key));

  function field(key: FilterKey) {
    const label = t(`filterKey.${key}` as MessageKey);
    const choice = CHOICE_FIELDS[key];
    if (choice) {
      return (
        <MultiSelect
          key={key}
          label={label}
          data={choice.options(t)}
          value={choice.read(value)}
          onChange={(chosen) => onChange(choice.write(value, chosen))}
          searchable
          clearable
          disabled={disabled}
          comboboxProps={{ withinPortal: false }}
        />
      );
    }
    const kind = FILTER_VALUE_KINDS[key];
    if (kind === 'flag') {
      const flag = value[key as FlagKey];
      return (
        <Select
          key={key}
          label={label}
          placeholder={t('filterValue.any')}
          data={[
            { value: 'true', label: t('filterValue.yes') },
            { value: 'false', label: t('filterValue.no') },
          ]}
          value={flag === undefined ? null : String(flag)}
          onChange={(chosen) =>
            onChange(withKey(value, key as FlagKey, chosen === null ? undefined : chosen === 'true'))
          }
          clearable
          disabled={disabled}
          comboboxProps={{ withinPortal: false }}
        />
      );
    }
    if (kind === 'text') {
      const textKey = key as TextKey;
      return (
        <TextInput
          key={key}
          label={label}
          description={key === 'query' ? t('renderer.search.hint') : undefined}
          value={value[textKey] ?? ''}
          onChange={(event) => onChange(withKey(value, textKey, event.currentTarget.value))}
          onBlur={() => touch(key)}
          error={errorOf(key)}
          disabled={disabled}
        />
      );
    }
    const textsKey = key as FreeTextsKey;
    return (
      <TagsInput
        key={key}
        label={label}
        description={hints[key]}
        data={suggestions[key] ?? []}
        value={value[textsKey] ?? []}
        onChange={(chosen) => onChange(withKey(value, textsKey, chosen))}
        clearable
        disabled={disabled}
        comboboxProps={{ withinPortal: false }}
      />
    );
  }

  return <Stack gap="sm">{keys.map(field)}</Stack>;
}
