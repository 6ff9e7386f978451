import type { CardDefinition, CardProps, ChannelControl, SubDataType } from '../cards/card-definition.ts';
import type { AudienceOptions, CardConfig, DeskOptions } from '../contracts/dashboard.ts';
import { FILTER_VALUE_SCHEMAS, type Filter } from '../contracts/filter.ts';
import { FILTER_KEYS, FILTER_VALUE_KINDS } from '../domain/filters.ts';

/** The parts of a definition a card config can override. */
export type OverridableDefinition = Pick<
  CardDefinition,
  'shareable' | 'subDataType' | 'control' | 'desk' | 'audience' | 'props'
>;

/** A card as it behaves on a dashboard: its definition with the config's overrides applied. */
export interface EffectiveCard {
  shareable: boolean;
  subDataType: SubDataType | null;
  selectedFilters: Filter;
  control: Readonly<Record<string, ChannelControl>>;
  desk: DeskOptions | null;
  audience: AudienceOptions | null;
}

/**
 * A definition's selectedFilters (lists for every key) as a typed filter: flags and single texts take the
 * first value; values of the wrong type are dropped.
 */
export function filterFromSelected(selected: CardProps['selectedFilters']): Filter {
  const filter: Record<string, unknown> = {};
  if (!selected) return filter;
  for (const key of FILTER_KEYS) {
    const values = selected[key];
    if (values === undefined) continue;
    const kind = FILTER_VALUE_KINDS[key];
    const candidate = kind === 'flag' || kind === 'text' ? values[0] : [...values];
    const parsed = FILTER_VALUE_SCHEMAS[key].safeParse(candidate);
    if (parsed.success) filter[key] = parsed.data;
  }
  return filter as Filter;
}

/**
 * Resolves the overrides: a null override is "as the definition"; selectedFilters and control merge key by key
 * over the definition's (the config wins).
 */
export function effectiveCard(definition: OverridableDefinition, config: CardConfig): EffectiveCard {
  const definitionDesk = definition.desk
    ? {
        notSupportDeskFilters: definition.desk.notSupportDeskFilters,
        notSupportedOperators: [...definition.desk.notSupportedOperators],
      }
    : null;
  return {
    shareable: config.shareable ?? definition.shareable,
    subDataType: config.subDataType ?? definition.subDataType,
    selectedFilters: { ...filterFromSelected(definition.props.selectedFilters), ...config.selectedFilters },
    control: { ...definition.control, ...config.control },
    desk: config.desk ?? definitionDesk,
    audience: config.audience ?? definition.audience,
  };
}
