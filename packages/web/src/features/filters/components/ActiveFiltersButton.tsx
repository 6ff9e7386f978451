import { Badge, Button, Popover, Stack, Text } from '@mantine/core';
import type { Filter } from '@mirante/core';
import { IconFilter } from '@tabler/icons-react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { activeFilter } from '../active-filter.ts';
import { filterSummary } from '../filter-summary.ts';

interface ActiveFiltersButtonProps {
  filter: Filter;
  /** Editors open the drawer; without it the button shows the filters in effect, read-only. */
  onEdit?: () => void;
}

/** 'Filtros globais' with the count of filters in effect; for readers and guests, the list of them. */
export function ActiveFiltersButton({ filter, onEdit }: ActiveFiltersButtonProps) {
  const { t } = useI18n();
  const lines = filterSummary(activeFilter(filter), t);
  const button = (
    <Button
      variant={lines.length > 0 ? 'light' : 'subtle'}
      size="compact-md"
      leftSection={<IconFilter size={18} aria-hidden />}
      rightSection={
        lines.length > 0 ? (
          <Badge size="sm" circle>
            {lines.length}
          </Badge>
        ) : null
      }
      onClick={onEdit}
    >
      {t('dialogs.globalFilters')}
    </Button>
  );
  if (onEdit) return button;
  return (
    <Popover position="bottom-end" shadow="md" returnFocus trapFocus>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} maw={320}>
          <Text fw={700} size="sm">
            {t('globalFilters.active')}
          </Text>
          {lines.length === 0 ? (
            <Text size="sm">{t('print.noFilters')}</Text>
          ) : (
            <Text size="sm" component="ul" m={0} pl="md">
              {lines.map((line) => (
                <li key={line.key}>
                  {line.label}: {line.values.join(', ')}
                </li>
              ))}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('globalFilters.readOnly')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
