import {
  channelInfo,
  FILTER_KEYS,
  type Filter,
  type FilterKey,
  GENDER_INFO,
  genderOf,
  type MessageKey,
  polarityInfo,
  SAC_TYPE_ALL,
} from '@mirante/core';

type Translate = (key: MessageKey) => string;

/** One line of the printed filters: the filter's name and its values as a reader knows them. */
export interface FilterLine {
  key: FilterKey;
  label: string;
  values: string[];
}

function valueLabel(key: FilterKey, value: string | number, t: Translate): string {
  switch (key) {
    case 'channels':
    case 'channels_listening':
      return t(channelInfo(String(value)).label);
    case 'polarities':
      return t(polarityInfo(Number(value)).label);
    case 'genders':
      return t(GENDER_INFO[genderOf(Number(value))].label);
    case 'sac_type':
      return value === SAC_TYPE_ALL ? t('filters.sacType.all') : t(`sacType.${value}` as MessageKey);
    default:
      return String(value);
  }
}

/**
 * The filters in effect, in the order of spec §3's filter keys; keys that do not narrow anything (absent,
 * empty lists, blank texts) are left out.
 */
export function filterSummary(filter: Filter, t: Translate): FilterLine[] {
  const lines: FilterLine[] = [];
  for (const key of FILTER_KEYS) {
    const value: unknown = filter[key];
    let values: string[];
    if (Array.isArray(value)) values = value.map((item: string | number) => valueLabel(key, item, t));
    else if (typeof value === 'boolean') values = [t(value ? 'filterValue.yes' : 'filterValue.no')];
    else if (typeof value === 'string') values = value.trim() ? [value.trim()] : [];
    else values = [];
    if (values.length > 0) lines.push({ key, label: t(`filterKey.${key}`), values });
  }
  return lines;
}
