import { Fieldset, Text } from '@mantine/core';
import type { CardDefinition, ConnectedPage, Filter } from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { FilterFields } from '../../filters/components/FilterFields.tsx';
import { contractSuggestions, useDashboardContracts } from '../../filters/contract-suggestions.ts';
import { pageSuggestions, useStudioPageNames } from '../../filters/page-suggestions.ts';
import { cardFilterKeys } from '../card-config-draft.ts';

interface CardFiltersSectionProps {
  definition: CardDefinition;
  filter: Filter;
  pages: readonly ConnectedPage[];
  onChange: (filter: Filter) => void;
  error: string | null;
}

/**
 * The card's own filters: every key the card honours (the global-filter rules apply when it is saved); the
 * chatbot fields offer the dashboard's bots and contracts.
 */
export function CardFiltersSection({ definition, filter, pages, onChange, error }: CardFiltersSectionProps) {
  const { t } = useI18n();
  const keys = cardFilterKeys(definition);
  // A chatbot card asks the bots of the dashboard's contracts ('Bots e contratos' in its settings).
  const contracts = useDashboardContracts();
  const names = useStudioPageNames(keys.includes('pages'));
  const hint = t('dashboardContracts.filterHint');
  return (
    <Fieldset legend={t('cardConfig.filters')} variant="filled">
      {keys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cardConfig.noFilters')}
        </Text>
      ) : (
        <FilterFields
          keys={keys}
          value={filter}
          onChange={onChange}
          suggestions={{
            pages: pageSuggestions(pages, names),
            ...contractSuggestions(contracts),
          }}
          hints={contracts.length === 0 ? { bots: hint, contracts: hint } : {}}
        />
      )}
      {error && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
