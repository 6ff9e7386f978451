import { Accordion, Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import {
  type ChatbotContract,
  type ConnectedPage,
  excludesShortVideo,
  expandSacTypeForSave,
  type Filter,
  withSacTypeDefault,
} from '@mirante/core';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { contractSuggestions } from '../contract-suggestions.ts';
import { hasFilterFieldErrors } from '../filter-field-errors.ts';
import { GLOBAL_FILTER_SECTIONS } from '../global-filter-keys.ts';
import { pageSuggestions, useStudioPageNames } from '../page-suggestions.ts';
import { FilterFields } from './FilterFields.tsx';

interface GlobalFiltersDrawerProps {
  opened: boolean;
  /** The saved global filter; the drawer edits a copy until it is applied. */
  filter: Filter;
  pages: readonly ConnectedPage[];
  /** The dashboard's chatbot contracts: the bots and command URLs the chatbot fields offer. */
  contracts: readonly ChatbotContract[];
  onApply(filter: Filter): void;
  onClose(): void;
}

/**
 * 'Filtros globais': every card's filter, under spec §5's rules. A missing conversation type reads as All and
 * is saved as every type; TikTok leaves the cards when sentiment, themes or tags are chosen (told here, done
 * per card with the channels each card hides). Nothing changes until 'Aplicar filtros'.
 */
export function GlobalFiltersDrawer({
  opened,
  filter,
  pages,
  contracts,
  onApply,
  onClose,
}: GlobalFiltersDrawerProps) {
  const { t } = useI18n();
  const names = useStudioPageNames(opened);
  const suggestions = { pages: pageSuggestions(pages, names), ...contractSuggestions(contracts) };
  const hint = t('dashboardContracts.filterHint');
  const hints = contracts.length === 0 ? { bots: hint, contracts: hint } : {};
  const [draft, setDraft] = useState<Filter>(() => withSacTypeDefault(filter));
  const [showErrors, setShowErrors] = useState(false);
  const invalid = hasFilterFieldErrors(draft);

  const apply = () => {
    if (invalid) {
      setShowErrors(true);
      return;
    }
    onApply(expandSacTypeForSave(draft));
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('dialogs.globalFilters')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="md">
        <Accordion multiple defaultValue={GLOBAL_FILTER_SECTIONS.map((section) => section.label)}>
          {GLOBAL_FILTER_SECTIONS.map((section) => (
            <Accordion.Item key={section.label} value={section.label}>
              <Accordion.Control>{t(section.label)}</Accordion.Control>
              <Accordion.Panel>
                <FilterFields
                  keys={section.keys}
                  value={draft}
                  onChange={(next) => {
                    setDraft(next);
                    setShowErrors(false);
                  }}
                  suggestions={suggestions}
                  hints={hints}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {excludesShortVideo(draft) ? (
          <Alert color="yellow" variant="light">
            {t('globalFilters.tiktokExcluded')}
          </Alert>
        ) : null}
        {showErrors && invalid ? (
          <Text size="sm" c="red" role="alert">
            {t('globalFilters.invalid')}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setDraft(withSacTypeDefault({}))}>
            {t('globalFilters.clear')}
          </Button>
          <Button onClick={apply}>{t('globalFilters.apply')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
